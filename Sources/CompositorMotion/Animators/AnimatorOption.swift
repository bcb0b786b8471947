import CompositorCore

/// The declaration of one option an animator takes, for validation, `list` and the docs.
package struct AnimatorOptionSpec: Sendable {
    /// What values the option takes.
    public enum Kind: Sendable {
        /// A number within a range.
        case number(ClosedRange<Double>)
        /// The id of a view in the source scene.
        case sourceViewID
        /// The id of a view in the destination scene.
        case destinationViewID
        /// One of fixed names.
        case choice([String])
        /// The name of one of the template's scenes other than `from` and `to`.
        case sceneName
        case bool
    }

    /// The key under `options:`.
    public var name: String
    /// The values it accepts.
    public var kind: Kind
    /// The default as a template would write it; `nil` when the option has none.
    public var defaultValue: String?
    /// One line for `list`.
    public var summary: String
    /// True when a template must give the option.
    public var isRequired: Bool

    /// An option named `name` taking `kind` values, with its default (as a template writes it).
    public init(_ name: String, _ kind: Kind, default defaultValue: String?, _ summary: String, required: Bool = false) {
        self.name = name; self.kind = kind; self.defaultValue = defaultValue; self.summary = summary
        self.isRequired = required
    }

    /// How `list` shows the option: `name=default (values)`, or `name (required; values)`.
    public var listing: String {
        if isRequired { return "\(name) (required; \(valueDescription))" }
        return "\(name)=\(defaultValue ?? "none") (\(valueDescription))"
    }

    /// A short description of the accepted values, for `list`.
    public var valueDescription: String {
        switch kind {
        case .number(let r): return "number \(PlainNumber.text(r.lowerBound))...\(PlainNumber.text(r.upperBound))"
        case .sourceViewID: return "view id in the source scene"
        case .destinationViewID: return "view id in the destination scene"
        case .choice(let names): return names.joined(separator: "|")
        case .bool: return "true|false"
        case .sceneName: return "a scene's name"
        }
    }
}

/// An option's validated value.
public enum AnimatorOptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
}

/// The validated options of one segue, looked up by name (never iterated into output).
public struct AnimatorOptions: Hashable, Sendable {
    /// Values by option name.
    public var values: [String: AnimatorOptionValue]

    /// Options with `values`.
    public init(_ values: [String: AnimatorOptionValue] = [:]) { self.values = values }

    /// The number option `name`, or `nil`.
    public func number(_ name: String) -> Double? {
        if case .number(let v) = values[name] { return v }
        return nil
    }

    /// The string option `name` (a view id or a choice), or `nil`.
    public func string(_ name: String) -> String? {
        if case .string(let v) = values[name] { return v }
        return nil
    }

    /// The boolean option `name`, or `nil`.
    public func bool(_ name: String) -> Bool? {
        if case .bool(let v) = values[name] { return v }
        return nil
    }
}
