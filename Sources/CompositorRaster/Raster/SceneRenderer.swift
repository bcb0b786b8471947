import CompositorCore
import CompositorScene

/// Draws view trees into a pixmap, as Core Animation composites a layer tree: per view its
/// shadow, background, content (image, label), subviews and border; `clipsToBounds` limits
/// content and subviews to the view's rounded, possibly rotated bounds (clips nest); a view with
/// alpha < 1 and subviews fades as one group (offscreen), unless that provably changes nothing.
///
/// Not thread-safe: it owns per-thread state (the text renderer with its FreeType faces and
/// layouts, scratch layers). Render frames in parallel with one renderer per thread.
package final class SceneRenderer {
    public let canvas: Canvas
    /// Decoded images, shared read-only by every renderer.
    public let assets: AssetStore
    /// The canvas background, forced opaque: a video frame has no alpha.
    package let background: PremultipliedRGBA8
    /// Created on first use: FreeType faces, owned by this renderer's thread, drawing from the
    /// glyph masks every thread shares (`AssetStore.glyphMasks`).
    private var text: TextRenderer?

    /// This renderer's text renderer, created on first use.
    package func textRenderer() throws -> TextRenderer {
        if let text { return text }
        let made = try TextRenderer(glyphs: assets.glyphMasks, cjkFace: FontFallback.cjkFace(locale: canvas.language))
        text = made
        return made
    }
    /// Created on first use: the FreeType rasterizer and stroker for path content.
    private var paths: PathRasterizer?

    /// This renderer's path rasterizer, created on first use.
    package func pathRasterizer() throws -> PathRasterizer {
        if let paths { return paths }
        let made = try PathRasterizer()
        paths = made
        return made
    }
    /// Offscreen layers reused across frames.
    package let scratch = ScratchPool()
    /// Blurred shadow masks reused across views and frames.
    package let shadowMasks = ShadowMaskCache()
    /// Finished blur materials reused across frames while their backdrop stays the same.
    package let materials = MaterialCache()
    /// Gradient color tables reused across views and frames.
    package let gradientTables = GradientTableCache()
    /// Bitmaps of views drawn as rasterized layers (`View.shouldRasterize`), reused across frames.
    package let rasterizedLayers: RasterizedLayers
    /// Skip drawing what a full-canvas opaque layer hides (off only to test that it is exact).
    package var cullsHiddenLayers = true
    /// Leave a view's background fill out under a first subview that paints over it opaquely
    /// (`backgroundHole`; off only to test that it is exact).
    package var skipsCoveredBackgrounds = true
    /// Backing stores of the frame's layers whose content does not change (`LayerCache`).
    package let layerCache: LayerCache
    /// Draw layers from backing stores where the cache's contract allows (off to compare with
    /// the uncached path: `EngineSettings.cachesLayers`).
    public var cachesLayers = true
    /// The frame a banded plane frame draws its RGBA rectangle in (`drawPatch`), kept between
    /// frames so it is not allocated each time.
    package var planePatch: Pixmap?

    public init(canvas: Canvas, assets: AssetStore = AssetStore()) {
        self.canvas = canvas
        self.assets = assets
        background = canvas.backgroundColor.withOpacity(1 / max(canvas.backgroundColor.alpha, 1e-9)).premultiplied()
        // Eight frames' worth: two scenes at twice the canvas scale with their mip levels fit.
        layerCache = LayerCache(limitBytes: 8 * 4 * canvas.pixelWidth * canvas.pixelHeight)
        // Two frames' worth: a snapshot's scene with its mip levels, or many labels.
        rasterizedLayers = RasterizedLayers(byteBudget: 2 * 4 * canvas.pixelWidth * canvas.pixelHeight)
    }

    /// A new frame: the canvas background with `layers` (container coordinates, back to front) over it.
    public func render(_ layers: [View]) throws -> Pixmap {
        var pixmap = Pixmap(width: canvas.pixelWidth, height: canvas.pixelHeight, fill: background)
        try render(layers, into: &pixmap)
        return pixmap
    }

    /// A new frame in `pixmap`'s memory (which must have the canvas's pixel size): whatever it
    /// held is replaced by the canvas background with `layers` over it. Plans the frame
    /// (`plan`) and runs the plan (`render(_:into:)` with a `FramePlan`).
    public func render(_ layers: [View], into pixmap: inout Pixmap) throws {
        try render(plan(layers), into: &pixmap)
    }

    /// Draws `layers` over what `pixmap` holds. A layer whose pixels do not depend on the clip
    /// (`drawsAlikeUnderAnyClip`, or `drawsAlikeUncached` for the band left) skips the part of
    /// the frame a later layer paints over opaquely (`occludedPixels`): the under scene of a
    /// push, left of the scene sliding over it; a sheet's presenting scene, under its card.
    public func draw(_ layers: [View], into pixmap: inout Pixmap) throws {
        let toDevice = canvas.pointsToPixels, frame = pixmap.bounds
        let hidden = cullsHiddenLayers ? layers.map { occludedPixels($0, toDevice: $0.transformToSuperview.concatenating(toDevice)) } : []
        for (i, view) in layers.enumerated() {
            var clip = ClipRegion(rect: frame)
            if i + 1 < hidden.count, let visible = Self.visibleBand(of: frame, hiddenBy: hidden[(i + 1)...].compactMap { $0 }) {
                let placed = view.transformToSuperview.concatenating(toDevice)
                // A store's resampling, a fill, or an uncached layer whose clip-dependent
                // drawings keep clear of the band's edge (a sheet's presenting scene).
                if drawsAlikeUnderAnyClip(view, toDevice: placed) || drawsAlikeUncached(view, toDevice: placed, in: visible) {
                    if visible.isEmpty { continue }
                    clip = ClipRegion(band: visible, uncut: frame)
                }
            }
            try drawTopLevel(view, parent: toDevice, clip: clip, into: &pixmap)
        }
    }

    /// Draws one view and its subtree at `opacity` (what fading ancestors passed down);
    /// `parent` maps the superview's coordinates to device pixels.
    package func draw(_ view: View, parent: AffineTransform, clip: ClipRegion, opacity: Double, into pixmap: inout Pixmap) throws {
        guard !view.isHidden, view.alpha > 0, opacity > 0, !clip.isEmpty else { return }
        if view.transform.rotationY != 0 {
            return try drawProjected(view, parent: parent, clip: clip, opacity: opacity, into: &pixmap)
        }
        let toDevice = view.transformToSuperview.concatenating(parent)
        let alpha = min(view.alpha, 1) * opacity
        if view.shouldRasterize, try drawRasterized(view, toDevice: toDevice, opacity: alpha, clip: clip, into: &pixmap) { return }
        if alpha < 1 && view.needsGroupLayer {
            try drawGroup(view, toDevice: toDevice, alpha: alpha, clip: clip, into: &pixmap)
            return
        }
        try drawLayer(view, toDevice: toDevice, opacity: alpha, clip: clip, into: &pixmap)
    }

    /// The view's own drawing at `opacity`, and its subviews at `opacity` too (1 inside a group
    /// layer; a view's alpha for a view that draws nothing itself and has one subview).
    /// `backgroundDrawn`: the pixmap already holds the view's opaque background (and so its
    /// shadow is hidden).
    package func drawLayer(_ view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                   into pixmap: inout Pixmap, backgroundDrawn: Bool = false) throws {
        let size = view.frame.size
        let shape = RoundedRectCoverage(size: size, cornerRadius: view.cornerRadius, transform: toDevice)
        let inner: ClipRegion
        if view.clipsToBounds {
            // Nothing inside a view without area shows.
            guard let shape else { return }
            inner = clip.clipped(to: shape)
        } else {
            inner = clip
        }
        if !backgroundDrawn {
            // CALayer's masksToBounds clips the layer's own shadow too.
            if let shadow = view.shadow, shadow.opacity > 0 {
                drawShadow(shadow, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
            }
            if let material = view.material {
                drawMaterial(material, of: view, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
            }
            // Not under a first subview that paints over it opaquely (a header photo).
            let hole = backgroundHole(view, toDevice: toDevice, opacity: opacity, clip: inner)
            for part in hole.map({ clip.rect.subtracting($0) }) ?? [clip.rect] {
                drawBackground(view, toDevice: toDevice, opacity: opacity, clip: clip.intersection(part), into: &pixmap)
            }
        }
        if let gradient = view.gradient, let shape {
            drawGradient(gradient, shape: shape, size: size, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
        }
        if let image = view.image {
            try drawImage(image, of: view, toDevice: toDevice, opacity: opacity, clip: clip, inner: inner, into: &pixmap)
        }
        if let video = view.video {
            try drawVideo(video, of: view, toDevice: toDevice, opacity: opacity, clip: clip, inner: inner, into: &pixmap)
        }
        if let path = view.path {
            try drawPath(path, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
        }
        if let icon = view.icon {
            if let symbol = VectorSymbol(name: icon.name) {
                try drawPath(symbol.content(size: icon.size, color: icon.color, in: view.frame.size), of: view, toDevice: toDevice,
                             opacity: opacity, clip: inner, into: &pixmap)
            } else {
                if let ring = icon.ring {
                    try drawPath(VectorSymbol.ring(diameter: ring.diameter, lineWidth: ring.lineWidth, color: icon.color, in: view.frame.size),
                                 of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
                }
                try drawLabelClipped(icon.label, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
            }
        }
        if let label = view.label {
            try drawLabelClipped(label, of: view, toDevice: toDevice, opacity: opacity, clip: inner, into: &pixmap)
        }
        for sub in view.subviews {
            try draw(sub, parent: toDevice, clip: inner, opacity: opacity, into: &pixmap)
        }
        if let border = view.border, border.width > 0 {
            drawBorder(border, of: view, toDevice: toDevice, opacity: opacity, clip: clip, into: &pixmap)
        }
    }

    /// Renders the subtree opaque into an offscreen layer over its device bounds, then
    /// composites the layer at `alpha` through `clip`, so overlapping children do not show through.
    package func drawGroup(_ view: View, toDevice: AffineTransform, alpha: Double, clip: ClipRegion, into pixmap: inout Pixmap) throws {
        // Sized by the clip without a culling band (`ClipRegion.uncut`): the same layer as drawn
        // whole, composited only where it shows.
        let area = IntRect(covering: view.deviceBounds(toDevice: toDevice)).intersection(clip.uncut)
        guard !area.isEmpty, !area.intersection(clip.rect).isEmpty else { return }
        let shifted = toDevice.concatenating(.translation(Double(-area.x0), Double(-area.y0)))
        // A view whose opaque background fills the whole layer starts the layer in that color.
        let cover = view.opaqueColor(coveringWidth: area.width, height: area.height, toDevice: shifted)
        var layer = scratch.take(width: area.width, height: area.height, fill: cover ?? .transparent)
        defer { scratch.give(layer) }
        try drawLayer(view, toDevice: shifted, opacity: 1, clip: ClipRegion(rect: layer.bounds), into: &layer, backgroundDrawn: cover != nil)
        pixmap.composite(layer, atX: area.x0, y: area.y0, opacity: UInt32(Color.quantize(alpha)), clip: clip)
    }

    /// Labels draw to whole-pixel clips; under a shaped clip one goes through a scratch layer
    /// that is then composited through the clip's shapes, unless those cover its ink area fully.
    ///
    /// The ink area is the label's box with half an em more below it: glyph ink leaves a
    /// line box sized by the Latin font's metrics (`LabelLayouter` keeps the label's own font's
    /// ascender and descender), and Arabic's descending letters (ح, ع, ي, و) reach about
    /// 0.45 em under the baseline, past a 17-point body line's 22-point box — a cell's title in
    /// an inset-grouped table was cut there, as UILabel's text, never clipped to its bounds, is not.
    package func drawLabelClipped(_ label: Label, of view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion, into pixmap: inout Pixmap) throws {
        if clip.isRectangular {
            try drawLabel(label, of: view, toDevice: toDevice, opacity: opacity, clip: clip.rect, into: &pixmap)
            return
        }
        let below = Self.descendsPastLatin(label.text) ? label.font.size / 2 : 0
        // The route and the scratch layer are decided by the clip without a culling band
        // (`ClipRegion.uncut`), so a label straddling the band's edge draws there what it draws
        // whole; only what lands in `clip.rect` is kept.
        let whole = clip.unbanded
        let area = IntRect(covering: toDevice.bounds(of: Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height + below)))
            .intersection(IntRect(x0: whole.rect.x0 - 2, y0: whole.rect.y0 - 2, x1: whole.rect.x1 + 2, y1: whole.rect.y1 + 2))
            .intersection(pixmap.bounds)
        guard !area.isEmpty, !area.intersection(clip.rect).isEmpty else { return }
        // Shapes covering the whole box change nothing in it: drawn straight, limited to the box
        // as the layer would be.
        if whole.reduced(to: area).isRectangular {
            try drawLabel(label, of: view, toDevice: toDevice, opacity: opacity, clip: area.intersection(clip.rect), into: &pixmap)
            return
        }
        var layer = scratch.take(width: area.width, height: area.height)
        defer { scratch.give(layer) }
        let shifted = toDevice.concatenating(.translation(Double(-area.x0), Double(-area.y0)))
        try drawLabel(label, of: view, toDevice: shifted, opacity: opacity, clip: layer.bounds, into: &layer)
        pixmap.composite(layer, atX: area.x0, y: area.y0, opacity: 255, clip: clip)
    }
}

extension SceneRenderer {
    /// Whether `text` has letters of a script whose ink descends past a Latin font's descender
    /// (Arabic, Syriac, Thaana, NKo, Hebrew's final forms stay within it): only such labels get
    /// the extra room below their box, so every other label is drawn exactly as before.
    package static func descendsPastLatin(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x0600...0x08FF).contains($0.value) || (0xFB50...0xFDFF).contains($0.value) || (0xFE70...0xFEFF).contains($0.value) }
    }
}

extension View {
    /// Device-pixel bounds of everything this view draws (shadow and subviews included), given
    /// the transform from its own coordinates to device pixels.
    package func deviceBounds(toDevice: AffineTransform) -> Rect {
        let own = Rect(origin: .zero, size: frame.size)
        var bounds = toDevice.bounds(of: own)
        if let shadowRect, !clipsToBounds { bounds = bounds.union(toDevice.bounds(of: shadowRect)) }
        if !clipsToBounds {
            for sub in subviews where !sub.isHidden {
                bounds = bounds.union(sub.deviceBounds(toDevice: sub.transformToSuperview.concatenating(toDevice)))
            }
        }
        return bounds
    }

    /// Whether fading this view needs an offscreen layer: only when it has something to overlap,
    /// that is visible subviews and its own drawing, or two or more visible subviews. A view that
    /// draws nothing itself with one subview passes its alpha down instead (the same picture).
    package var needsGroupLayer: Bool {
        var visible = 0
        for sub in subviews where !sub.isHidden && sub.alpha > 0 { visible += 1 }
        if visible == 0 { return false }
        if visible > 1 { return true }
        let drawsItself = (backgroundColor.map { $0.alpha > 0 } ?? false) || gradient != nil || image != nil || video != nil
            || label != nil || path != nil || icon != nil || material != nil || (border.map { $0.width > 0 } ?? false) || (shadow.map { $0.opacity > 0 } ?? false)
        return drawsItself
    }

    /// This view's background when it alone paints every pixel of a `width × height` canvas
    /// opaque (visible, alpha 1, opaque background, axis-aligned rectangle around the canvas),
    /// given the transform from its coordinates to the canvas's pixels; `nil` otherwise.
    package func opaqueColor(coveringWidth width: Int, height: Int, toDevice: AffineTransform) -> PremultipliedRGBA8? {
        guard !isHidden, alpha >= 1, let color = backgroundColor, color.alpha >= 1 else { return nil }
        // A perspective (flip) rotation draws through an offscreen layer and may leave pixels bare.
        guard toDevice.isAxisAligned, transform.rotationY == 0 else { return nil }
        // Axis-aligned coverage only falls toward the shape's edges and corners, so the canvas's
        // four corner pixels being fully covered means every pixel is (the very function drawing uses).
        guard width > 0, height > 0, let shape = RoundedRectCoverage(size: frame.size, cornerRadius: cornerRadius, transform: toDevice),
              shape.coversFully(IntRect(x0: 0, y0: 0, x1: width, y1: height))
        else { return nil }
        let packed = color.premultiplied()
        return packed.isOpaque ? packed : nil
    }
}
