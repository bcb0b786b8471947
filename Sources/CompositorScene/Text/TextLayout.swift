/// A label's text shaped and broken into lines, in points, before any transform: what
/// `TextRenderer` draws, and what tests and measurements read.
package struct TextLayout: Sendable, Equatable {
    /// Lines from top to bottom.
    public var lines: [TextLine]
    /// Height of the text block: line count × `lineHeight`. Drawing centers it vertically in the view.
    public var height: Double
    /// Distance between baselines in points (the label's, or the font's own).
    public var lineHeight: Double
    /// The font files glyphs were taken from (bundled file names or template paths), indexed by
    /// `PositionedGlyph.font`.
    public var fontNames: [String]
    /// Characters no bundled or named font has, in text order without repeats; they show as the
    /// font's .notdef glyph.
    public var missingCharacters: [Unicode.Scalar]
    /// Renderer face ids, parallel to `fontNames`.
    package var faceIDs: [Int]

    /// No lines: empty text, or a font size that is not positive.
    public static let empty = TextLayout(lines: [], height: 0, lineHeight: 0, fontNames: [], missingCharacters: [], faceIDs: [])

    /// The widest line's width in points.
    public var width: Double { lines.map(\.width).max() ?? 0 }
}

/// One line of a `TextLayout`.
package struct TextLine: Sendable, Equatable {
    /// The characters shown, in logical order, with "…" at the end when truncated.
    public var text: String
    /// Left edge of the line from the box's left edge, in points, set by the alignment.
    public var x: Double
    /// Baseline from the top of the text block, in points, y down.
    public var baseline: Double
    /// Advance width in points, trailing spaces excluded.
    public var width: Double
    /// The direction of the line's paragraph, which `natural` alignment follows.
    public var isRightToLeft: Bool
    /// The paragraph's text went on past this line and an ellipsis ends it.
    public var isTruncated: Bool
    /// Glyphs in visual order, left to right.
    public var glyphs: [PositionedGlyph]
}

/// A glyph placed on a line.
package struct PositionedGlyph: Sendable, Equatable {
    /// Glyph id in its font.
    public var glyph: UInt32
    /// Index into `TextLayout.fontNames`.
    public var font: Int
    /// Pen position from the line's left edge, in points.
    public var x: Double
    /// Offset from the baseline in points, y down (marks, superscripts).
    public var y: Double
    /// The pen advance in points, letter spacing included.
    public var advance: Double
    /// Index, in the label text's Unicode scalars, of the first scalar of the characters this
    /// glyph shows (the ellipsis takes the index where the cut text resumes).
    public var cluster: Int
}
