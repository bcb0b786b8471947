import Foundation

/// Encoded stills by the hash of everything that determines them, least recently used dropped
/// first once their bytes pass `limit`. A key never goes stale: a changed template has a new
/// content hash, so its old entries are simply never asked for again and age out.
final class StillCache: @unchecked Sendable {
    // Invariant for @unchecked Sendable: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private(set) var totalBytes = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func get(_ key: String) -> [UInt8]? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            clock += 1
            entries[key] = (entry.bytes, clock)
            return entry.bytes
        }
    }

    func put(_ key: String, _ bytes: [UInt8]) {
        lock.withLock {
            guard bytes.count <= limit else { return }
            clock += 1
            if let old = entries.updateValue((bytes, clock), forKey: key) { totalBytes -= old.bytes.count }
            totalBytes += bytes.count
            while totalBytes > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                totalBytes -= oldest.value.bytes.count
                entries[oldest.key] = nil
            }
        }
    }

    var count: Int { lock.withLock { entries.count } }
}
