/// A JSON value whose objects keep their keys in the order written, so manifests and progress
/// lines come out byte-identical run after run (Foundation's encoder can only sort them).
package enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    /// Written in Swift's shortest round-tripping form; must be finite.
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys in the order they are written.
    case object([(String, JSONValue)])

    public static func == (l: JSONValue, r: JSONValue) -> Bool { l.compact == r.compact }

    /// On one line, no spaces: for JSON Lines.
    public var compact: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Indented by two spaces, with a final newline: for files people read.
    public var pretty: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        let newline = indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? ""
        let close = indent.map { "\n" + String(repeating: $0, count: level) } ?? ""
        switch self {
        case .string(let s): out += JSONValue.quoted(s)
        case .int(let i): out += String(i)
        case .number(let d): out += d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)) : "null"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i > 0 ? "," : "") + newline
                item.write(to: &out, indent: indent, level: level + 1)
            }
            out += close + "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                out += (i > 0 ? "," : "") + newline + JSONValue.quoted(key) + (indent == nil ? ":" : ": ")
                value.write(to: &out, indent: indent, level: level + 1)
            }
            out += close + "}"
        }
    }

    /// `s` as a JSON string literal; `escaping` names further characters to write as `\uXXXX`
    /// (YAML, whose double-quoted strings are otherwise JSON's, needs DEL, C1 and line separators so).
    package static func quoted(_ s: String, escaping extra: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || extra(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
