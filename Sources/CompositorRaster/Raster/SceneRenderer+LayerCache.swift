import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Largest store side factor over the canvas scale: a subtree shown larger than this is
    /// drawn uncached (a store that large would cost more than it saves).
    package static let maxStoreFactor = 2.0

    /// How a layer is drawn from the cache: what its store holds (its key's parts) and its
    /// layout, and the opacity it is composited at.
    package struct CachedLayer {
        /// The subtree as its store holds it (`LayerCache.Key.content`).
        let content: View
        /// The store's scale (`LayerCache.Key.scale`).
        let scale: Double
        /// Store pixels left transparent (`LayerCache.Key.outside`): an overhang store.
        var outside: IntRect? = nil
        let layout: BackingStore.Layout
        let toDevice: AffineTransform
        let opacity: UInt32
        /// For a rounded view clipping to its bounds (`roundedClip`): its corner radius (points);
        /// the square store is drawn through its rounded bounds (`content`'s size). `nil`: the
        /// store's rectangle.
        var rounded: Double? = nil

        /// Where the store is copied (composited) at whole pixels, or `nil` when it is resampled.
        var wholePixelOffset: (x: Int, y: Int)? {
            BackingStore.wholePixelOffset(toDevice, scale: scale, originX: layout.area.x0, originY: layout.area.y0)
        }

        /// True when drawing it writes every pixel of its store's area with the store's opaque pixels.
        var copiesOpaquePixels: Bool { layout.cover != nil && opacity == 255 && wholePixelOffset != nil }
    }

    /// Draws a top-level view (one of a frame's layers) from the layer cache when it applies,
    /// else as `draw(_:parent:clip:opacity:into:)` does.
    package func drawTopLevel(_ view: View, parent: AffineTransform, clip: ClipRegion, into pixmap: inout Pixmap) throws {
        let toDevice = view.transformToSuperview.concatenating(parent)
        if let cached = cachedLayer(view, toDevice: toDevice, opacity: 1, clip: clip) {
            try draw(cached, clip: clip, into: &pixmap)
        } else if let (core, outside) = view.splitOutsideSubviews(),
                  let cached = resampledLayers(core, toDevice: toDevice, clip: clip) {
            // A moving scene with something hung outside its opaque frame (a pushed scene's
            // edge shadow): its frame resampled from an opaque store (and its overhang's), the
            // rest drawn after it.
            for layer in cached { try draw(layer, clip: clip, into: &pixmap) }
            for sub in outside { try draw(sub, parent: toDevice, clip: clip, opacity: 1, into: &pixmap) }
        } else if let overhung = overhungLayer(view, toDevice: toDevice, clip: clip) {
            // A moving scene with a shadow past its edges: its store and its overhang's.
            try draw(overhung.core, clip: clip, into: &pixmap)
            try draw(overhung.overhang, clip: clip, into: &pixmap)
        } else {
            try draw(view, parent: parent, clip: clip, opacity: 1, into: &pixmap)
        }
    }

    /// How `view` (its own coordinates mapped to device pixels by `toDevice`, faded by `opacity`
    /// and its alpha) is drawn from a backing store, or `nil` when the cache does not apply (see
    /// `LayerCache`): the cache is off, the clip is shaped, the view is hidden or turned in
    /// perspective, has content that changes each frame or a material whose backdrop the store
    /// does not hold, is drawn at full opacity without filling its store opaquely (compositing
    /// a store with transparent pixels is not exactly drawing its parts), fades without needing
    /// a group layer, is shown at more than `maxStoreFactor` times the canvas scale, or would be
    /// resampled but is rotated or holds only flat shapes.
    package func cachedLayer(_ view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion) -> CachedLayer? {
        guard cachesLayers, clip.isRectangular, !clip.isEmpty, !view.isHidden, view.transform.rotationY == 0 else { return nil }
        let alpha = min(view.alpha, 1) * opacity
        guard alpha > 0 else { return nil }
        let fades = alpha < 1
        if fades && !view.needsGroupLayer { return nil }
        let shown = max(toDevice.scaleX, toDevice.scaleY) / canvas.scale
        guard shown.isFinite, shown <= Self.maxStoreFactor, view.hasStaticContent else { return nil }
        // A material blurs what lies behind it: from a store only where the store holds that.
        let backdropFree = !view.hasBackdropDependentContent
        var content = view.cacheContent
        let rounded = fades ? nil : roundedClip(view)
        if rounded != nil {
            // The store holds the view squared (its rounded clip is drawn when compositing),
            // clipped to its bounds as the same scene at rest is: one store for both.
            content.cornerRadius = 0
            content.clipsToBounds = false  // asked unclipped: does it draw past its bounds?
            content.clipsToBounds = !drawsOnlyInsideBounds(content)
        } else if fillsCanvasInPlace(view, toDevice: toDevice), !drawsOnlyInsideBounds(content) {
            // Nothing beyond the frame shows (a card's shadow reaching past the screen's edge):
            // the store stops at the view's bounds, the canvas, and so fills its area opaquely.
            // A view drawing nothing past its bounds keeps its own clipping instead (the same
            // store either way): its key is then the one it has while it moves, so a pushed
            // scene coming to rest is copied from the store it slid in with, not rendered again.
            content.clipsToBounds = true
        }
        let scale = canvas.scale * (shown <= 1 ? 1 : Self.maxStoreFactor)
        guard var layout = BackingStore.Layout(content, scale: scale, maxPixels: maxStorePixels) else { return nil }
        if !fades && layout.cover == nil, let trimmed = trimmedStore(content, scale: scale, layout) { (content, layout) = trimmed }
        guard fades || layout.cover != nil else { return nil }
        if let (x, y) = BackingStore.wholePixelOffset(toDevice, scale: scale, originX: layout.area.x0, originY: layout.area.y0) {
            // A rounded view is only resampled (from an opaque store: it does not fade): at whole
            // pixels it is drawn uncached, exactly.
            if rounded != nil { return nil }
            // A copy must be exactly the uncached drawing, which holds when both draw with the
            // very same numbers: a group layer is drawn at its device bounds' whole-pixel
            // offset (as the store is) unless the clip cuts it; a layer drawn in place only
            // when it sits where its store was drawn.
            let area = IntRect(x0: x, y0: y, x1: x + layout.area.width, y1: y + layout.area.height)
            guard area.intersection(clip.rect) == area else { return nil }
            let atRest = toDevice.tx == 0 && toDevice.ty == 0 && layout.area.x0 == 0 && layout.area.y0 == 0
            if !fades && !atRest { return nil }
            // Materials see the same backdrop in the store as in the frame: a group layer is
            // drawn offscreen over the very area of the store anyway; an opaque layer at rest
            // filling exactly the frame holds everything behind its materials, and the frame's
            // edges repeated beyond it are the store's.
            if !backdropFree && !fades && area != IntRect(x0: 0, y0: 0, x1: canvas.pixelWidth, y1: canvas.pixelHeight) { return nil }
        } else if !view.drawsCostlyContent || !toDevice.isAxisAligned {
            // Resampling costs a bilinear sample per pixel: more than drawing flat shapes again,
            // and, rotated (no per-row tables), more than drawing the explode's pieces again.
            return nil
        } else if !backdropFree && layout.cover == nil {
            // Resampled, a store is the subtree drawn alone (see `LayerCache`): its materials
            // blur the subtree's own opaque pixels, as a scene moving rigidly with its bars
            // shows them; over transparent store pixels they would blur nothing.
            return nil
        }
        return CachedLayer(content: content, scale: scale, layout: layout, toDevice: toDevice, opacity: UInt32(Color.quantize(alpha)),
                           rounded: rounded)
    }

    /// The corner radius of the shape a rounded view clipping to its bounds is resampled
    /// through (its bounds), or `nil` for any other view: a page sheet's card sliding up, and the
    /// presenting scene shrinking behind it with its corners rounding. Core Animation draws
    /// such a layer as its rasterized contents under the frame's transform, masked by its
    /// rounded bounds: the store is the view squared (what it is at rest), composited through
    /// the rounded shape instead of the store's rectangle. Not for a view with a border (drawn
    /// along the rounded edge, over the clip).
    package func roundedClip(_ view: View) -> Double? {
        guard view.clipsToBounds, view.cornerRadius > 0, view.cornerRadius.isFinite, view.border.map({ $0.width <= 0 }) ?? true
        else { return nil }
        return view.cornerRadius
    }

    /// The store of `content` (at `scale`, laid out as `layout`) clipped to its own bounds —
    /// its content and layout — when that fills its area opaquely and the subtree draws
    /// nothing outside its bounds: a scene whose card shadow reaches past the screen's edge
    /// only in its conservative bounds (every pixel there transparent). Decided once per key
    /// by rendering the untrimmed store (`LayerCache.trimVerdict`). It is the store a scene at
    /// rest uses (`fillsCanvasInPlace`), so a scene sliding off is resampled from the pixels it
    /// had at rest. Not exactly the untrimmed store inside (the clip changes the dither of a
    /// shadow it holds by up to two levels): resampled stores follow the resampling rule, not
    /// the uncached pixels. `nil` otherwise.
    package func trimmedStore(_ content: View, scale: Double, _ layout: BackingStore.Layout) -> (View, BackingStore.Layout)? {
        guard !content.clipsToBounds else { return nil }
        var clipped = content
        clipped.clipsToBounds = true
        guard let trimmed = BackingStore.Layout(clipped, scale: scale, maxPixels: maxStorePixels), trimmed.cover != nil,
              layout.area.intersection(trimmed.area) == trimmed.area else { return nil }
        let drawsNothingOutside = layerCache.trimVerdict(layerCache.key(content: content, scale: scale)) {
            let a = trimmed.area, o = layout.area
            return (try? drawsNothing(content, layout: layout,
                                      outside: IntRect(x0: a.x0 - o.x0, y0: a.y0 - o.y0, x1: a.x1 - o.x0, y1: a.y1 - o.y0))) ?? false
        }
        return drawsNothingOutside ? (clipped, trimmed) : nil
    }

    /// Whether the untrimmed store of `view` (`layout`) is transparent outside `inner` (store
    /// pixels): the store's drawing done only in the margins — each of the up to four strips
    /// around `inner` drawn into a pixmap of its own, the store's transform moved by the strip's
    /// whole-pixel origin — so a scene is not drawn twice to learn that its card's shadow stays
    /// on screen.
    package func drawsNothing(_ view: View, layout: BackingStore.Layout, outside inner: IntRect) throws -> Bool {
        guard layout.cover == nil else { return false }
        let w = layout.area.width, h = layout.area.height
        let strips = [IntRect(x0: 0, y0: 0, x1: w, y1: inner.y0), IntRect(x0: 0, y0: inner.y1, x1: w, y1: h),
                      IntRect(x0: 0, y0: inner.y0, x1: inner.x0, y1: inner.y1), IntRect(x0: inner.x1, y0: inner.y0, x1: w, y1: inner.y1)]
        for strip in strips where !strip.isEmpty {
            var pixmap = Pixmap(width: strip.width, height: strip.height)
            let toStrip = layout.toStore.concatenating(.translation(Double(-strip.x0), Double(-strip.y0)))
            try drawLayer(view, toDevice: toStrip, opacity: 1, clip: ClipRegion(rect: pixmap.bounds), into: &pixmap)
            if !pixmap.isTransparent(outside: .empty) { return false }
        }
        return true
    }

    /// The device pixels a top-level `view` paints opaquely whatever lies below it: inside its
    /// opaque, unrounded, axis-aligned background (drawn over whatever was there, then its own
    /// content over that), one pixel in from the edges (a resampled store's edge texels); `nil`
    /// when it has none. Not inset along an axis the view is only moved on (at the canvas
    /// scale) and whose two edges are whole device pixels: its store's rows (columns) then
    /// lie on the device's, every texel is whole and opaque, and the edge pixels are full
    /// coverage of the background — a scene sliding sideways spans the frame's height exactly.
    package func opaqueInterior(_ view: View, toDevice: AffineTransform) -> IntRect? {
        guard !view.isHidden, view.alpha >= 1, let color = view.backgroundColor, color.alpha >= 1, view.cornerRadius == 0,
              view.transform.rotationY == 0, toDevice.isAxisAligned else { return nil }
        return interiorPixels(view, toDevice: toDevice)
    }

    /// The device pixels inside `view`'s axis-aligned bounds by `opaqueInterior`'s rule: one
    /// pixel in from fractional edges, none from whole ones at the canvas scale; `nil` when empty.
    package func interiorPixels(_ view: View, toDevice: AffineTransform) -> IntRect? {
        let r = toDevice.bounds(of: Rect(origin: .zero, size: view.frame.size))
        guard r.width.isFinite, r.height.isFinite, abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9, abs(r.maxY) < 1e9 else { return nil }
        let wholeX = toDevice.a == canvas.scale && r.minX == r.minX.rounded() && r.maxX == r.maxX.rounded()
        let wholeY = toDevice.d == canvas.scale && r.minY == r.minY.rounded() && r.maxY == r.maxY.rounded()
        let inner = IntRect(x0: Int(r.minX.rounded(.up)) + (wholeX ? 0 : 1), y0: Int(r.minY.rounded(.up)) + (wholeY ? 0 : 1),
                            x1: Int(r.maxX.rounded(.down)) - (wholeX ? 0 : 1), y1: Int(r.maxY.rounded(.down)) - (wholeY ? 0 : 1))
        return inner.isEmpty ? nil : inner
    }

    /// Whether drawing the top-level `view` gives the same pixels under any rectangular clip
    /// (only fewer of them): a layer resampled from a store (alone, or the core of a scene with
    /// hung views that draw nothing but a fill or gradient), or a childless view that draws only
    /// a fill. Not a layer drawn uncached otherwise: a group layer inside it is drawn at its
    /// clipped bounds' whole-pixel offset.
    package func drawsAlikeUnderAnyClip(_ view: View, toDevice: AffineTransform) -> Bool {
        let frame = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: canvas.pixelWidth, y1: canvas.pixelHeight))
        if view.drawsOnlyAFill { return true }
        if let cached = cachedLayer(view, toDevice: toDevice, opacity: 1, clip: frame) { return cached.wholePixelOffset == nil }
        if overhungLayer(view, toDevice: toDevice, clip: frame) != nil { return true }
        guard let (core, outside) = view.splitOutsideSubviews(), outside.allSatisfy(\.drawsOnlyAFill) else { return false }
        return resampledLayers(core, toDevice: toDevice, clip: frame) != nil
    }

    /// True when `view`'s own bounds are exactly the canvas's pixels (a scene root at rest, or
    /// fading in place): clipping it to its bounds then changes no pixel of the frame, because
    /// the bounds are whole device pixels (a plain rectangular clip) and the frame ends there.
    package func fillsCanvasInPlace(_ view: View, toDevice: AffineTransform) -> Bool {
        toDevice.a == canvas.scale && toDevice.d == canvas.scale && toDevice.b == 0 && toDevice.c == 0 && toDevice.tx == 0 && toDevice.ty == 0
            && view.frame.width * canvas.scale == Double(canvas.pixelWidth) && view.frame.height * canvas.scale == Double(canvas.pixelHeight)
            && view.cornerRadius == 0
    }

    /// Whether clipping `view` to its bounds leaves everything it draws as it is: no shadow or
    /// subview reaches past them (`View.deviceBounds`), and it has no image of its own (a
    /// clipped image is cut by the view's shape instead of its own rectangle).
    package func drawsOnlyInsideBounds(_ view: View) -> Bool {
        guard view.image == nil, view.video == nil else { return false }
        let own = Rect(origin: .zero, size: view.frame.size), drawn = view.deviceBounds(toDevice: .identity)
        return drawn.minX >= own.minX && drawn.minY >= own.minY && drawn.maxX <= own.maxX && drawn.maxY <= own.maxY
    }

    /// `layer`'s key in this renderer's cache, its subviews' hash remembered (`LayerCache.key`).
    /// Making a key hashes the whole subtree, so it is made where the cache is asked (once for
    /// a look-up and the insertion after it), never for layers only planned or refused.
    package func key(_ layer: CachedLayer) -> LayerCache.Key {
        layerCache.key(content: layer.content, scale: layer.scale, outside: layer.outside)
    }

    /// The store of `layer`, rendered with the uncached path.
    package func makeStore(_ layer: CachedLayer) throws -> BackingStore {
        if let inner = layer.outside {
            return try BackingStore(rendering: layer.content, layout: layer.layout, scale: layer.scale, outside: inner, with: self)
        }
        return try BackingStore(rendering: layer.content, layout: layer.layout, scale: layer.scale, with: self)
    }

    /// Composites a layer from its backing store, rendering the store first when the cache lacks it.
    /// An overhang store whose margins cannot reach the clip is not drawn, nor made: a pushed
    /// scene's shadow past its edges lies off the frame, or under the scene sliding over it.
    package func draw(_ layer: CachedLayer, clip: ClipRegion, into pixmap: inout Pixmap) throws {
        if let inner = layer.outside, !overhangReaches(layer, inner: inner, clip: clip.intersection(pixmap.bounds)) { return }
        try layerCache.withStore(key(layer), make: { try makeStore(layer) }) { store in
            if let (x, y) = layer.wholePixelOffset {
                // Exactly what drawing the subtree here gives (see the type's contract).
                if layer.copiesOpaquePixels {
                    pixmap.copy(store.pixels, atX: x, y: y, clip: clip.rect)
                } else if store.isOpaque {
                    pixmap.composite(opaque: store.pixels, atX: x, y: y, opacity: layer.opacity, clip: clip.rect)
                } else {
                    pixmap.composite(store.pixels, atX: x, y: y, opacity: layer.opacity, clip: clip)
                }
                return
            }
            let storeToDevice = store.storeToDevice(layer.toDevice)
            var clips = [clip]
            if let inked = store.inked {
                // An overhang store is drawn only where its inked texels reach (one texel and
                // one device pixel more for the bilinear taps): its other samples are
                // transparent and change no pixel. Each inked part's reach once (`reaches`).
                clips = Self.reaches(of: inked, storeToDevice).map { clip.intersection($0) }.filter { !$0.isEmpty }
                if clips.isEmpty { return }
            }
            let size = Size(width: Double(store.pixels.width), height: Double(store.pixels.height))
            let chain = store.mipChain(forScale: max(storeToDevice.scaleX, storeToDevice.scaleY))
            // A rounded view's own shape (its square store's texels reach its rounded edge).
            let outline = layer.rounded.map { RoundedRectCoverage(size: layer.content.frame.size, cornerRadius: $0, transform: layer.toDevice) }
                ?? RoundedRectCoverage(size: size, cornerRadius: 0, transform: storeToDevice)
            guard let sampler = ImageSampler(chain: chain, imageToDevice: storeToDevice, opacity: layer.opacity),
                  let shape = outline else { return }
            // A resampled store gives each pixel the same value under any clip.
            for clip in clips { pixmap.draw(sampler, through: CoverageScanner(shape: shape, clip: clip, target: pixmap.bounds)) }
        }
    }

    /// Whether an overhang store (`layer`, transparent inside `inner`) may change a pixel of
    /// `clip`: its margins' reach (`reaches`, as its inked parts' is taken when it is drawn;
    /// they lie inside the margins) meets the clip. Known from its layout, before the store is made.
    private func overhangReaches(_ layer: CachedLayer, inner: IntRect, clip: ClipRegion) -> Bool {
        let area = layer.layout.area
        let storeToDevice = BackingStore.storeToDevice(layer.toDevice, scale: layer.scale, originX: area.x0, originY: area.y0)
        let margins = IntRect(x0: 0, y0: 0, x1: area.width, y1: area.height).subtracting(inner)
        return Self.reaches(of: margins, storeToDevice).contains { !clip.intersection($0).isEmpty }
    }

    /// The device pixels the store texels `parts` (store pixels) placed by `storeToDevice`
    /// can change through a bilinear sample — each part grown by one texel, mapped, and
    /// grown by one device pixel — as rectangles that do not overlap (a pixel drawn twice
    /// would be blended twice): the later parts' reaches less the earlier ones'.
    package static func reaches(of parts: [IntRect], _ storeToDevice: AffineTransform) -> [IntRect] {
        var covered: [IntRect] = []
        for part in parts where !part.isEmpty {
            let r = IntRect(covering: storeToDevice.bounds(of: Rect(x: Double(part.x0 - 1), y: Double(part.y0 - 1),
                                                                   width: Double(part.width + 2), height: Double(part.height + 2))))
            var pieces = [IntRect(x0: r.x0 - 1, y0: r.y0 - 1, x1: r.x1 + 1, y1: r.y1 + 1)]
            for earlier in covered { pieces = pieces.flatMap { $0.subtracting(earlier) } }
            covered += pieces
        }
        return covered
    }

    /// The largest store: a scene at twice the canvas scale.
    package var maxStorePixels: Int { 4 * canvas.pixelWidth * canvas.pixelHeight }
}

