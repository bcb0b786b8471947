/// A render option whose value is a whole number in a range (`--jobs`, `--crf`), declared once
/// in `OptionCatalog`.
public struct IntegerOption: Sendable {
    /// The command-line flag, e.g. `--crf`.
    public let flag: String
    /// The template key, e.g. `video.crf`; nil for an option only the command line has.
    public let key: String?
    /// The values accepted, by the command line and the template alike.
    public let range: ClosedRange<Int>
    /// The value when neither the command line nor the template gives one; nil when it
    /// depends on the machine (`--jobs`: the core count).
    public let defaultValue: Int?
    /// The command line's help.
    public let help: String

    /// `--crf must be 1 to 51`: the message for a value out of range.
    public var rangeMessage: String { "\(flag) must be \(range.lowerBound) to \(range.upperBound)" }

    /// Throws `OptionError` (exit 2) with `rangeMessage` when `value` is out of range.
    public func check(_ value: Int) throws(OptionError) {
        guard range.contains(value) else { throw OptionError(message: rangeMessage) }
    }
}
