/// Where a device frame puts the device in the output, in output pixels (the framed canvas has
/// scale 1). Worked out in this order, so a test can follow it by hand:
///
/// 1. the body is the screen plus bezels and band on each side (`DeviceBody.bodySize`); the
///    device's outline adds the buttons' depth on the edges that have buttons;
/// 2. `scale` = min((width − 2·padding) / outline width, (height − 2·padding) / outline height);
/// 3. the outline, scaled, is centred in the output;
/// 4. the screen's top-left corner (outline origin + scale · (buttons, band + bezel)) is rounded to
///    whole pixels and everything moves with it.
public struct DeviceFrameLayout: Hashable, Sendable {
    /// Output pixels per device point.
    public var scale: Double
    /// The body (band's outer edge), output pixels.
    public var body: Rect
    /// The screen, output pixels; its corners are rounded by `screenCornerRadius`.
    public var screen: Rect
    /// The display's corner radius in output pixels.
    public var screenCornerRadius: Double

    init(frame: DeviceFrame, body figures: DeviceBody, screen size: Size) {
        let bodySize = figures.bodySize(screen: size)
        let buttons = figures.buttonInsets
        let outline = Size(width: bodySize.width + buttons.left + buttons.right, height: bodySize.height + buttons.top + buttons.bottom)
        let free = Size(width: Double(frame.width) - 2 * frame.padding, height: Double(frame.height) - 2 * frame.padding)
        let s = min(free.width / outline.width, free.height / outline.height)
        let outlineX = (Double(frame.width) - s * outline.width) / 2, outlineY = (Double(frame.height) - s * outline.height) / 2
        let screenX = outlineX + s * (buttons.left + figures.band + figures.bezel.left)
        let screenY = outlineY + s * (buttons.top + figures.band + figures.bezel.top)
        let (dx, dy) = (screenX.rounded() - screenX, screenY.rounded() - screenY)
        scale = s
        self.screen = Rect(x: screenX + dx, y: screenY + dy, width: s * size.width, height: s * size.height)
        body = Rect(x: outlineX + s * buttons.left + dx, y: outlineY + s * buttons.top + dy,
                    width: s * bodySize.width, height: s * bodySize.height)
        screenCornerRadius = s * figures.screenCornerRadius
    }
}
