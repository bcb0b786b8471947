import CompositorCore
import CompositorScene

extension BackingStore {
    /// `view` (its frame origin, transform and alpha ignored: `View.cacheContent`) drawn at
    /// `scale` over every pixel it can draw (`View.drawnDeviceBounds`, which holds a label's
    /// overhanging glyphs), cut to the pixels it drew plus one transparent pixel on each side
    /// within those bounds (so a resampled edge fades out rather than being cut): a rasterized layer's bitmap.
    /// `nil` when it draws nothing, or when its bounds are unknown or larger than `maxPixels`.
    package init?(rasterizing view: View, scale: Double, maxPixels: Int, with renderer: SceneRenderer) throws {
        guard let bounds = view.drawnDeviceBounds(toDevice: .scale(scale, scale)),
              bounds.width * bounds.height <= Double(maxPixels) else { return nil }
        let area = IntRect(covering: bounds)
        guard !area.isEmpty, area.width * area.height <= maxPixels else { return nil }
        var drawn = Pixmap(width: area.width, height: area.height)
        let toStore = AffineTransform.scale(scale, scale).concatenating(.translation(Double(-area.x0), Double(-area.y0)))
        try renderer.drawLayer(view, toDevice: toStore, opacity: 1, clip: ClipRegion(rect: drawn.bounds), into: &drawn)
        let ink = drawn.inkedBounds
        guard !ink.isEmpty else { return nil }
        let kept = IntRect(x0: ink.x0 - 1, y0: ink.y0 - 1, x1: ink.x1 + 1, y1: ink.y1 + 1).intersection(drawn.bounds)
        var cut = Pixmap(width: kept.width, height: kept.height)
        cut.copy(drawn, atX: -kept.x0, y: -kept.y0, clip: cut.bounds)
        pixels = cut
        originX = area.x0 + kept.x0
        originY = area.y0 + kept.y0
        self.scale = scale
        isOpaque = false
        inked = nil
    }

    /// Composites the store with its subtree's own coordinates mapped to device pixels by
    /// `toDevice`, at `opacity` (0…255), through `clip`: copied at whole pixels when `toDevice`
    /// only moves it by whole pixels at its scale, else resampled bilinearly from its mip chain
    /// through its rectangle's anti-aliased edges (as `SceneRenderer` draws a cached layer).
    package mutating func composite(into pixmap: inout Pixmap, toDevice: AffineTransform, opacity: UInt32, clip: ClipRegion) {
        if let (x, y) = Self.wholePixelOffset(toDevice, scale: scale, originX: originX, originY: originY) {
            pixmap.composite(pixels, atX: x, y: y, opacity: opacity, clip: clip)
            return
        }
        let storeToDevice = storeToDevice(toDevice)
        let size = Size(width: Double(pixels.width), height: Double(pixels.height))
        let chain = mipChain(forScale: max(storeToDevice.scaleX, storeToDevice.scaleY))
        guard let sampler = ImageSampler(chain: chain, imageToDevice: storeToDevice, opacity: opacity),
              let shape = RoundedRectCoverage(size: size, cornerRadius: 0, transform: storeToDevice) else { return }
        pixmap.draw(sampler, through: CoverageScanner(shape: shape, clip: clip, target: pixmap.bounds))
    }
}
