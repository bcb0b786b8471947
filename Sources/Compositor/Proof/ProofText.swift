import CompositorScene

/// A text a viewer can read in one frame: what the template says, and where its glyphs sit on
/// the output picture. The OCR check (`scripts/ocr-check.sh`) crops `pixelRect` out of the frame
/// and compares what Tesseract reads there with `text`, so a caption drawn empty, a value cut
/// with "…" or text drawn under another view fails however right the model looks.
package struct ProofText: Hashable, Sendable {
    /// Where the text comes from: a flow's caption or callout, or any other label.
    public enum Role: String, Hashable, Sendable {
        case caption, label
    }

    /// The label's whole text as the template gives it (not as laid out: a cut text still
    /// reads as its full text here, so the difference shows).
    public var text: String
    /// The id of the label's view, when it has one.
    public var id: String?
    public var role: Role
    /// The box of the laid-out lines in output pixels, rounded outwards.
    public var pixelRect: IntRect
    /// The font size on the output picture, in pixels.
    public var pixelFontSize: Double
    /// The text color's luma (BT.709 weights, 0 to 255): whether the text is lighter or
    /// darker than what lies behind it, which OCR needs to know to read it dark on light.
    public var luma: Int
}
