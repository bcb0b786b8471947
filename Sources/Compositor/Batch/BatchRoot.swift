import CompositorCore

/// The folder a batch's templates are named from in its manifests: the deepest folder holding
/// every template once symbolic links, `.` and `..` are resolved.
///
/// A manifest records each template relative to it (`pets.yaml` for `batch Templates`), so the
/// same templates give the same `manifest.json` and shard manifests however the command line
/// spells them: `T/` (a symbolic link to `Templates/`), `./Templates`, or an absolute path, from
/// any working folder. A farm's shards can then be started from different folders and still
/// agree (issue 49).
package struct BatchRoot: Sendable {
    /// The resolved folder, absolute; `/` when the templates share nothing deeper.
    public let folder: String
    /// Each template path as given → its resolved absolute path.
    private let resolved: [String: String]

    /// The root of `templates` (paths as expanded from the command line).
    public init(templates: [String]) {
        var resolved: [String: String] = [:]
        for path in templates { resolved[path] = ConfinedFolder.realPath(path) ?? ConfinedFolder.normalized(path) }
        self.resolved = resolved
        let folders = templates.compactMap { resolved[$0] }.map { $0.split(separator: "/").dropLast() }
        var common = folders.first.map(Array.init) ?? []
        for parts in folders.dropFirst() {
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        folder = "/" + common.joined(separator: "/")
    }

    /// `path` (one of the templates) as the manifests name it: relative to `folder`.
    public func name(of path: String) -> String {
        let absolute = resolved[path] ?? ConfinedFolder.realPath(path) ?? ConfinedFolder.normalized(path)
        let prefix = folder == "/" ? "/" : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
