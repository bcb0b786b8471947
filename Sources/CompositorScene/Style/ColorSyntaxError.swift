/// A color written in a form `Color(hex:)` does not read.
public struct ColorSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The text as given.
    public var text: String

    /// The error for `text`, which is not a color.
    public init(text: String) { self.text = text }

    public var description: String { "\"\(text)\" is not a color; expected #RGB, #RRGGBB or #RRGGBBAA" }
}
