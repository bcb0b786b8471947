/// A problem with a template, located by file, line, column and field path: exit 3.
///
/// Printed as `file:line:column: field.path: message`, the form editors and CI logs link.
public struct TemplateError: SegueVideoError, Equatable {
    /// The template file (or the name given to a template built in code).
    public var file: String
    /// 1-based; 0 when unknown.
    public var line: Int
    /// 1-based; 0 when unknown.
    public var column: Int
    /// Dotted path to the offending field, for example `scenes.list.subviews[2].frame`.
    public var field: String
    /// What is wrong, in one line.
    public var message: String
    /// The exit status; an asset named in a template but missing is reported here with `.badAsset`.
    public var exitStatus: ExitStatus

    /// A problem at `field` of `file`.
    public init(file: String, line: Int = 0, column: Int = 0, field: String, message: String,
                exitStatus: ExitStatus = .invalidTemplate) {
        self.file = file; self.line = line; self.column = column; self.field = field
        self.message = message; self.exitStatus = exitStatus
    }

    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return field.isEmpty ? "\(location): \(message)" : "\(location): \(field): \(message)"
    }
}

/// Several template problems found in one pass, reported together.
public struct TemplateErrors: SegueVideoError, Equatable {
    /// The problems, in the order found; one line each when printed.
    public var errors: [TemplateError]

    /// Several problems reported together.
    public init(_ errors: [TemplateError]) { self.errors = errors }

    /// The most severe status among them (an asset error wins over an invalid value).
    public var exitStatus: ExitStatus {
        errors.contains { $0.exitStatus == .badAsset } && errors.allSatisfy { $0.exitStatus == .badAsset } ? .badAsset : .invalidTemplate
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
