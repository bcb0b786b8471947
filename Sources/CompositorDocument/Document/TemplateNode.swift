import CompositorCore

/// A template document as parsed: YAML or JSON alike, with the line and column of every value,
/// so each problem can be reported where it is.
package indirect enum TemplateNode: Sendable {
    /// A scalar's text as written (numbers stay text so decimals convert to exact rationals);
    /// `quoted` is true for quoted strings, which never read as numbers, booleans or null.
    case scalar(String, quoted: Bool, Position)
    /// Keys in document order.
    case mapping([(key: String, keyPosition: Position, value: TemplateNode)], Position)
    case sequence([TemplateNode], Position)

    /// A 1-based line and column in the template file.
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) { self.line = line; self.column = column }
        public static let unknown = Position(line: 0, column: 0)
    }

    public var position: Position {
        switch self {
        case .scalar(_, _, let p), .mapping(_, let p), .sequence(_, let p): return p
        }
    }

    /// True for an unquoted `null`, `~` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let s, false, _) = self { return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL" }
        return false
    }

    /// What the value is, for messages such as "expected a number, found a mapping".
    public var kindName: String {
        switch self {
        case .scalar(let s, let quoted, _):
            if isNull { return "null" }
            return quoted ? "a string" : (Double(s) != nil ? "a number" : "\"\(s)\"")
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// Parses YAML (JSON is read by the same parser, as JSON is YAML's flow style).
    /// Throws a `TemplateError` at the parser's position for a syntax error, at the alias for
    /// a YAML alias (refused: see `YAMLEventReader`), and where a `TemplateLimits` bound on
    /// values or nesting is crossed.
    public static func parse(_ text: String, file: String) throws -> TemplateNode {
        try parse(text, file: file, budget: TemplateBudget())
    }

    /// Parses one of a template's files, counting its values against the template's `budget`.
    static func parse(_ text: String, file: String, budget: TemplateBudget) throws -> TemplateNode {
        guard let node = try YAMLEventReader(text: text, file: file, budget: budget).document() else {
            throw TemplateError(file: file, line: 1, column: 1, field: "", message: "the template is empty")
        }
        return node
    }
}
