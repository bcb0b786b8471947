import CompositorCore
import CompositorScene
import Foundation

/// One value of a template with its field path, read as a typed value. A read that fails
/// records a located error and returns `nil`, so decoding goes on and finds the next problem.
struct TemplateField {
    let node: TemplateNode
    /// The dotted path, e.g. `scenes.detail.views[0].frame`.
    let path: String
    let diagnostics: TemplateDiagnostics
    /// The appearance system color names resolve in (the scene's, else the template's).
    var appearance: Appearance = .light
    /// Whether system color names resolve at the elevated level: inside a scene presented as a
    /// sheet (`TemplateDecoder.elevatedScenes`).
    var elevated = false
    /// The string tables texts given by key are looked up in (`text()`); shared by every field
    /// of one template load.
    var strings: TemplateStrings? = nil

    /// The same field, resolving system colors in `appearance`.
    func with(appearance: Appearance) -> TemplateField {
        var copy = self
        copy.appearance = appearance
        return copy
    }

    /// The same field, resolving system colors at the elevated level when `elevated`.
    func with(elevated: Bool) -> TemplateField {
        var copy = self
        copy.elevated = elevated
        return copy
    }

    func error(_ message: String, status: ExitStatus = .invalidTemplate) {
        diagnostics.error(message, at: node.position, field: path, status: status)
    }

    func warning(_ message: String) { diagnostics.warning(message, at: node.position, field: path) }

    func child(_ node: TemplateNode, _ suffix: String) -> TemplateField {
        TemplateField(node: node, path: path.isEmpty ? suffix : path + (suffix.hasPrefix("[") ? "" : ".") + suffix,
                      diagnostics: diagnostics, appearance: appearance, elevated: elevated, strings: strings)
    }

    /// The scalar's text, or an error naming what was found instead.
    func scalar(_ expected: String) -> (text: String, quoted: Bool)? {
        guard case .scalar(let s, let quoted, _) = node, !node.isNull else {
            error("expected \(expected), found \(node.kindName)")
            return nil
        }
        return (s, quoted)
    }

    func string() -> String? {
        guard let (s, _) = scalar("a string") else { return nil }
        return s
    }

    /// A file name (an image, a font, a sound, an include): a string, never a plain number or
    /// boolean. YAML reads `audio: 42` as the number 42, and taking its text as a file named
    /// `42` would hide the mistake behind a "no such file" (or open a file the user never
    /// named); a file really named so is written quoted, `"42"`. Exit 3 at the field otherwise.
    func fileName() -> String? {
        guard let (s, quoted) = scalar("a file name (a string)") else { return nil }
        if !quoted, Double(s) != nil || ["true", "false", "yes", "no", "on", "off"].contains(s.lowercased()) {
            error("expected a file name (a string), found \(Double(s) != nil ? "the number" : "the boolean") \(s); quote it (\"\(s)\") if that is the file's name")
            return nil
        }
        return s
    }

