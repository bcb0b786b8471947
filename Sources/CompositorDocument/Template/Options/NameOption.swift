/// A render option whose value is one of a closed set of names (`--preset`, `--delivery`):
/// an enum whose raw values are the names users type, declared once in `OptionCatalog`.
public struct NameOption<Name: RawRepresentable & CaseIterable & Sendable>: Sendable where Name.RawValue == String {
    /// The command-line flag, e.g. `--preset`.
    public let flag: String
    /// The template key, e.g. `video.preset`; nil for an option only the command line has.
    public let key: String?
    /// The value when neither the command line nor the template gives one (nil: none).
    public let defaultValue: Name?
    /// The command line's help.
    public let help: String

    /// Every name, in declaration order.
    public var names: [String] { Name.allCases.map(\.rawValue) }

    /// `--preset must be one of: ultrafast, …`: the message for a name not in the set.
    public var namesMessage: String { "\(flag) must be one of: \(names.joined(separator: ", "))" }

    /// The value called `name`; throws `OptionError` (exit 2) with `namesMessage` otherwise.
    public func parse(_ name: String) throws(OptionError) -> Name {
        guard let value = Name(rawValue: name) else { throw OptionError(message: namesMessage) }
        return value
    }
}
