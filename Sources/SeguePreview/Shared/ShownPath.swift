import Foundation

/// How the studio names the server's folders to the page: a folder as given on the command line
/// when that is relative (`Templates`), else by its last component (`templates`); and any text
/// (an error message, a warning) that names a served or output folder by its absolute path,
/// rewritten to that name. The page and the API never show an absolute path of the server's
/// machine (issue #49: a switched template left a link with the server's absolute path).
struct ShownPath: Sendable {
    /// Absolute folder paths, longest first, each with the name that replaces it.
    let replacements: [(absolute: String, shown: String)]

    /// `folders`: each as given and as its real path.
    init(_ folders: [(given: String, real: String)]) {
        var pairs: [(absolute: String, shown: String)] = []
        for folder in folders {
            let shown = ShownPath.name(given: folder.given, real: folder.real)
            let given = (folder.given as NSString).standardizingPath
            for absolute in Set([folder.real, given]) where absolute.hasPrefix("/") && absolute != "/" {
                pairs.append((absolute, shown))
            }
        }
        replacements = pairs.sorted { $0.absolute.count > $1.absolute.count }
    }

    /// The name shown for a folder given as `given` whose real path is `real`.
    static func name(given: String, real: String) -> String {
        if !given.hasPrefix("/"), !given.hasPrefix("~") {
            let trimmed = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
            return trimmed.isEmpty ? "." : trimmed
        }
        let last = (real as NSString).lastPathComponent
        return last.isEmpty || last == "/" ? "." : last
    }

    /// `text` with every absolute folder path replaced by its shown name.
    func text(_ text: String) -> String {
        guard text.contains("/") else { return text }
        var result = text
        for (absolute, shown) in replacements where result.contains(absolute) {
            result = result.replacingOccurrences(of: absolute, with: shown)
        }
        return result
    }
}
