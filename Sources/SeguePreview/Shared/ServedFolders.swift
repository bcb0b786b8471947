import Compositor
import Foundation

/// The folders the preview may read, and the one rule for turning a request's path into a file:
/// a template or asset is named `ROOT/RELATIVE` (ROOT is the index of a folder given on the
/// command line); the relative part may not be absolute, and after resolving `..` and symlinks
/// the file must still lie inside that folder. Anything else is refused (403) or absent (404).
public struct ServedFolders: Sendable {
    /// One folder given on the command line.
    public struct Root: Sendable {
        /// As given (used for displayed paths, so errors read `Templates/fade.yaml:3:5`).
        public let given: String
        /// Its real path (symlinks resolved), what containment is checked against.
        public let real: String
        /// When a template file was given instead of a folder: only that file is listed.
        public let onlyFile: String?
        /// What the page and the API call it (`ShownPath.name`): `given` when relative, else its
        /// last component, so no absolute path of the server's machine reaches a page.
        public var shown: String { ShownPath.name(given: given, real: real) }
    }

    /// Why a path was refused.
    public enum Refusal: Error, Equatable {
        /// Absolute, out of the folder (by `..` or a symlink), or otherwise not ours: 403.
        case forbidden
        /// Inside, but no such file: 404.
        case notFound
    }

    /// The folders, in command-line order (a file's index is its `ROOT`).
    public let roots: [Root]

    /// How texts for the page name these folders (and the output folder): never absolutely.
    let shownPaths: ShownPath

    /// Throws `Refusal.notFound` for a path that does not exist. `output`: the folder the
    /// preview writes to, as given and as its real path, so texts naming it are shown by name too.
    public init(paths: [String], output: (given: String, real: String)? = nil) throws {
        let roots: [Root] = try paths.map { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                  let real = ServedFolders.realPath(path) else { throw Refusal.notFound }
            if isDirectory.boolValue { return Root(given: path, real: real, onlyFile: nil) }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let given = (path as NSString).deletingLastPathComponent
            return Root(given: given.isEmpty ? "." : given, real: ServedFolders.realPath(folder) ?? folder,
                        onlyFile: URL(fileURLWithPath: real).lastPathComponent)
        }
        self.roots = roots
        shownPaths = ShownPath(roots.map { ($0.given, $0.real) } + (output.map { [$0] } ?? []))
    }

    /// `text` (a message, a path) with every served or output folder named as the page shows it.
    func shown(_ text: String) -> String { shownPaths.text(text) }

    /// A file inside the served folders: its id (`ROOT/RELATIVE`), its path as displayed, the
    /// path it is opened by and its real path.
    public struct File: Sendable, Hashable {
        /// `ROOT/RELATIVE`, as the page names it.
        public let id: String
        /// The folder as shown (`Root.shown`) joined with the relative path: what the page shows.
        public let displayPath: String
        /// The folder as given joined with the relative path: what the loader opens (so its
        /// error messages, once `shownText` has replaced the folder, read as the CLI's do).
        public let path: String
        /// Absolute, symlinks resolved: what is read and watched.
        public let realPath: String
    }

    /// Resolves `id` (`ROOT/RELATIVE`, already percent-decoded) to a file inside its folder.
    public func resolve(_ id: String) throws(Refusal) -> File {
        guard !id.contains("\0"), !id.hasPrefix("/") else { throw .forbidden }
        let parts = id.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), roots.indices.contains(index) else { throw .notFound }
        let relative = String(parts[1])
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~") else { throw .forbidden }
        let root = roots[index]
        let real = try ServedFolders.confine(relative, in: root.real)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { throw .notFound }
        func joined(_ folder: String) -> String { folder == "." ? relative : (folder as NSString).appendingPathComponent(relative) }
        return File(id: id, displayPath: joined(root.shown), path: joined(root.given), realPath: real)
    }

    /// The id of a real path inside one of the folders, or nil.
    public func id(ofRealPath real: String) -> String? {
        for (index, root) in roots.enumerated() where ServedFolders.isInside(real, root.real) {
            return "\(index)/" + real.dropFirst(root.real == "/" ? 1 : root.real.count + 1)
        }
        return nil
    }

    /// The real path of `relative` (from a request) inside `folder` (a real path), by the
    /// library's `ConfinedFolder`, the rule templates, manifests and catalogs follow: `..` may not
    /// climb out even when the target is missing, nor a symbolic link lead out.
    static func confine(_ relative: String, in folder: String) throws(Refusal) -> String {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\0") else { throw .forbidden }
        switch ConfinedFolder(realRoot: folder).resolve(relative, from: folder) {
        case .success(let real): return real
        case .failure(.outside): throw .forbidden
        case .failure(.missing): throw .notFound
        }
    }

    /// True when `path` lies strictly inside `folder` (both real, absolute paths).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        ConfinedFolder(realRoot: folder).contains(path)
    }

    /// `realpath(3)`: absolute, `..` and every symlink resolved; nil when the file is missing.
    public static func realPath(_ path: String) -> String? {
        ConfinedFolder.realPath(path)
    }
}
