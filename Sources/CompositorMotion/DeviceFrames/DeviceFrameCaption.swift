import CompositorScene

/// Text above or below the device in a `DeviceFrame` (`frame.caption`), for marketing renders: a
/// label drawn by the project's text stack (HarfBuzz shaping, the bundled fonts or a template's
/// font file), centred in a band the width of the output less the padding.
///
/// The band is `lines` × `lineHeight` frame pixels tall and takes that height plus one `padding`
/// (the gap to the device) off the device's room on its side (`DeviceFrameLayout`); the text is
/// centred vertically in the band, as UILabel centres it, so one line of a two-line band sits in
/// its middle.
public struct DeviceFrameCaption: Hashable, Sendable {
    /// Which side of the device the caption is on.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        case top, bottom
    }

    /// The text, its font, color and alignment; `numberOfLines` is the band's line count and
    /// `lineHeight` is always set (the band's height depends on it, not on font metrics).
    public var label: Label
    public var position: Position
    /// Whether the font size is the default for the output's size (no `font.size` given), so
    /// it follows the output when the size changes (`DeviceFrame.resize`, `--frame-size`).
    public var sizedByOutput = true
    /// Whether the line height is the default for the font size (no `lineHeight` given).
    public var lineHeightByFont = true

    /// The default font size: an eighteenth of the output's shorter side (60 at 1080).
    public static func defaultFontSize(width: Int, height: Int) -> Double { (Double(min(width, height)) / 18).rounded() }
    /// The default line height: 1.2 × the font size, rounded to a whole pixel.
    public static func defaultLineHeight(fontSize: Double) -> Double { (fontSize * 1.2).rounded() }
    /// iOS's label color in light mode (#1D1D1F).
    public static let defaultColor = Color(r8: 29, g8: 29, b8: 31)

    /// A caption of `text` in the defaults for an output `width` × `height`: semibold, centred,
    /// two lines, dark text, on top.
    public init(text: String, width: Int, height: Int, position: Position = .top) {
        let size = Self.defaultFontSize(width: width, height: height)
        label = Label(text: text, font: FontSpec(size: size, weight: .semibold), color: Self.defaultColor, alignment: .center,
                      numberOfLines: 2, lineHeight: Self.defaultLineHeight(fontSize: size))
        self.position = position
    }

    /// Re-derives the defaults (`sizedByOutput`, `lineHeightByFont`) for an output `width` ×
    /// `height`; sizes the template gave stay.
    public mutating func fit(width: Int, height: Int) {
        if sizedByOutput { label.font.size = Self.defaultFontSize(width: width, height: height) }
        if lineHeightByFont { label.lineHeight = Self.defaultLineHeight(fontSize: label.font.size) }
    }

    /// The band's height in frame pixels: the lines it holds times their height.
    public var height: Double { Double(max(label.numberOfLines, 1)) * (label.lineHeight ?? label.font.size * 1.2) }
}
