import Foundation

/// A folder tree that paths read from files must stay inside: a template's folder (its includes
/// and images), a shard folder and the merge's output folder (paths in shard manifests), an
/// imageset (the files its `Contents.json` names). Neither `..` nor a symbolic link can lead
/// out. One type for every surface, so a path from a template, a manifest, a catalog or a
/// preview request (`ServedFolders`, in the preview target) is confined by the same code.
package struct ConfinedFolder: Sendable {
    /// The folder's real path (symbolic links resolved), without a trailing slash.
    package let root: String

    /// Why a path was refused.
    package enum Problem: Error, Equatable {
        /// The path leads out of the tree, lexically or through a symbolic link.
        case outside
        /// Nothing is there (or it cannot be reached).
        case missing
    }

    /// The tree rooted at `folder` (which need not exist yet: then its path made absolute).
    package init(folder: String) {
        root = ConfinedFolder.realPath(folder) ?? ConfinedFolder.normalized(folder)
    }

    /// The tree rooted at `root`, already a real path (symbolic links resolved).
    package init(realRoot root: String) {
        self.root = root
    }

    /// The tree rooted at the folder holding `templateFile`.
    package init(templateFile: String) {
        self.init(folder: URL(fileURLWithPath: templateFile).deletingLastPathComponent().path)
    }

    /// Why `path`, read from a file that should name a file inside a folder, is not a plain
    /// relative path, or `nil` when it is one: not empty, no NUL, not absolute, no `..`
    /// component, not the folder itself. Checked before any file system call, so a hostile
    /// name touches nothing.
    package static func lexicalProblem(_ path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.utf8.contains(0) { return "contains a NUL byte" }
        if path.hasPrefix("/") { return "is an absolute path" }
        if path.split(separator: "/").allSatisfy({ $0 == "." }) { return "names the folder itself, not a file" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return "has a \"..\" component" }
        return nil
    }

    /// Where a file named `relative` (a plain relative path, `lexicalProblem` nil) would be
    /// written: `root/relative`, when the deepest folder of it that exists is, once its symbolic
    /// links are resolved, inside the tree (or the root itself). A file already there is
    /// replaced by a rename, which replaces a symbolic link rather than following it.
    package func destination(_ relative: String) -> Result<String, Problem> {
        guard ConfinedFolder.lexicalProblem(relative) == nil else { return .failure(.outside) }
        let path = root + "/" + relative
        var folder = (path as NSString).deletingLastPathComponent
        while ConfinedFolder.realPath(folder) == nil, folder.count > root.count { folder = (folder as NSString).deletingLastPathComponent }
        guard let real = ConfinedFolder.realPath(folder) else { return .success(path) }
        return real == root || contains(real) ? .success(path) : .failure(.outside)
    }

    /// The real path of `relative`, read from `folder` (a real path inside the tree).
    ///
    /// The path is checked twice: as written (so `../x` is refused even when missing) and once
    /// every symbolic link is resolved (so a link pointing out is refused too). The returned
    /// path is the resolved one, so the file opened is the file checked.
    package func resolve(_ relative: String, from folder: String) -> Result<String, Problem> {
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        guard contains(ConfinedFolder.normalized(joined)) else { return .failure(.outside) }
        guard let real = ConfinedFolder.realPath(joined) else { return .failure(.missing) }
        return contains(real) ? .success(real) : .failure(.outside)
    }

    /// True when `path` (absolute, normalized) lies strictly inside the tree.
    package func contains(_ path: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/") && path != root
    }

    /// `path` with symbolic links, `.` and `..` resolved, or `nil` if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute with `.`, `..` and repeated slashes removed, by text alone.
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `relative` as seen from the folder of `file`, written as the user would: relative paths
    /// stay relative, with `.` and `..` folded where possible. For messages only.
    package static func displayPath(_ relative: String, besides file: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let folder = (file as NSString).deletingLastPathComponent
        let joined = folder.isEmpty ? relative : folder + "/" + relative
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (joined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
