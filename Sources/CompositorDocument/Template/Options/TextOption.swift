/// A render option whose value is read from the text users type by its own reader
/// (`--fps 30000/1001`, `--scale 0.5`, `--background white`, `--device-frame auto`), declared
/// once in `OptionCatalog`. The command line reads the text with `parse`; a library caller
/// hands the typed value, which `check` holds to the same bounds with the same message.
public struct TextOption<Value: Sendable>: Sendable {
    /// The command-line flag, e.g. `--fps`.
    public let flag: String
    /// The template key the option overrides, e.g. `video.fps`; nil for one only the command
    /// line has.
    public let key: String?
    /// The command line's name for the value in help, e.g. `rate`.
    public let valueName: String
    /// What a value must be, e.g. `a number or fraction from 1 to 240`.
    public let expected: String
    /// The command line's help.
    public let help: String
    /// The value `text` names, or nil when it names none.
    private let read: @Sendable (String) -> Value?
    /// Whether a value (typed or read) is within the option's bounds.
    private let accepts: @Sendable (Value) -> Bool

    public init(flag: String, key: String?, valueName: String, expected: String, help: String,
                read: @escaping @Sendable (String) -> Value?, accepts: @escaping @Sendable (Value) -> Bool = { _ in true }) {
        self.flag = flag; self.key = key; self.valueName = valueName; self.expected = expected; self.help = help
        self.read = read; self.accepts = accepts
    }

    /// `--fps must be a number or fraction from 1 to 240, not 0`: the message for `given`.
    public func message(_ given: String) -> String { "\(flag) must be \(expected), not \(given)" }

    /// The value `text` names; throws `OptionError` (exit 2) with `message(text)` otherwise.
    public func parse(_ text: String) throws(OptionError) -> Value {
        guard let value = read(text), accepts(value) else { throw OptionError(message: message(text)) }
        return value
    }

    /// Throws `OptionError` (exit 2) with `message(shown)` when a library caller's `value` is
    /// out of the option's bounds; `shown` is the value as the message prints it.
    public func check(_ value: Value, shown: String) throws(OptionError) {
        guard accepts(value) else { throw OptionError(message: message(shown)) }
    }
}
