import CompositorCore
import CompositorScene

/// A view subtree rendered once, as Core Animation rasterizes a layer: premultiplied pixels of
/// the subtree at `scale` device pixels per point with no transform, position or alpha of its
/// own, ready to be composited each frame with the frame's transform and opacity.
///
/// Store pixel (i, j) shows the subtree's own point (i + origin.x, j + origin.y) / scale, so
/// `origin` is where the store's top-left pixel sits in the subtree's scaled coordinates (whole
/// pixels: the store is rendered at sub-pixel phase 0).
package struct BackingStore {
    /// The rendered subtree.
    package let pixels: Pixmap
    /// The store's top-left in the subtree's own coordinates times `scale`, in whole pixels.
    package let originX: Int, originY: Int
    /// Device pixels per point the store was rendered at (the canvas scale times a power of two).
    package let scale: Double
    /// True when every pixel is opaque: compositing it at full opacity is a copy.
    package let isOpaque: Bool
    /// For an overhang store (`init(rendering:layout:scale:outside:with:)`): for each strip
    /// around its transparent inside, the smallest rectangle of store pixels holding every
    /// pixel of the strip that is not transparent (empty ones left out) — the only parts it is
    /// drawn from. A scene's overhang inks its edges only (a floating bar's shadow past the
    /// screen's sides, table rows below it): one rectangle around all of it would span the
    /// transparent screen between them. `nil`: the whole store.
    package let inked: [IntRect]?
    /// Box-filtered levels for resampling, built the first time the store is scaled or moved
    /// by a fraction of a pixel.
    private var chain: MipChain?
    /// Whether every pixel is opaque (what a chain's `isOpaque` says), once looked at.
    private var everyPixelOpaque: Bool?

    /// Where a store of `view` at `scale` lies and whether it is opaque, known before rendering.
    package struct Layout {
        /// The store's pixels in the subtree's coordinates times `scale`.
        let area: IntRect
        /// The subtree's own coordinates to store pixels.
        let toStore: AffineTransform
        /// The color every store pixel starts opaque in when the view's opaque background fills
        /// the whole store, as a group layer starts — or, for a view whose first visible subview
        /// does (a flow's flattened stack of layers: a scene root without a background of its
        /// own), that subview's: drawn over the whole store first, it hides whatever the view
        /// draws before it. Then every store pixel is opaque.
        let cover: PremultipliedRGBA8?

        /// `nil` when the store would be empty or larger than `maxPixels`.
        init?(_ view: View, scale: Double, maxPixels: Int) {
            let scaled = AffineTransform.scale(scale, scale)
            let bounds = view.deviceBounds(toDevice: scaled)
            guard bounds.width.isFinite, bounds.height.isFinite, bounds.width * bounds.height <= Double(maxPixels) else { return nil }
            area = IntRect(covering: bounds)
            guard !area.isEmpty, area.width * area.height <= maxPixels else { return nil }
            toStore = scaled.concatenating(.translation(Double(-area.x0), Double(-area.y0)))
            cover = view.storeCover(width: area.width, height: area.height, toStore: toStore)
        }
    }

    /// Renders `view` (its frame origin, transform and alpha ignored: see `View.cacheContent`)
    /// as `layout` says, with `renderer`'s uncached drawing.
    package init(rendering view: View, layout: Layout, scale: Double, with renderer: SceneRenderer) throws {
        var pixmap = Pixmap(width: layout.area.width, height: layout.area.height, fill: layout.cover ?? .transparent)
        try renderer.drawLayer(view, toDevice: layout.toStore, opacity: 1, clip: ClipRegion(rect: pixmap.bounds),
                               into: &pixmap, backgroundDrawn: layout.cover != nil)
        pixels = pixmap
        originX = layout.area.x0
        originY = layout.area.y0
        self.scale = scale
        isOpaque = layout.cover != nil
        inked = nil
    }

    /// What `view` draws outside `inner` (store pixels: its bounds), transparent inside it: a
    /// scene's shadow overhang (`SceneRenderer.OverhungLayer`). Each strip around `inner` is
    /// drawn with `renderer`'s uncached drawing clipped to it, as `drawsNothing` looks at them,
    /// so the scene is not drawn whole for the shadow past its edges.
    package init(rendering view: View, layout: Layout, scale: Double, outside inner: IntRect, with renderer: SceneRenderer) throws {
        var pixmap = Pixmap(width: layout.area.width, height: layout.area.height)
        let strips = pixmap.bounds.subtracting(inner)
        for strip in strips {
            try renderer.drawLayer(view, toDevice: layout.toStore, opacity: 1, clip: ClipRegion(rect: strip), into: &pixmap)
        }
        pixels = pixmap
        originX = layout.area.x0
        originY = layout.area.y0
        self.scale = scale
        isOpaque = false
        inked = strips.map { pixmap.inkedBounds(in: $0) }.filter { !$0.isEmpty }
    }

    /// Bytes held, mip levels included once built (a third more).
    package var byteCount: Int {
        let base = pixels.width * pixels.height * 4
        return chain == nil ? base : base + base / 3
    }

    /// The mip chain of the store for drawing it with one store pixel over `scale` device
    /// pixels, built on first use. Above half size only level 0 is ever sampled: then a chain
    /// of the store alone, without building (and keeping) the smaller levels — a scene
    /// sliding by a fraction of a pixel.
    package mutating func mipChain(forScale scale: Double) -> MipChain {
        if let chain { return chain }
        if scale * 2 > 1 {
            let opaque = everyPixelOpaque ?? (isOpaque || pixels.isEveryPixelOpaque)
            everyPixelOpaque = opaque
            return MipChain(levelZeroOf: pixels, isOpaque: opaque)
        }
        let made = MipChain(pixels)
        chain = made
        return made
    }

    /// The transform from store pixels to device pixels, for a subtree whose own coordinates
    /// reach device pixels through `toDevice`.
    package func storeToDevice(_ toDevice: AffineTransform) -> AffineTransform {
        Self.storeToDevice(toDevice, scale: scale, originX: originX, originY: originY)
    }

    /// `storeToDevice` of a store of `scale` whose top-left is at (`originX`, `originY`), known
    /// from its layout before it is rendered.
    package static func storeToDevice(_ toDevice: AffineTransform, scale: Double, originX: Int, originY: Int) -> AffineTransform {
        AffineTransform.translation(Double(originX), Double(originY)).concatenating(.scale(1 / scale, 1 / scale))
            .concatenating(toDevice)
    }

    /// Where a store of `scale` with its top-left at (`originX`, `originY`) lands as a
    /// whole-pixel copy under `toDevice` (a translation at exactly the store's scale by whole
    /// pixels), or `nil` when it must be resampled.
    package static func wholePixelOffset(_ toDevice: AffineTransform, scale: Double, originX: Int, originY: Int) -> (x: Int, y: Int)? {
        guard toDevice.a == scale, toDevice.d == scale, toDevice.b == 0, toDevice.c == 0,
              toDevice.tx.rounded() == toDevice.tx, toDevice.ty.rounded() == toDevice.ty,
              abs(toDevice.tx) < 1e9, abs(toDevice.ty) < 1e9 else { return nil }
        return (originX + Int(toDevice.tx), originY + Int(toDevice.ty))
    }
}

