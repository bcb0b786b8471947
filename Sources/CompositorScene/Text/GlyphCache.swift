import Synchronization

/// Which rasterization of which glyph: face (`FontFace.cacheID`), size per axis (quarter pixels
/// per em), glyph id and subpixel offset per axis.
package struct GlyphKey: Hashable {
    package var face: Int
    package var glyph: UInt32
    package var sizeX: Int32
    package var sizeY: Int32
    package var subpixelX: UInt8
    package var subpixelY: UInt8
}

/// Glyph masks already rasterized: shared by the text renderers of every rendering thread of a
/// clip (`AssetStore.glyphMasks`), so a glyph at one size and subpixel offset is rasterized once
/// per clip rather than once per thread, or private to one renderer.
///
/// Bounded by bytes: when full it is emptied at once. Neither that nor which thread made a
/// mask can change output, because a rasterization depends only on its key (faces are keyed by
/// their file, `FontFace.cacheID`, not by the order a thread loaded them in). Masks are made
/// outside the lock; two threads missing the same key both make it and the first is kept.
package final class GlyphCache: Sendable {
    package static let byteLimit = 64 << 20
    private struct Masks {
        var byKey: [GlyphKey: GlyphMask] = [:]
        var bytes = 0
    }
    private let masks = Mutex(Masks())

    /// An empty cache.
    package init() {}

    /// The cached mask for `key`, or the one `rasterize` makes (which is then cached).
    package func mask(for key: GlyphKey, rasterize: () -> GlyphMask) -> GlyphMask {
        if let mask = masks.withLock({ $0.byKey[key] }) { return mask }
        let mask = rasterize()
        return masks.withLock { masks in
            if let made = masks.byKey[key] { return made }
            let cost = mask.coverage.count + 64
            if masks.bytes + cost > Self.byteLimit {
                masks.byKey.removeAll(keepingCapacity: true)
                masks.bytes = 0
            }
            masks.byKey[key] = mask
            masks.bytes += cost
            return mask
        }
    }

    /// Masks held now.
    package var count: Int { masks.withLock { $0.byKey.count } }
}
