import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// A moving scene that draws past its bounds (a floating bar's shadow reaching past the
    /// screen's edges: the component kit's mini player; table rows below it), drawn from two
    /// stores instead of uncached at every frame: its store clipped to its bounds (`core`,
    /// opaque, the store it has at rest), resampled, then its overhang store (`overhang`: what
    /// it draws outside its bounds, transparent inside them) resampled over it — as Core
    /// Animation rasterizes a layer with its shadow. Like every resampled store, it follows the
    /// resampling rule (`LayerCache`), not the uncached pixels. The overhang is drawn only over
    /// the device pixels its inked texels reach (`BackingStore.inked`): elsewhere each of its
    /// samples is transparent and draws nothing, so drawing it there would change no pixel, and
    /// a slide's bands (`slidePlan`) may leave it out wherever its margins do not reach.
    package struct OverhungLayer {
        package let core: CachedLayer
        package let overhang: CachedLayer
    }

    /// `view` (a frame's top-level layer, or a scene's core) as an `OverhungLayer`, or `nil`:
    /// it must be unclipped and unfaded, without views hung wholly outside it, and hold no
    /// material reaching past its bounds
    /// (`View.materialsStayInsideBounds`), and its bounds must be
    /// cached as an opaque store resampled (moving by a fraction of a pixel or scaled).
    package func overhungLayer(_ view: View, toDevice: AffineTransform, clip: ClipRegion) -> OverhungLayer? {
        // A scene with views hung wholly outside it (a pushed scene's edge shadow) is split
        // instead (`View.splitOutsideSubviews`), its core maybe taken with its overhang.
        guard cachesLayers, !view.clipsToBounds, view.alpha >= 1, view.splitOutsideSubviews() == nil,
              view.materialsStayInsideBounds else { return nil }
        var clipped = view
        clipped.clipsToBounds = true
        guard let core = cachedLayer(clipped, toDevice: toDevice, opacity: 1, clip: clip), core.wholePixelOffset == nil,
              core.rounded == nil, core.layout.cover != nil, core.opacity == 255 else { return nil }
        let content = view.cacheContent
        guard let layout = BackingStore.Layout(content, scale: core.scale, maxPixels: maxStorePixels) else { return nil }
        let a = core.layout.area, o = layout.area
        guard o.intersection(a) == a, o != a else { return nil }
        let inner = IntRect(x0: a.x0 - o.x0, y0: a.y0 - o.y0, x1: a.x1 - o.x0, y1: a.y1 - o.y0)
        return OverhungLayer(core: core, overhang: CachedLayer(content: content, scale: core.scale, outside: inner, layout: layout,
                                                               toDevice: toDevice, opacity: 255))
    }

    /// The layers `view` is resampled from, in drawing order: its store, or its core's and
    /// overhang's (`overhungLayer`); `nil` when it is not resampled from the cache.
    package func resampledLayers(_ view: View, toDevice: AffineTransform, clip: ClipRegion) -> [CachedLayer]? {
        if let cached = cachedLayer(view, toDevice: toDevice, opacity: 1, clip: clip) {
            return cached.wholePixelOffset == nil ? [cached] : nil
        }
        return overhungLayer(view, toDevice: toDevice, clip: clip).map { [$0.core, $0.overhang] }
    }

    /// The device rectangles of an overhang store's margins (the store outside its subtree's
    /// bounds), half a texel more on each side: drawn at one texel a pixel (a slide), it
    /// changes only pixels whose centers lie inside them, since a bilinear sample reads the two
    /// texels whose centers are nearest.
    package func marginRects(_ overhang: CachedLayer) -> [Rect] {
        guard let inner = overhang.outside else { return [] }
        let area = overhang.layout.area
        let toDevice = BackingStore.storeToDevice(overhang.toDevice, scale: overhang.scale, originX: area.x0, originY: area.y0)
        return IntRect(x0: 0, y0: 0, x1: area.width, y1: area.height).subtracting(inner).map { m in
            toDevice.bounds(of: Rect(x: Double(m.x0) - 0.5, y: Double(m.y0) - 0.5, width: Double(m.width + 1), height: Double(m.height + 1)))
        }
    }
}

extension View {
    /// Whether every blur material of this subtree lies inside this view's own bounds: drawn
    /// past them, a material would blur an overhang store's transparent margins. Everything
    /// else may reach past them (shadows, table rows below the screen, a label's glyphs).
    package var materialsStayInsideBounds: Bool {
        let own = Rect(origin: .zero, size: frame.size)
        func inside(_ view: View, _ toRoot: AffineTransform) -> Bool {
            if view.material != nil {
                let b = toRoot.bounds(of: Rect(origin: .zero, size: view.frame.size))
                guard b.minX >= own.minX, b.minY >= own.minY, b.maxX <= own.maxX, b.maxY <= own.maxY else { return false }
            }
            return view.subviews.allSatisfy { $0.isHidden || inside($0, $0.transformToSuperview.concatenating(toRoot)) }
        }
        return subviews.allSatisfy { $0.isHidden || inside($0, $0.transformToSuperview) }
    }
}
