/// Collects every problem found while reading one template file, so `validate` can report them
/// all at once instead of stopping at the first.
final class TemplateDiagnostics {
    let file: String
    private(set) var errors: [TemplateError] = []
    private(set) var warnings: [String] = []

    init(file: String) { self.file = file }

    func error(_ message: String, at position: TemplateNode.Position, field: String,
               status: ExitStatus = .invalidTemplate) {
        errors.append(TemplateError(file: file, line: position.line, column: position.column,
                                    field: field, message: message, exitStatus: status))
    }

    func warning(_ message: String, at position: TemplateNode.Position, field: String) {
        let location = position.line > 0 ? "\(file):\(position.line):\(position.column)" : file
        warnings.append("\(location): \(field): warning: \(message)")
    }

    /// Throws the collected errors, if any.
    func check() throws {
        let errors = self.errors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        if errors.count == 1 { throw errors[0] }
        if !errors.isEmpty { throw TemplateErrors(errors) }
    }
}