    /// A number as an exact rational (decimals are exact: 0.35 is 35/100).
    func rational(in range: ClosedRange<Rational>? = nil, what: String = "a number") -> Rational? {
        guard let (s, quoted) = scalar(what) else { return nil }
        if let problem = TemplateField.nonFiniteProblem(s) { error(problem); return nil }
        guard !quoted, let r = Rational(parsing: s) else {
            if !quoted, let d = Double(s), d.isFinite, s.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }) {
                error("\(s) has too many digits; use at most 9 before the point and 9 after")
            } else if !quoted, Double(s) != nil {
                error("write \(s) as a plain decimal (such as 0.35) or a fraction (such as 30000/1001)")
            } else {
                error("expected \(what), found \(node.kindName)")
            }
            return nil
        }
        if let range, !range.contains(r) {
            error("\(s) is out of range; expected \(TemplateField.format(range.lowerBound.doubleValue)) to \(TemplateField.format(range.upperBound.doubleValue))")
            return nil
        }
        return r
    }

    func double(in range: ClosedRange<Double>? = nil) -> Double? {
        guard let (s, quoted) = scalar("a number") else { return nil }
        if let problem = TemplateField.nonFiniteProblem(s) { error(problem); return nil }
        guard !quoted, let d = Double(s) else { error("expected a number, found \(node.kindName)"); return nil }
        guard d.isFinite else { error("\(s) is not a finite number"); return nil }
        if let range, !range.contains(d) {
            error("\(s) is out of range; expected \(TemplateField.format(range.lowerBound)) to \(TemplateField.format(range.upperBound))")
            return nil
        }
        return d
    }

    func int(in range: ClosedRange<Int>) -> Int? {
        guard let (s, quoted) = scalar("a whole number") else { return nil }
        guard !quoted, let i = Int(s) else {
            if !quoted, let d = Double(s), d.isFinite, d == d.rounded() {
                error("\(s) is out of range; expected \(range.lowerBound) to \(range.upperBound)")
            } else {
                error("expected a whole number, found \(node.kindName == "a number" ? s : node.kindName)")
            }
            return nil
        }
        guard range.contains(i) else { error("\(s) is out of range; expected \(range.lowerBound) to \(range.upperBound)"); return nil }
        return i
    }

    func bool() -> Bool? {
        guard let (s, quoted) = scalar("true or false") else { return nil }
        switch quoted ? "" : s.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: error("expected true or false, found \(node.kindName)"); return nil
        }
    }

    /// One of `cases`, with a did-you-mean suggestion otherwise.
    /// One of `E`'s names (its raw values, in declaration order), as the enum: where a closed
    /// name set (`Codec`, `X264Preset`, …) is parsed from a template.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type, what: String) -> E? where E.RawValue == String {
        oneOf(type.allCases.map(\.rawValue), what: what).flatMap(E.init(rawValue:))
    }

    func oneOf(_ cases: [String], what: String = "value") -> String? {
        guard let s = string() else { return nil }
        guard cases.contains(s) else {
            error(TemplateRules.unknown(what, s, among: cases))
            return nil
        }
        return s
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or `{red, green, blue, alpha}` in 0...1 (or 0...255 with `r8`…).
    func color() -> Color? {
        if case .mapping = node {
            return object { o in
                let r = o.require("red")?.double(in: 0...1), g = o.require("green")?.double(in: 0...1)
                let b = o.require("blue")?.double(in: 0...1), a = o["alpha"]?.double(in: 0...1) ?? 1
                guard let r, let g, let b else { return nil }
                return Color(red: r, green: g, blue: b, alpha: a)
            }
        }
        guard let s = string() else { return nil }
        if let named = TemplateField.namedColors[s.lowercased()] { return named }
        if let system = SystemColor(rawValue: s) { return system.color(appearance, elevated: elevated) }
        guard let c = try? Color(hex: s) else {
            error("expected a color such as \"#FF8800\", \"#FF880080\", a name (\(TemplateField.namedColors.keys.sorted().joined(separator: ", "))) or a system color such as systemBlue or secondaryLabel, found \"\(s)\"" + DidYouMean.suffix(for: s, among: SystemColor.allCases.map(\.rawValue)))
            return nil
        }
        return c
    }

    /// `[x, y]` or `{x, y}`.
    func point() -> Point? {
        guard let v = numbers(["x", "y"]) else { return nil }
        return Point(x: v[0], y: v[1])
    }

    /// `[width, height]` or `{width, height}`.
    func size(positive: Bool = false) -> Size? {
        guard let v = numbers(["width", "height"], minimum: positive ? 0 : nil) else { return nil }
        return Size(width: v[0], height: v[1])
    }

    /// `[x, y, width, height]` or `{x, y, width, height}`, width and height not negative.
    func rect() -> Rect? {
        guard let v = numbers(["x", "y", "width", "height"]) else { return nil }
        guard v[2] >= 0, v[3] >= 0 else { error("width and height must not be negative"); return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A fixed list of named numbers, as a list in that order or a mapping by name.
    private func numbers(_ names: [String], minimum: Double? = nil) -> [Double]? {
        let limit = TemplateLimits.maxCoordinate
        var values: [Double?]
        switch node {
        case .sequence(let items, _):
            guard items.count == names.count else {
                error("expected \(names.count) numbers [\(names.joined(separator: ", "))], found \(items.count)")
                return nil
            }
            values = items.enumerated().map { child($1, "[\($0)]").double(in: -limit...limit) }
        case .mapping:
            values = object { o in names.map { o.require($0)?.double(in: -limit...limit) } } ?? []
        default:
            error("expected [\(names.joined(separator: ", "))], found \(node.kindName)")
            return nil
        }
        guard values.count == names.count, values.allSatisfy({ $0 != nil }) else { return nil }
        let result = values.map { $0! }
        if let minimum, result.contains(where: { $0 <= minimum }) {
            error("\(names.joined(separator: " and ")) must be positive")
            return nil
        }
        return result
    }

    func list() -> [TemplateField]? {
        guard case .sequence(let items, _) = node else { error("expected a list, found \(node.kindName)"); return nil }
        return items.enumerated().map { child($1, "[\($0)]") }
    }

    /// Where this value is, for errors raised after decoding (`OutputKeyLocations`).
    var location: OutputKeyLocations.Location {
        OutputKeyLocations.Location(file: diagnostics.file, line: node.position.line, column: node.position.column, field: path)
    }

    /// The place of the value at `keys` below this mapping, or nil when a key is absent; reads
    /// nothing (no errors, no keys marked as asked).
    func location(at keys: String...) -> OutputKeyLocations.Location? {
        var field = self
        for key in keys {
            guard case .mapping(let pairs, _) = field.node, let pair = pairs.first(where: { $0.key == key }) else { return nil }
            field = field.child(pair.value, key)
        }
        return field.location
    }

    /// Reads a mapping with `body`, then reports keys `body` did not ask for.
    func object<T>(_ body: (ObjectReader) -> T?) -> T? {
        guard case .mapping(let pairs, _) = node else { error("expected a mapping, found \(node.kindName)"); return nil }
        let reader = ObjectReader(field: self, pairs: pairs)
        let value = body(reader)
        reader.reportUnknownKeys()
        return value
    }

    /// A mapping's entries in document order, for maps keyed by user names (scenes).
    func entries() -> [(key: String, field: TemplateField)]? {
        guard case .mapping(let pairs, _) = node else { error("expected a mapping, found \(node.kindName)"); return nil }
        return pairs.map { ($0.key, child($0.value, $0.key)) }
    }

    static func nonFiniteProblem(_ s: String) -> String? {
        switch s.lowercased() {
        case ".nan", "nan": return "NaN is not a number a template may use"
        case ".inf", "+.inf", "-.inf", "inf", "-inf", "infinity", "-infinity": return "infinite values are not allowed"
        default: return nil
        }
    }

    /// `d` as the template's messages print it (`PlainNumber`, which layers below the template
    /// use too).
    static func format(_ d: Double) -> String { PlainNumber.text(d) }

    static let namedColors: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear, "transparent": .clear,
        "red": Color(r8: 255, g8: 59, b8: 48), "orange": Color(r8: 255, g8: 149, b8: 0),
        "yellow": Color(r8: 255, g8: 204, b8: 0), "green": Color(r8: 52, g8: 199, b8: 89),
        "blue": Color(r8: 0, g8: 122, b8: 255), "purple": Color(r8: 175, g8: 82, b8: 222),
        "gray": Color(r8: 142, g8: 142, b8: 147),
    ]
}

/// Reads the keys of one mapping and remembers which were asked for, so unknown keys (typos)
/// are reported with a did-you-mean suggestion.
final class ObjectReader {
    let field: TemplateField
    private let pairs: [(key: String, keyPosition: TemplateNode.Position, value: TemplateNode)]
    private var asked: [String] = []
    /// Keys whose null value has been reported.
    private var reportedNull: [String] = []

    init(field: TemplateField, pairs: [(key: String, keyPosition: TemplateNode.Position, value: TemplateNode)]) {
        self.field = field
        self.pairs = pairs
    }

    /// The value at `key`, or `nil` when absent. A null value (`key: ~`, `key: null` or nothing
    /// after the colon) is an error, reported once: it would otherwise silently mean the default,
    /// so a key left half-written would go unnoticed.
    subscript(key: String) -> TemplateField? {
        if !asked.contains(key) { asked.append(key) }
        guard let pair = pairs.first(where: { $0.key == key }) else { return nil }
        guard !pair.value.isNull else {
            if !reportedNull.contains(key) {
                reportedNull.append(key)
                field.child(pair.value, key).error("a value is required here (null is not one); leave the key out to use its default")
            }
            return nil
        }
        return field.child(pair.value, key)
    }

    /// The first present key among synonyms (`background`, `backgroundColor`).
    func any(_ keys: String...) -> TemplateField? {
        keys.lazy.compactMap { self[$0] }.first
    }

    /// The value at `key`, or a "missing" error.
    func require(_ key: String) -> TemplateField? {
        if let value = self[key] { return value }
        field.error("missing required key \"\(key)\"")
        return nil
    }

    func has(_ key: String) -> Bool { pairs.contains { $0.key == key } }

    var keys: [String] { pairs.map(\.key) }

    /// Marks a key as known without reading it (read elsewhere).
    func skip(_ key: String) { if !asked.contains(key) { asked.append(key) } }

    fileprivate func reportUnknownKeys() {
        for pair in pairs where !asked.contains(pair.key) {
            let path = field.path.isEmpty ? pair.key : field.path + "." + pair.key
            field.diagnostics.error("unknown key" + DidYouMean.suffix(for: pair.key, among: asked),
                                    at: pair.keyPosition, field: path)
        }
    }
}

extension Color {
    /// A color as templates write it on one line: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name
    /// (`white`, `transparent`, …); nil otherwise. For command-line options such as `--background`.
    public init?(nameOrHex text: String) {
        guard let color = TemplateField.namedColors[text.lowercased()] ?? (try? Color(hex: text)) else { return nil }
        self = color
    }
}
