import Yams

/// A template document as parsed: YAML or JSON alike, with the line and column of every value,
/// so each problem can be reported where it is.
public indirect enum TemplateNode: Sendable {
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
    /// Throws a `TemplateError` at the parser's position for a syntax error.
    public static func parse(_ text: String, file: String) throws -> TemplateNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw TemplateNode.templateError(error, file: file)
        }
        guard let node else {
            throw TemplateError(file: file, line: 1, column: 1, field: "", message: "the template is empty")
        }
        return try TemplateNode(node, file: file)
    }

    private init(_ node: Node, file: String) throws {
        let position = node.mark.map { Position(line: $0.line, column: $0.column) } ?? .unknown
        switch node {
        case .scalar(let s):
            self = .scalar(s.string, quoted: s.style == .singleQuoted || s.style == .doubleQuoted, position)
        case .mapping(let m):
            var pairs: [(String, Position, TemplateNode)] = []
            var seen = Set<String>()
            for (k, v) in m {
                let keyPosition = k.mark.map { Position(line: $0.line, column: $0.column) } ?? position
                guard case .scalar(let key) = k else {
                    throw TemplateError(file: file, line: keyPosition.line, column: keyPosition.column,
                                        field: "", message: "keys must be plain names")
                }
                guard seen.insert(key.string).inserted else {
                    throw TemplateError(file: file, line: keyPosition.line, column: keyPosition.column,
                                        field: key.string, message: "duplicate key")
                }
                pairs.append((key.string, keyPosition, try TemplateNode(v, file: file)))
            }
            self = .mapping(pairs, position)
        case .sequence(let s):
            self = .sequence(try s.map { try TemplateNode($0, file: file) }, position)
        case .alias:
            throw TemplateError(file: file, line: position.line, column: position.column, field: "",
                                message: "YAML aliases are not supported")
        }
    }

    private static func templateError(_ error: YamlError, file: String) -> TemplateError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return TemplateError(file: file, line: mark.line, column: mark.column, field: "",
                                 message: "syntax error: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return TemplateError(file: file, line: context.mark.line, column: context.mark.column,
                                 field: duplicates.joined(separator: ", "), message: "duplicate key")
        default:
            return TemplateError(file: file, line: 1, column: 1, field: "", message: "syntax error: \(error)")
        }
    }
}
