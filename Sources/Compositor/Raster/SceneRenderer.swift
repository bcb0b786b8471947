/// Draws view trees into a pixmap, as Core Animation composites a layer tree: per view its
/// shadow, background, content (image, label), subviews and border; `clipsToBounds` limits
/// content and subviews; a view with alpha < 1 and subviews fades as one group (offscreen).
///
/// Not thread-safe: it owns per-thread state (the text renderer with its FreeType faces and
/// glyph cache). Render frames in parallel with one renderer per thread.
public final class SceneRenderer {
    public let canvas: Canvas
    /// Decoded images, shared read-only by every renderer.
    public let assets: AssetStore
    /// The canvas background, forced opaque: a video frame has no alpha.
    let background: PremultipliedRGBA8
    /// Created on first use: FreeType faces and the glyph cache, owned by this renderer's thread.
    private var text: TextRenderer?

    /// This renderer's text renderer, created on first use.
    func textRenderer() throws -> TextRenderer {
        if let text { return text }
        let made = try TextRenderer()
        text = made
        return made
    }

    public init(canvas: Canvas, assets: AssetStore = AssetStore()) {
        self.canvas = canvas
        self.assets = assets
        background = canvas.backgroundColor.withOpacity(1 / max(canvas.backgroundColor.alpha, 1e-9)).premultiplied()
    }

    /// A new frame: the canvas background with `layers` (container coordinates, back to front) over it.
    public func render(_ layers: [View]) throws -> Pixmap {
        var pixmap = Pixmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: background)
        try draw(layers, into: &pixmap)
        return pixmap
    }

    /// Draws `layers` over what `pixmap` holds.
    public func draw(_ layers: [View], into pixmap: inout Pixmap) throws {
        let toDevice = canvas.pointsToPixels
        for view in layers {
            try draw(view, parent: toDevice, clip: pixmap.bounds, into: &pixmap)
        }
    }

    /// Draws one view and its subtree; `parent` maps the superview's coordinates to device pixels.
    func draw(_ view: View, parent: AffineTransform, clip: IntRect, into pixmap: inout Pixmap) throws {
        guard !view.isHidden, view.alpha > 0, !clip.isEmpty else { return }
        let toDevice = view.transformToSuperview.concatenating(parent)
        if view.alpha < 1 && !view.subviews.isEmpty {
            try drawGroup(view, toDevice: toDevice, clip: clip, into: &pixmap)
            return
        }
        try drawLayer(view, toDevice: toDevice, opacity: view.alpha, clip: clip, into: &pixmap)
    }

    /// The view's own drawing and its subviews at `opacity` (the view's alpha, for a leaf).
    func drawLayer(_ view: View, toDevice: AffineTransform, opacity: Double, clip: IntRect, into pixmap: inout Pixmap) throws {
        let size = view.frame.size
        if let shadow = view.shadow, shadow.opacity > 0 {
            drawShadow(shadow, of: view, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
        }
        let inner = view.clipsToBounds ? clip.intersection(IntRect(covering: toDevice.bounds(of: Rect(origin: .zero, size: size)))) : clip
        drawBackground(view, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
        if let image = view.image {
            try drawImage(image, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
        }
        if let label = view.label {
            try drawLabel(label, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
        }
        for sub in view.subviews {
            try draw(sub, parent: toDevice, clip: inner, into: &pixmap)
        }
        if let border = view.border, border.width > 0 {
            drawBorder(border, of: view, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
        }
    }

    /// Renders the subtree opaque into an offscreen layer over its device bounds, then
    /// composites the layer at the view's alpha, so overlapping children do not show through.
    func drawGroup(_ view: View, toDevice: AffineTransform, clip: IntRect, into pixmap: inout Pixmap) throws {
        let area = IntRect(covering: view.deviceBounds(toDevice: toDevice)).intersection(clip)
        guard !area.isEmpty else { return }
        var layer = Pixmap(width: area.width, height: area.height)
        let shifted = toDevice.concatenating(.translation(Double(-area.x0), Double(-area.y0)))
        try drawLayer(view, toDevice: shifted, opacity: 1, clip: layer.bounds, into: &layer)
        let alpha = UInt32(Color.quantize(view.alpha))
        pixmap.composite(layer, atX: area.x0, y: area.y0, opacity: alpha, clip: clip)
    }
}

extension View {
    /// Device-pixel bounds of everything this view draws (shadow and subviews included), given
    /// the transform from its own coordinates to device pixels.
    func deviceBounds(toDevice: AffineTransform) -> Rect {
        let own = Rect(origin: .zero, size: frame.size)
        var bounds = toDevice.bounds(of: own)
        if let shadow, shadow.opacity > 0 {
            let spread = shadow.radius * 3
            let shadowRect = Rect(x: shadow.offset.width - spread, y: shadow.offset.height - spread,
                                  width: frame.width + 2 * spread, height: frame.height + 2 * spread)
            bounds = bounds.union(toDevice.bounds(of: shadowRect))
        }
        if !clipsToBounds {
            for sub in subviews where !sub.isHidden {
                bounds = bounds.union(sub.deviceBounds(toDevice: sub.transformToSuperview.concatenating(toDevice)))
            }
        }
        return bounds
    }
}
