import CompositorCore
import CompositorScene

/// How a flow's captions and callouts look (`flow.captionStyle`): the title's font and colour,
/// the subtitle's size and colour, the panel's fill and corner radius, where a caption without
/// `position` sits, and how many lines a title may wrap to. Every default is the caption as
/// drawn before the setting existed, so a template without it renders the same bytes.
///
/// Line heights follow the font size in the proportions of the defaults (17 pt → 22 pt lines,
/// 15 pt → 20 pt); the panel is sized for `maxLines` title lines — 11 points above the title,
/// 1 between title and subtitle, 10 below a subtitle and 11 below a title alone.
public struct CaptionStyle: Hashable, Sendable {
    /// The title's font. Default: 17-point semibold, the system face.
    public var font = FontSpec(size: 17, weight: .semibold)
    /// The subtitle's size in points (its face and weight: the title's face, regular). Default: 15.
    public var subtitleSize = 15.0
    /// The title's colour. Default: white.
    public var color = Color.white
    /// The subtitle's colour. Default: white at 80 %.
    public var subtitleColor = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
    /// The panel's fill. Default: black at 88 % (`CaptionOverlay.fill`).
    public var panel = CaptionOverlay.fill
    /// The panel's corner radius in points (a callout bubble's is 2 less). Default: 14.
    public var cornerRadius = 14.0
    /// Where a caption without its own `position` sits. Default: top.
    public var position = FlowCaption.Position.top
    /// The lines a title may wrap to; the panel has room for that many. Default: 1.
    public var maxLines = 1

    public init() {}

    /// The limits `maxLines`, the sizes and the radius are checked against.
    package static let lineRange = 1...4, sizeRange = 8.0...48.0, radiusRange = 0.0...40.0

    /// The title's line height: 22 points at 17.
    package var lineHeight: Double { (font.size * 22 / 17).rounded() }
    /// The subtitle's line height: 20 points at 15.
    var subtitleLineHeight: Double { (subtitleSize * 20 / 15).rounded() }

    /// The panel's height for a caption with or without a subtitle: 44 and 64 points by default.
    func panelHeight(subtitle: Bool) -> Double {
        let title = 11 + Double(maxLines) * lineHeight
        return subtitle ? title + 1 + subtitleLineHeight + 10 : title + 11
    }
}
