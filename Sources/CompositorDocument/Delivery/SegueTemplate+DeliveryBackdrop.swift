import CompositorMedia

extension SegueTemplate {
    /// Whether a delivery preset draws bars around the canvas in a backdrop that is not opaque
    /// (`delivery: {preset: story, backdrop: transparent}` with a canvas of another shape).
    /// Such bars need an output that keeps alpha, as a transparent canvas does: in a format
    /// without it they would come out black (or darkened), not what the template asks for.
    /// False with a device frame (it fills the preset's frame: no bars) or without bars.
    public var hasTranslucentDeliveryBars: Bool {
        guard frame == nil, let spec = delivery, spec.backdrop.alpha < 1, let preset = spec.resolved,
              let fit = try? DeliveryPlan.fit(self, spec: spec, preset: preset, canvas: canvas) else { return false }
        return fit.hasBars
    }

    /// Whether the encoded video has transparent pixels: its canvas (or device frame's
    /// backdrop), or a delivery preset's bars (`hasTranslucentDeliveryBars`).
    /// (Read from `frame`/`canvas`, not `outputCanvas`, whose dither target depends on this.)
    package var outputIsTransparent: Bool {
        (frame?.canvas(screen: canvas) ?? canvas).isTransparent || hasTranslucentDeliveryBars
    }

    /// Throws (exit 3, at `delivery.backdrop`) when the delivery bars are translucent and the
    /// template's own format (`video.codec`, else H.264, as `batch` writes it) has no alpha:
    /// what `render` refuses, found by `validate` before any render.
    public func checkDeliveryBackdrop() throws {
        guard hasTranslucentDeliveryBars else { return }
        try OutputFormatCatalog.checkTransparency(self, format: video.outputFormat(), settings: pictureSettings)
    }
}
