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
    func state(_ id: String) throws(ServedFolders.Refusal) -> TemplateState {
        let file = try folders.resolve(id)
        if let state = lock.withLock({ states[file.id] }), !state.isStale { return state }
        let state = TemplateState(file: file, folders: folders, allowMissingGlyphs: allowMissingGlyphs)
        lock.withLock { states[file.id] = state }
        return state
    }

    /// Forgets every template that `changed` (real paths) may affect and returns them: their
    /// ids, for the page, and their content hashes, whose renders and timelines are superseded.
    func invalidate(_ changed: Set<String>) -> (ids: [String], hashes: Set<String>) {
        lock.withLock {
            let affected = states.filter { _, state in changed.contains { state.depends(on: $0) } }
            for id in affected.keys { states[id] = nil }
            return (affected.keys.sorted(), Set(affected.values.map(\.contentHash)))
        }
    }

    /// The template files in `scan`, each with its validation status.
    func listing(_ scan: FolderScan) -> [Listing] {
        scan.templatePaths.compactMap { real in
            guard let id = folders.id(ofRealPath: real), let state = try? state(id) else { return nil }
            return Listing(id: id, path: state.file.displayPath,
                           name: state.loaded?.template.name ?? (real as NSString).lastPathComponent,
                           ok: state.loaded != nil, problems: state.problems)
        }
    }
}
