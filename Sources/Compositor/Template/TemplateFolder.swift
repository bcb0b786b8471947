import Foundation

/// The folder tree a template may read from: its own folder and everything below it. Asset
/// and include paths are resolved here, and neither `..` nor a symbolic link can lead out.
struct TemplateFolder {
    /// The template folder's real path (symbolic links resolved), without a trailing slash.
    let root: String

    /// Why a path was refused.
    enum Problem: Error, Equatable {
        /// The path leads out of the tree, lexically or through a symbolic link.
        case outside
        /// Nothing is there (or it cannot be reached).
        case missing
    }

    /// The tree rooted at the folder holding `templateFile`.
    init(templateFile: String) {
        let folder = URL(fileURLWithPath: templateFile).deletingLastPathComponent().path
        root = TemplateFolder.realPath(folder) ?? TemplateFolder.normalized(folder)
    }

    /// The real path of `relative`, read from `folder` (a real path inside the tree).
    ///
    /// The path is checked twice: as written (so `../x` is refused even when missing) and once
    /// every symbolic link is resolved (so a link pointing out is refused too). The returned
    /// path is the resolved one, so the file opened is the file checked.
    func resolve(_ relative: String, from folder: String) -> Result<String, Problem> {
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        guard contains(TemplateFolder.normalized(joined)) else { return .failure(.outside) }
        guard let real = TemplateFolder.realPath(joined) else { return .failure(.missing) }
        return contains(real) ? .success(real) : .failure(.outside)
    }

    /// True when `path` (absolute, normalized) lies strictly inside the tree.
    func contains(_ path: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/") && path != root
    }

    /// `path` with symbolic links, `.` and `..` resolved, or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute with `.`, `..` and repeated slashes removed, by text alone.
    static func normalized(_ path: String) -> String {
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
    static func displayPath(_ relative: String, besides file: String) -> String {
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
