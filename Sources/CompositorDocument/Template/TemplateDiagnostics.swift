import CompositorCore

/// Collects every problem found while reading one template and the files it includes, so
/// `validate` can report them all at once instead of stopping at the first.
///
/// One instance per file read; instances made by `including(file:)` share one list, so an error
/// in an included file names that file while the template is checked as a whole.
final class TemplateDiagnostics {
    /// The file the positions of this instance's errors refer to.
    let file: String
    private let log: Log

    init(file: String) {
        self.file = file
        log = Log()
        log.files.append(file)
    }

    private init(file: String, log: Log) {
        self.file = file
        self.log = log
        if !log.files.contains(file) { log.files.append(file) }
    }

    /// Diagnostics for a file included by this one, reporting into the same list.
    func including(file: String) -> TemplateDiagnostics { TemplateDiagnostics(file: file, log: log) }

    var errors: [TemplateError] { log.errors }
    var warnings: [String] { log.warnings }

    func error(_ message: String, at position: TemplateNode.Position, field: String,
               status: ExitStatus = .invalidTemplate) {
        log.errors.append(TemplateError(file: file, line: position.line, column: position.column,
                                        field: field, message: message, exitStatus: status))
    }

    /// Adds an error found elsewhere (a syntax error in an included file).
    func record(_ error: TemplateError) {
        if !log.files.contains(error.file) { log.files.append(error.file) }
        log.errors.append(error)
    }

    func warning(_ message: String, at position: TemplateNode.Position, field: String) {
        let location = position.line > 0 ? "\(file):\(position.line):\(position.column)" : file
        log.warnings.append("\(location): \(field): warning: \(message)")
    }

    /// Throws the collected errors, if any: sorted by file (in the order the files were read),
    /// then by position.
    func check() throws {
        let order = Dictionary(log.files.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        func key(_ e: (offset: Int, element: TemplateError)) -> (Int, Int, Int, Int) {
            (order[e.element.file] ?? 0, e.element.line, e.element.column, e.offset)
        }
        let errors = log.errors.enumerated().sorted { key($0) < key($1) }.map(\.element)
        if errors.count == 1 { throw errors[0] }
        if !errors.isEmpty { throw TemplateErrors(errors) }
    }

    /// What every file of one template reported.
    private final class Log {
        var errors: [TemplateError] = []
        var warnings: [String] = []
        /// Files in the order first read.
        var files: [String] = []
    }
}
