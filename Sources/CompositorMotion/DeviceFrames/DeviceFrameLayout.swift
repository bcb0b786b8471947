import CompositorCore

/// Where a device frame puts the device in the output, in frame pixels (the framed canvas's
/// points: output pixels at the frame's `scale`, 1 unless a draft). Worked out in this order, so
/// a test can follow it by hand:
///
/// 1. the body is the screen plus bezels and band on each side (`DeviceBody.bodySize`); the
///    device's outline adds the buttons' depth on the edges that have buttons;
/// 2. a caption takes its band (`DeviceFrameCaption.height`) plus one `padding` off the room on
///    its side: the room is (width − 2·padding) × (height − 2·padding − band − padding), below
///    the band for a top caption, above it for a bottom one; the band itself lies `padding` in
///    from the output's top (bottom) edge, `padding` in from the sides;
/// 3. `scale` = min(room width / outline width, room height / outline height);
/// 4. the outline, scaled, is centred in the room;
/// 5. the screen's top-left corner (outline origin + scale · (buttons, band + bezel)) is rounded to
///    whole output pixels and everything moves with it.
package struct DeviceFrameLayout: Hashable, Sendable {
    /// Output pixels per device point.
    public var scale: Double
    /// The body (band's outer edge), output pixels.
    public var body: Rect
    /// The screen, output pixels; its corners are rounded by `screenCornerRadius`.
    public var screen: Rect
    /// The display's corner radius in frame pixels.
    public var screenCornerRadius: Double
    /// The caption's band, frame pixels; nil without a caption.
    public var caption: Rect?

    init(frame: DeviceFrame, body figures: DeviceBody, screen size: Size) {
        let bodySize = figures.bodySize(screen: size)
        let buttons = figures.buttonInsets
        let outline = Size(width: bodySize.width + buttons.left + buttons.right, height: bodySize.height + buttons.top + buttons.bottom)
        let (w, h, p) = (Double(frame.width), Double(frame.height), frame.padding)
        let band = frame.caption?.height ?? 0
        let taken = frame.caption == nil ? 0 : band + p
        let free = Size(width: w - 2 * p, height: h - 2 * p - taken)
        let top = p + (frame.caption?.position == .top ? taken : 0)
        let s = min(free.width / outline.width, free.height / outline.height)
        let outlineX = (w - s * outline.width) / 2, outlineY = top + (free.height - s * outline.height) / 2
        let screenX = outlineX + s * (buttons.left + figures.band + figures.bezel.left)
        let screenY = outlineY + s * (buttons.top + figures.band + figures.bezel.top)
        // Whole output pixels: frame pixels times the draft's scale.
        let k = frame.scale
        let (dx, dy) = ((screenX * k).rounded() / k - screenX, (screenY * k).rounded() / k - screenY)
        scale = s
        self.screen = Rect(x: screenX + dx, y: screenY + dy, width: s * size.width, height: s * size.height)
        body = Rect(x: outlineX + s * buttons.left + dx, y: outlineY + s * buttons.top + dy,
                    width: s * bodySize.width, height: s * bodySize.height)
        screenCornerRadius = s * figures.screenCornerRadius
        caption = frame.caption.map { c in
            Rect(x: p, y: c.position == .top ? p : h - p - band, width: w - 2 * p, height: band)
        }
    }
}
