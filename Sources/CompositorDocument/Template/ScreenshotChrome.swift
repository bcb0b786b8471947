import CompositorCore
import CompositorScene

/// What a screenshot scene shows of the screenshot's own system chrome (`chrome:`): its
/// status bar and home indicator as captured (`screenshot`, the default), or covered so that
/// only the drawn ones show (`drawn`) — otherwise a push between two screenshots slides their
/// two captured status bars under the drawn one ("9941").
enum ScreenshotChrome: String, CaseIterable, Sendable {
    case screenshot, drawn

    /// The views covering the captured bands, by the canvas's device preset: the status-bar
    /// band is the top safe area, the home-indicator band the bottom one. Each shows the
    /// screenshot's one-point row just inside the band's inner edge (half a point in), stretched
    /// over it, as a screenshot element's hole is filled, so a bar's or a header's background
    /// continues under the drawn chrome. A band is left alone when the canvas has none.
    static func covers(path: String, canvas: Canvas) -> [View] {
        let bounds = canvas.bounds, top = canvas.safeArea.top, bottom = canvas.safeArea.bottom
        func unit(_ y: Double) -> Rect { Rect(x: 0, y: y / bounds.height, width: 1, height: 1 / bounds.height) }
        var views: [View] = []
        if top > 0, top < bounds.height - 2 {
            views.append(View(id: "screenshot-status-bar", frame: Rect(x: 0, y: 0, width: bounds.width, height: top),
                              image: ImageContent(path: path, contentMode: .scaleToFill, crop: unit(top + 0.5))))
        }
        if bottom > 0, bottom < bounds.height - top - 2 {
            // The screenshot's last row: under the captured indicator, above nothing else.
            views.append(View(id: "screenshot-home-indicator", frame: Rect(x: 0, y: bounds.height - bottom, width: bounds.width, height: bottom),
                              image: ImageContent(path: path, contentMode: .scaleToFill, crop: unit(bounds.height - 1))))
        }
        return views
    }
}
