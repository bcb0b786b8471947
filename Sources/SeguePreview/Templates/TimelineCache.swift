import Compositor
import Foundation

/// Timelines by template version and direction (they take a pass over the clip's frames).
final class TimelineCache: @unchecked Sendable {
    /// Timelines kept; the oldest is dropped beyond this.
    static let limit = 32

    // Invariant for @unchecked Sendable: `entries` and `order` only under `lock`.
    private let lock = NSLock()
    private var entries: [String: TimelineSummary] = [:]
    private var order: [String] = []

    func summary(_ state: TemplateState, _ loaded: TemplateState.Loaded, direction: SegueDirection) throws -> TimelineSummary {
        let key = state.contentHash + "/" + direction.rawValue
        if let summary = lock.withLock({ entries[key] }) { return summary }
        let summary = try TimelineSummary(template: loaded.template, clip: ClipFrames(template: loaded.template, direction: direction))
        lock.withLock {
            if entries.updateValue(summary, forKey: key) == nil { order.append(key) }
            while order.count > TimelineCache.limit { entries[order.removeFirst()] = nil }
        }
        return summary
    }

    /// Drops the timelines of template versions in `hashes` (superseded by an edit).
    func forget(_ hashes: Set<String>) {
        lock.withLock {
            order.removeAll { key in
                guard let hash = key.split(separator: "/").first, hashes.contains(String(hash)) else { return false }
                entries[key] = nil
                return true
            }
        }
    }
}
