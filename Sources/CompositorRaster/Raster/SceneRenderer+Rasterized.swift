import CompositorCore
import CompositorScene

extension SceneRenderer {
    /// Draws a view flagged `shouldRasterize` from its bitmap: the subtree drawn once as at rest
    /// (at the canvas scale, without its position, transform and alpha; `BackingStore(rasterizing:)`)
    /// and composited at `toDevice` and `opacity`, resampled bilinearly from its box-filtered
    /// mip chain when scaled or moved by a fraction of a pixel, as Core Animation shows a layer
    /// whose contents are not redrawn while a transform animates it. A label shrinking with a
    /// growing scene is then rasterized once, not at each frame's size (issue 44: the portrait
    /// scale rasterized 7 113 glyphs for its 60 moving frames).
    ///
    /// False when the view is drawn as usual instead: shown larger than at rest (an enlarged
    /// bitmap would blur the text), or its drawn bounds are not known (`drawnDeviceBounds`).
    /// The bitmap is the same whether or not it was kept (`RasterizedLayers`), so the frame never
    /// depends on the cache or on `cachesLayers`.
    package func drawRasterized(_ view: View, toDevice: AffineTransform, opacity: Double, clip: ClipRegion,
                                into pixmap: inout Pixmap) throws -> Bool {
        let scale = canvas.scale
        let shown = max(toDevice.scaleX, toDevice.scaleY) / scale
        guard shown.isFinite, shown <= 1 else { return false }
        var content = view.cacheContent
        content.shouldRasterize = false
        guard content.drawnDeviceBounds(toDevice: .scale(scale, scale)) != nil else { return false }
        let q = UInt32(Color.quantize(opacity))
        guard q > 0 else { return true }
        try rasterizedLayers.withStore(content, make: {
            try BackingStore(rasterizing: content, scale: scale, maxPixels: maxStorePixels, with: self)
        }) { store in
            store?.composite(into: &pixmap, toDevice: toDevice, opacity: q, clip: clip)
        }
        return true
    }
}
