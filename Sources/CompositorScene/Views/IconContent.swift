/// An icon shown by a view, as an SF Symbol in a UIImageView: a Material Icons glyph (see
/// `IconCatalog`) at a point size, tinted, centered in the view's bounds.
public struct IconContent: Hashable, Sendable {
    /// The name shown (an SF Symbol or Material name): the template's, or right to left its
    /// mirror image's (`IconCatalog.rightToLeftName`); the renderer draws SF chevrons by it.
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
    /// so it is drawn by the label path (glyph cache, transforms, clips) like any text. A ringed
    /// icon's glyph is drawn at `Self.ringedGlyphScale` of the size, inside its ring.
    package var label: Label {
        let glyphSize = ring == nil ? size : size * Self.ringedGlyphScale
        return Label(text: String(Character(Unicode.Scalar(codepoint) ?? "?")), font: FontSpec(file: IconCatalog.font.path, size: glyphSize),
                     color: color, alignment: .center, numberOfLines: 1, lineHeight: size)
    }

    /// The glyph's share of the em inside a ring: `more_horiz`'s dots then span 11.2 of the
    /// Material grid's 24 units, about 55 % of the ring's diameter, clear of its 16-unit hole's
    /// edge, as SF Symbols' ellipsis.circle draws them.
    package static let ringedGlyphScale = 0.7

    /// The stroked circle of an `IconCatalog.ringed` icon, nil for others: on the Material grid
    /// of its em square where the font's own circled icons (`account_circle`, `help_outline`)
    /// draw theirs, a 20-unit circle, stroked 1.75 units wide (SF Symbols' regular weight is a
    /// little lighter than Material's 2-unit outlines), centered (in points of the em `size`).
    package var ring: (diameter: Double, lineWidth: Double)? {
        IconCatalog.ringed.contains(name) ? (size * 20 / 24, size * 1.75 / 24) : nil
    }
}