extension View {
    /// The color a store of this view (`width × height` pixels, its coordinates mapped there
    /// by `toStore`) may start in, opaque: its own background's (`opaqueColor`), or, for a view
    /// at full opacity, its first visible subview's (recursively), which then paints every
    /// store pixel before anything else of the subtree shows; `nil` otherwise. Starting the
    /// store in that color and drawing the subtree over it gives the same pixels as drawing it
    /// over transparency, since the covering fill replaces every pixel with that very color.
    package func storeCover(width: Int, height: Int, toStore: AffineTransform) -> PremultipliedRGBA8? {
        if let own = opaqueColor(coveringWidth: width, height: height, toDevice: toStore) { return own }
        guard !isHidden, alpha >= 1, transform.rotationY == 0,
              let first = subviews.first(where: { !$0.isHidden && $0.alpha > 0 }) else { return nil }
        if clipsToBounds {
            // Its subviews reach only as far as its own shape covers.
            guard let shape = RoundedRectCoverage(size: frame.size, cornerRadius: cornerRadius, transform: toStore),
                  shape.coversFully(IntRect(x0: 0, y0: 0, x1: width, y1: height)) else { return nil }
        }
        return first.storeCover(width: width, height: height, toStore: first.transformToSuperview.concatenating(toStore))
    }
}