extension SceneRenderer {
    /// The one band of `frame` left visible by the largest of `hidden` that spans the frame's
    /// height or width from one edge (a scene sliding over another); `nil` when none does.
    package static func visibleBand(of frame: IntRect, hiddenBy hidden: [IntRect]) -> IntRect? {
        var best: IntRect?
        for h in hidden {
            var band: IntRect?
            if h.y0 <= frame.y0 && h.y1 >= frame.y1 {
                if h.x1 >= frame.x1 { band = IntRect(x0: frame.x0, y0: frame.y0, x1: max(min(h.x0, frame.x1), frame.x0), y1: frame.y1) }
                else if h.x0 <= frame.x0 { band = IntRect(x0: min(max(h.x1, frame.x0), frame.x1), y0: frame.y0, x1: frame.x1, y1: frame.y1) }
            } else if h.x0 <= frame.x0 && h.x1 >= frame.x1 {
                if h.y1 >= frame.y1 { band = IntRect(x0: frame.x0, y0: frame.y0, x1: frame.x1, y1: max(min(h.y0, frame.y1), frame.y0)) }
                else if h.y0 <= frame.y0 { band = IntRect(x0: frame.x0, y0: min(max(h.y1, frame.y0), frame.y1), x1: frame.x1, y1: frame.y1) }
            }
            if let band, best.map({ band.width * band.height < $0.width * $0.height }) ?? true { best = band }
        }
        return best
    }
}

extension View {
    /// True for a visible view without subviews that draws only a background or a gradient
    /// (a dimming layer, a shadow strip): its pixels do not depend on the clip.
    package var drawsOnlyAFill: Bool {
        subviews.isEmpty && image == nil && video == nil && label == nil && path == nil && icon == nil && material == nil
            && (border.map { $0.width <= 0 } ?? true) && (shadow.map { $0.opacity <= 0 } ?? true) && transform.rotationY == 0
    }
}
