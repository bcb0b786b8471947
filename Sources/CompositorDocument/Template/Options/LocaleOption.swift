/// A render option whose value is a locale code (`--locale`, `locale:`), declared once in
/// `OptionCatalog`: the flag, the template key, the help and the check, shared by the
/// command line, the template decoder and the schema.
public struct LocaleOption: Sendable {
    /// The command-line flag, `--locale`.
    public let flag: String
    /// The template key, `locale`.
    public let key: String?
    /// The command line's help.
    public let help: String

    /// `--locale must be a locale code such as …`: the message for a value that is not one.
    public func message(_ value: String) -> String { "\(flag): " + LocaleCode.problem(value) }

    /// `value`, or `OptionError` (exit 2) when it is not a locale code (`LocaleCode`).
    public func parse(_ value: String) throws(OptionError) -> String {
        guard LocaleCode.isValid(value) else { throw OptionError(message: message(value)) }
        return value
    }
}
