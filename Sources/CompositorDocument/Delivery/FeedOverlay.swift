import CompositorCore
import CompositorScene

/// What a feed's own interface draws over the video (its "safe zone" is the rest): the pixel
/// rows at the top and bottom and the columns at the left and right of the preset's frame (at
/// its first, full size) that the app's buttons, names and captions cover.
///
/// Burned-in captions and callouts are laid out inside the rest (`CaptionOverlay`), and
/// `validate` warns when a caption or a tap still lands under it (`FeedOverlayCheck`). The
/// numbers are the feeds' own where published, else third-party approximations; each preset's
/// file says which, with its source.
package struct FeedOverlay: Hashable, Sendable {
    /// Pixel rows covered at the top of the full-size frame.
    public var top: Int
    /// Pixel rows covered at the bottom.
    public var bottom: Int
    /// Pixel columns covered at the left.
    public var left: Int
    /// Pixel columns covered at the right.
    public var right: Int
    /// What covers them, for messages (`the like, comment and share column …`).
    public var covers: String

    /// The covered insets in canvas points, for a canvas fitted into the frame by `fit`. A
    /// draft frame (`--scale`) scales the zone with it (`fullWidth`: the frame's full width).
    /// Bars around the picture count against the zone: only what reaches into the picture is kept.
    func insets(fit: DeliveryFit, fullWidth: Int) -> EdgeInsets {
        let ratio = Double(fit.size.width) / Double(fullWidth)
        func points(_ covered: Int, bar: Int) -> Double { max(0, Double(covered) * ratio - Double(bar)) / fit.scale }
        let rightBar = fit.size.width - fit.x - fit.pictureWidth, bottomBar = fit.size.height - fit.y - fit.pictureHeight
        return EdgeInsets(top: points(top, bar: fit.y), left: points(left, bar: fit.x),
                          bottom: points(bottom, bar: bottomBar), right: points(right, bar: rightBar))
    }
}

extension SegueTemplate {
    /// The feed overlay of the template's delivery preset, in canvas points (with the preset,
    /// for messages); nil without a preset that has one, or with a device frame (the canvas is
    /// then a screen inside the frame's picture: its captions are the frame's business).
    package var feedOverlay: (insets: EdgeInsets, preset: DeliveryPreset)? {
        guard frame == nil, let spec = delivery, let preset = spec.resolved, let overlay = preset.overlay,
              let fit = try? DeliveryPlan.fit(self, spec: spec, preset: preset) else { return nil }
        return (overlay.insets(fit: fit, fullWidth: preset.sizes[0].width), preset)
    }
}
