import Foundation

/// A template as data: the document a YAML or JSON template file holds (mappings, lists and
/// scalars), before it is read into a `SegueTemplate`. It is how `SegueTemplate` is
/// `Codable`: encoding writes this document, decoding reads one and checks it exactly as a
/// template file is checked (`TemplateLoader.load(text:name:folder:)`).
///
/// Scalars keep what the template reader tells apart: a number (its decimal text, so 0.35
/// stays exactly 35/100), `true`/`false`, null, and a string. A string YAML would read as
/// something else (`"42"`, `"true"`) is written quoted; other strings plain, so a fraction
/// such as `30000/1001` stays the unquoted number the reader wants.
///
/// Mappings keep their order when read from a file. A `Decoder` that does not give keys in
/// order (Foundation's JSONDecoder) gives them sorted, so decoding is deterministic; the
/// order of a mapping's keys never changes what a template draws (scenes are found by name).
public indirect enum TemplateDocument: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number's text in JSON's grammar (`60`, `0.35`, `-1.5e3`).
    case number(String)
    case string(String)
    case list([TemplateDocument])
    case map([Entry])

    /// One key of a mapping and its value.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: TemplateDocument
        public init(key: String, value: TemplateDocument) { self.key = key; self.value = value }
    }

    /// The document `node` holds: unquoted scalars that read as null, booleans or numbers
    /// become those; everything else a string.
    package init(node: TemplateNode) {
        switch node {
        case .mapping(let entries, _):
            self = .map(entries.map { Entry(key: $0.key, value: TemplateDocument(node: $0.value)) })
        case .sequence(let items, _):
            self = .list(items.map(TemplateDocument.init(node:)))
        case .scalar(let text, let quoted, _):
            if quoted { self = .string(text) } else if node.isNull { self = .null } else if let bool = Self.boolean(text) {
                self = .bool(bool)
            } else if let number = Self.number(text) {
                self = .number(number)
            } else {
                self = .string(text)
            }
        }
    }

    /// `true`/`false` as the template reader takes them (YAML 1.1's yes/no/on/off too).
    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// `text` as a number in JSON's grammar (a leading `+` dropped, `.5` → `0.5`, `1.` → `1.0`),
    /// or nil when it is not a finite decimal number.
    static func number(_ text: String) -> String? {
        guard let value = Double(text), value.isFinite,
              text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), text.contains(where: \.isNumber) else { return nil }
        var s = text.hasPrefix("+") ? String(text.dropFirst()) : text
        let sign = s.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { s.removeFirst() }
        if s.hasPrefix(".") { s = "0" + s }
        s = s.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        if s.hasSuffix(".") { s += "0" }
        return sign + s
    }

    /// The document as block-style YAML (what `TemplateLoader` reads back to the same
    /// document): two-space indents, strings plain where YAML reads them as strings, else in
    /// double quotes with JSON's escapes.
    public var yaml: String {
        var out = ""
        Self.writeYAML(self, indent: "", into: &out, inline: false)
        return out.hasSuffix("\n") ? out : out + "\n"
    }

    private static func writeYAML(_ value: TemplateDocument, indent: String, into out: inout String, inline: Bool) {
        switch value {
        case .map(let entries) where !entries.isEmpty:
            if inline { out += "\n" }
            for entry in entries {
                out += indent + scalarYAML(entry.key) + ":"
                writeYAML(entry.value, indent: indent + "  ", into: &out, inline: true)
            }
        case .list(let items) where !items.isEmpty:
            if inline { out += "\n" }
            for item in items {
                switch item {
                case .map(let entries) where !entries.isEmpty:
                    // `- key: value` with the other keys under the first.
                    var first = ""
                    writeYAML(item, indent: indent + "  ", into: &first, inline: false)
                    out += indent + "- " + first.dropFirst(indent.count + 2)
                case .list(let inner) where !inner.isEmpty:
                    out += indent + "-"
                    writeYAML(item, indent: indent + "  ", into: &out, inline: true)
                default:
                    out += indent + "- " + flowYAML(item) + "\n"
                }
            }
        default:
            out += (inline ? " " : indent) + flowYAML(value) + "\n"
        }
    }

    /// A scalar, or an empty mapping or list, on one line.
    private static func flowYAML(_ value: TemplateDocument) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n
        case .string(let s): return scalarYAML(s)
        case .list: return "[]"
        case .map: return "{}"
        }
    }

    /// `s` plain when YAML reads it back as this string, else double-quoted.
    static func scalarYAML(_ s: String) -> String {
        let plain = !s.isEmpty && s.first.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "/" || $0 == "." } == true
            && s.allSatisfy { $0.isLetter || $0.isNumber || " _./-+()".contains($0) }
            && s.last != " " && !s.contains("  ")
            && boolean(s) == nil && number(s) == nil && Double(s) == nil
            && !["null", "~"].contains(s.lowercased())
        return plain ? s : ImportYAML.quoted(s)
    }
}

extension TemplateDocument: Codable {
    /// A mapping's key as a coding key.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer(); try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer(); try c.encode(b)
        case .number(let n):
            var c = encoder.singleValueContainer()
            if let i = Int(n) { try c.encode(i) } else { try c.encode(Double(n) ?? 0) }
        case .string(let s):
            var c = encoder.singleValueContainer(); try c.encode(s)
        case .list(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .map(let entries):
            var c = encoder.container(keyedBy: Key.self)
            for entry in entries { try c.encode(entry.value, forKey: Key(stringValue: entry.key)) }
        }
    }

    public init(from decoder: Decoder) throws {
        if let c = try? decoder.singleValueContainer() {
            if c.decodeNil() { self = .null; return }
            if let b = try? c.decode(Bool.self) { self = .bool(b); return }
            if let i = try? c.decode(Int.self) { self = .number(String(i)); return }
            if let d = try? c.decode(Double.self), d.isFinite { self = .number(Self.number("\(d)") ?? "0"); return }
            if let s = try? c.decode(String.self) { self = .string(s); return }
        }
        if var c = try? decoder.unkeyedContainer() {
            var items: [TemplateDocument] = []
            while !c.isAtEnd { items.append(try c.decode(TemplateDocument.self)) }
            self = .list(items)
            return
        }
        let c = try decoder.container(keyedBy: Key.self)
        self = .map(try c.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
            Entry(key: $0.stringValue, value: try c.decode(TemplateDocument.self, forKey: $0))
        })
    }
}
