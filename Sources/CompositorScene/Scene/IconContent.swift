/// An icon shown by a view, as an SF Symbol in a UIImageView: a Material Icons glyph (see
/// `IconCatalog`) at a point size, tinted, centered in the view's bounds.
public struct IconContent: Hashable, Sendable {
    /// The name as the template gave it (an SF Symbol or Material name).
    public var name: String
    /// The glyph's codepoint in the icon font.
    public var codepoint: UInt32
    /// The icon's em square in points (Material icons are drawn on a 24-unit grid within it).
    public var size: Double
    /// The glyph's color (SF Symbols are template images: one color).
    public var color: Color

    /// The icon `name` drawn from `codepoint` of the icon font, `size` points high, in `color`.
    public init(name: String, codepoint: UInt32, size: Double = 17, color: Color = .black) {
        self.name = name; self.codepoint = codepoint; self.size = size; self.color = color
    }

    /// The icon as one centered line of text in the icon font with a line exactly one em tall,
    /// so it is drawn by the label path (glyph cache, transforms, clips) like any text.
    package var label: Label {
        Label(text: String(Character(Unicode.Scalar(codepoint) ?? "?")), font: FontSpec(file: IconCatalog.font.path, size: size),
              color: color, alignment: .center, numberOfLines: 1, lineHeight: size)
    }
}
