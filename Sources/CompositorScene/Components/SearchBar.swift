import CompositorCore

/// A search bar (UISearchBar / UISearchTextField): a 36-point field with 10-point corners on
/// tertiarySystemFill, a magnifying glass and the placeholder (or text) in secondaryLabel,
/// centered vertically in the view's frame.
package struct SearchBar: Component {
    public static let name = "searchBar"
    public static let summary = "a search field with a magnifying glass (UISearchBar)"

    public var placeholder: String
    public var text: String?

    public init(placeholder: String = "Search", text: String? = nil) { self.placeholder = placeholder; self.text = text }

    public func subviews(size: Size, in env: ComponentEnvironment) -> [View] {
        let palette = env.palette, y = (size.height - 36) / 2
        let color = palette[.secondaryLabel]
        return [
            .fill(palette[.tertiarySystemFill], Rect(x: 0, y: y, width: size.width, height: 36), cornerRadius: 10),
            Glyph.magnifier(in: Rect(x: 9, y: y + 11, width: 15, height: 15), color: color),
            .text(TextStyle.body.label(text ?? placeholder, color: text == nil ? color : palette[.label]),
                  x: 31, centerY: y + 18, width: size.width - 40),
        ]
    }
}
