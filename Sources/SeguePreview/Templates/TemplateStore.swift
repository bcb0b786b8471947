import Compositor
import Foundation

/// The templates under the served folders as they are on disk now: each loaded once and kept
/// until one of the files it depends on changes (checked by signature on every use, and by the
/// watcher between uses), so every answer reflects the files at the moment it is given.
final class TemplateStore: @unchecked Sendable {
    /// One row of the template list.
    struct Listing: Codable, Sendable {
        var id: String
        var path: String
        var name: String
        var ok: Bool
        var problems: [TemplateProblem]
    }

    // Invariant for @unchecked Sendable: `states` only under `lock`; states are immutable.
    private let lock = NSLock()
    private var states: [String: TemplateState] = [:]
    let folders: ServedFolders
    /// Whether missing glyphs draw as the font's box (`PreviewConfiguration.allowMissingGlyphs`).
    let allowMissingGlyphs: Bool

    init(folders: ServedFolders, allowMissingGlyphs: Bool = false) {
        self.folders = folders
        self.allowMissingGlyphs = allowMissingGlyphs
    }

    /// The template named `id`, loaded again when a file it depends on changed.
    ///
    /// Read, parse, only then swap: a version that fails to load while its files are still
    /// being written (an editor truncates, then writes) never replaces the last good one. A
    /// failed load is checked again every `settle` for up to `settleChecks` times while its
    /// files keep changing; an empty template file written in the last `emptyGrace` is taken
    /// as one being written. Until then the last good version is answered (and is still stale,
    /// so the next request reads again); the watcher's event once the write ends brings the page back.
    func state(_ id: String) throws(ServedFolders.Refusal) -> TemplateState {
        let file = try folders.resolve(id)
        let previous = lock.withLock { states[file.id] }
        if let previous, !previous.isStale { return previous }
        var state = load(file)
        if state.loaded == nil, let previous, previous.loaded != nil {
            for _ in 0..<TemplateStore.settleChecks where state.isStale {
                Thread.sleep(forTimeInterval: TemplateStore.settle)
                state = load(file)
                if state.loaded != nil { break }
            }
            if state.loaded == nil, state.isStale || TemplateStore.isBeingWritten(file.realPath) { return previous }
        }
        lock.withLock { states[file.id] = state }
        return state
    }

    private func load(_ file: ServedFolders.File) -> TemplateState {
        TemplateState(file: file, folders: folders, allowMissingGlyphs: allowMissingGlyphs)
    }

    /// How long a failed load waits before reading a changing file again, and how many times.
    static let settle: TimeInterval = 0.025, settleChecks = 4
    /// How recently an empty template file must have been written to count as being written.
    static let emptyGrace: TimeInterval = 1

    /// True when the file at `path` is empty and was written within `emptyGrace`.
    static func isBeingWritten(_ path: String) -> Bool {
        guard let signature = FileSignature(path: path), signature.size == 0 else { return false }
        let written = Double(signature.seconds) + Double(signature.nanoseconds) / 1e9
        return Date().timeIntervalSince1970 - written < emptyGrace
    }

    /// Forgets every template that `changed` (real paths) may affect and returns them: their
    /// ids, for the page, and their content hashes, whose renders and timelines are superseded.
    /// A template that loaded is kept, stale (its files' signatures differ), as the last good
    /// version `state` falls back on while the new one is being written; one that failed is dropped.
    func invalidate(_ changed: Set<String>) -> (ids: [String], hashes: Set<String>) {
        lock.withLock {
            let affected = states.filter { _, state in changed.contains { state.depends(on: $0) } }
            for (id, state) in affected where state.loaded == nil { states[id] = nil }
            return (affected.keys.sorted(), Set(affected.values.map(\.contentHash)))
        }
    }

    /// The template files in `scan`, each with its validation status. A template being written
    /// (empty for a moment, so the scan does not take it for one) stays listed as its last good version.
    func listing(_ scan: FolderScan) -> [Listing] {
        var paths = scan.templatePaths
        let held = lock.withLock { states.values.filter { $0.loaded != nil }.map(\.file.realPath) }
        paths += held.filter { !paths.contains($0) && TemplateStore.isBeingWritten($0) }
        return paths.sorted().compactMap { real in
            guard let id = folders.id(ofRealPath: real), let state = try? state(id) else { return nil }
            return Listing(id: id, path: state.file.displayPath,
                           name: state.loaded?.template.name ?? (real as NSString).lastPathComponent,
                           ok: state.loaded != nil, problems: state.problems)
        }
    }
}
