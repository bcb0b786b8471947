import CompositorScene

/// The bitmaps of views flagged `shouldRasterize` (`SceneRenderer.drawRasterized`), kept across
/// frames: one per subtree content, as Core Animation keeps a rasterized layer's bitmap while
/// only its transform, position and opacity change. A bitmap is a pure function of its key, so
/// what is kept or evicted never changes a frame. One per renderer (not thread-safe).
package final class RasterizedLayers {
    /// Bitmaps by content (`View.cacheContent`); nil for a subtree that draws nothing.
    private var stores: ByteBoundedCache<View, BackingStore?>

    /// An empty cache holding at most `byteBudget` bytes of bitmaps and their mip levels.
    package init(byteBudget: Int) { stores = ByteBoundedCache(byteBudget: byteBudget) }

    /// Runs `body` on the bitmap of `content`, made by `make` when it is not kept; the mip
    /// levels `body` builds are kept with it.
    package func withStore(_ content: View, make: () throws -> BackingStore?, _ body: (inout BackingStore?) throws -> Void) throws {
        var store = try stores.value(content) ?? make()
        try body(&store)
        stores.insert(store, byteCount: 64 + (store?.byteCount ?? 0), for: content)
    }

    /// Bitmaps held (nil ones included).
    package var count: Int { stores.count }
}
