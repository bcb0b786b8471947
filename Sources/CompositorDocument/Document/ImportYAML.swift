import CompositorCore
import Foundation

/// A YAML value the importer writes: scalars, lists and ordered mappings, nothing else.
///
/// Written in a fixed form (keys in insertion order, strings double-quoted, numbers with at
/// most four decimals), so the same document always gives the same bytes.
package indirect enum ImportYAML: Equatable, Sendable {
    case string(String)
    /// A plain scalar copied as written (a number, `true`, a name) from a document read back.
    case plain(String)
    case number(Double)
    case bool(Bool)
    case list([ImportYAML])
    case map([(String, ImportYAML)])

    public static func == (a: ImportYAML, b: ImportYAML) -> Bool { a.flow == b.flow }

    /// The value for `key` of a mapping.
    public subscript(key: String) -> ImportYAML? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// A parsed template value, as it was written (quoted scalars stay strings, plain ones plain).
    init(_ node: TemplateNode) {
        switch node {
        case .scalar(let s, let quoted, _): self = quoted ? .string(s) : .plain(s)
        case .sequence(let items, _): self = .list(items.map(ImportYAML.init))
        case .mapping(let pairs, _): self = .map(pairs.map { ($0.key, ImportYAML($0.value)) })
        }
    }

    /// A rect `[x, y, width, height]`.
    static func rect(_ r: Rect) -> ImportYAML { .list([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }

    /// The document, as block YAML ending in a newline, after `comment` as `#` lines.
    public func document(comment: String? = nil) -> String {
        var out = ""
        if let comment {
            out += comment.split(omittingEmptySubsequences: false, whereSeparator: ImportYAML.lineBreaks.contains)
                .map { "# " + $0 }.joined(separator: "\n") + "\n"
        }
        write(into: &out, indent: 0)
        return out
    }

    /// What YAML reads as the end of a line, so a comment naming a file called `a\rkey: b` stays
    /// a comment: carriage return (alone or before a line feed), line feed, NEL, and the line and
    /// paragraph separators.
    static let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]

    private var isScalar: Bool {
        switch self {
        case .string, .plain, .number, .bool: true
        default: false
        }
    }

    /// Short enough to stay on one line: scalars, and lists or mappings of a few scalars.
    private var fitsOnOneLine: Bool {
        switch self {
        case .string, .plain, .number, .bool: return true
        case .list(let items): return items.allSatisfy(\.isScalar) && flow.count <= 90
        case .map(let pairs): return pairs.allSatisfy { $0.1.isScalar || ($0.1.fitsOnOneLine && $0.1.flow.count < 40) } && flow.count <= 90
        }
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .map(let pairs):
            for (key, value) in pairs {
                if value.fitsOnOneLine || value.isEmptyCollection {
                    out += "\(pad)\(ImportYAML.scalar(key)): \(value.flow)\n"
                } else {
                    out += "\(pad)\(ImportYAML.scalar(key)):\n"
                    value.write(into: &out, indent: indent + 2)
                }
            }
        case .list(let items):
            for item in items {
                if item.fitsOnOneLine || item.isEmptyCollection {
                    out += "\(pad)- \(item.flow)\n"
                } else if case .map = item {
                    var inner = ""
                    item.write(into: &inner, indent: indent + 2)
                    // The first key goes on the dash's line.
                    out += pad + "- " + inner.dropFirst(indent + 2)
                } else {
                    out += "\(pad)-\n"
                    item.write(into: &out, indent: indent + 2)
                }
            }
        default:
            out += pad + flow + "\n"
        }
    }

    private var isEmptyCollection: Bool {
        switch self {
        case .list(let items): items.isEmpty
        case .map(let pairs): pairs.isEmpty
        default: false
        }
    }

    /// The value in flow style, on one line.
    public var flow: String {
        switch self {
        case .string(let s): return ImportYAML.quoted(s)
        case .plain(let s): return ImportYAML.scalar(s)
        case .number(let n): return ImportYAML.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { "\(ImportYAML.scalar($0.0)): \($0.1.flow)" }.joined(separator: ", ") + "}"
        }
    }

    /// A number with at most four decimals and no trailing zeros; `-0` is written `0`.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "0" }
        // Beyond ±1e12 the fixed-point form would overflow Int64; no template value is that large.
        let scaled = (min(max(n, -1e12), 1e12) * 10_000).rounded()
        if scaled == 0 { return "0" }
        let whole = Int64(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 10_000, fraction = magnitude % 10_000
        guard fraction != 0 else { return sign + String(integer) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(integer).\(digits)"
    }

    /// A name or a plain value as one YAML scalar, for keys and `.plain` values alike: numbers,
    /// booleans and simple names (ASCII letters, digits, `._+-/`, not a lone `-`) stay plain;
    /// anything else (a screenshot named `a #1, b`, which plain would cut at ` #` and split at
    /// `, ` in a flow mapping) is double-quoted, so it reads back as the same one value.
    static func scalar(_ s: String) -> String {
        let safe = !s.isEmpty && s != "-" && s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789._+-/".unicodeScalars.contains($0)) }
        return safe ? s : quoted(s)
    }

    /// A double-quoted YAML string: JSON's escapes, plus DEL, C1 controls, line and paragraph
    /// separators and the byte-order mark, which YAML does not allow unescaped.
    static func quoted(_ s: String) -> String {
        JSONValue.quoted(s) { c in
            c.value == 0x7F || (0x80...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 || c.value == 0xFEFF
        }
    }
}
