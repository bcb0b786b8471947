import Compositor
import Foundation

/// One problem with a template as the page shows it: the CLI's line
/// (`file:line:column: field: message`), its parts, and the source line it points at.
public struct TemplateProblem: Codable, Sendable, Hashable {
    /// Exactly what `segue-video validate` prints.
    public var text: String
    /// The file as the loader names it (the template or one of its includes).
    public var file: String
    /// 1-based; 0 when unknown.
    public var line: Int
    /// 1-based; 0 when unknown.
    public var column: Int
    /// The dotted field path, e.g. `scenes.card.views[0].background`; empty when none.
    public var field: String
    /// What is wrong, as `validate` words it.
    public var message: String
    /// The line of `file` at `line` (nil when unknown or the file is outside the served folders).
    public var source: String?

    /// The problems in `error` (a `TemplateError(s)`, an `AssetError`, or any other error as
    /// one line), with source lines read from files inside `folders`, every path in them named
    /// as the page shows it (`ServedFolders.shown`: never an absolute path of the server's).
    static func list(from error: any Error, folders: ServedFolders) -> [TemplateProblem] {
        unshown(error, folders: folders).map { problem in
            var problem = problem
            problem.text = folders.shown(problem.text)
            problem.file = folders.shown(problem.file)
            problem.message = folders.shown(problem.message)
            return problem
        }
    }

    /// The problems in `error` as the library words them (paths as it names them).
    private static func unshown(_ error: any Error, folders: ServedFolders) -> [TemplateProblem] {
        switch error {
        case let error as TemplateErrors: return error.errors.map { TemplateProblem($0, folders: folders) }
        case let error as TemplateError: return [TemplateProblem(error, folders: folders)]
        case let error as AssetError:
            return [TemplateProblem(text: error.description, file: error.path, line: 0, column: 0, field: "", message: error.message)]
        default:
            let text = String(describing: error)
            return [TemplateProblem(text: text, file: "", line: 0, column: 0, field: "", message: text)]
        }
    }

    init(text: String, file: String, line: Int, column: Int, field: String, message: String, source: String? = nil) {
        self.text = text; self.file = file; self.line = line; self.column = column
        self.field = field; self.message = message; self.source = source
    }

    init(_ error: TemplateError, folders: ServedFolders) {
        self.init(text: error.description, file: error.file, line: error.line, column: error.column,
                  field: error.field, message: error.message,
                  source: TemplateProblem.sourceLine(error.line, of: error.file, folders: folders))
    }

    /// Line `number` (1-based) of `file`, only when the file lies inside a served folder.
    static func sourceLine(_ number: Int, of file: String, folders: ServedFolders) -> String? {
        guard number > 0, let real = ServedFolders.realPath(file), folders.id(ofRealPath: real) != nil,
              let text = try? String(contentsOfFile: real, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard number <= lines.count else { return nil }
        return String(lines[number - 1].prefix(400))
    }
}
