import Compositor
import Foundation
import Testing
@testable import SeguePreview

/// The preview's memory stays within its budgets: the still cache and the renderer pool drop
/// the least recently used past their bytes, and an edit drops the superseded version's renderers.
@Suite struct PreviewMemoryTests {
    @Test func theStillCacheDropsTheLeastRecentlyUsedPastItsBytes() {
        let cache = StillCache(limit: 1000)
        cache.put("a", [UInt8](repeating: 1, count: 400))
        cache.put("b", [UInt8](repeating: 2, count: 400))
        #expect(cache.get("a") != nil) // a is now more recent than b
        cache.put("c", [UInt8](repeating: 3, count: 400))
        #expect(cache.get("b") == nil)
        #expect(cache.get("a") != nil && cache.get("c") != nil)
        #expect(cache.totalBytes == 800)
        for i in 0..<20 { cache.put("k\(i)", [UInt8](repeating: 0, count: 300)) }
        #expect(cache.totalBytes <= 1000 && cache.count == 3)
        cache.put("huge", [UInt8](repeating: 0, count: 2000))
        #expect(cache.get("huge") == nil && cache.totalBytes <= 1000)
    }

    func key(_ hash: String) -> RendererPool.Key { RendererPool.Key(hash: hash, direction: .present, scale: .full) }

    @Test func theRendererPoolDropsTheLeastRecentlyReturnedPastItsBytes() throws {
        let canvas = Canvas(size: Size(width: 100, height: 100), scale: 1)
        let each = RendererPool.bytes(canvas: canvas, cachesLayers: true)
        let pool = RendererPool(limit: 3 * each)
        for hash in ["a", "b", "c", "d"] { pool.give(key(hash), pool.make(canvas: canvas, assets: AssetStore())) }
        #expect(pool.count == 3 && pool.totalBytes <= pool.limit)
        #expect(pool.take(key("a")) == nil)
        #expect(pool.take(key("d")) != nil)
        pool.forget(["b"])
        #expect(pool.take(key("b")) == nil && pool.count == 1 && pool.totalBytes == each)
    }

    @Test func aCanvasTooLargeForLayerCachingRendersWithoutIt() {
        let canvas = Canvas(size: Size(width: 1000, height: 1000), scale: 1)
        let pool = RendererPool(limit: RendererPool.bytes(canvas: canvas, cachesLayers: false))
        let renderer = pool.make(canvas: canvas, assets: AssetStore())
        #expect(!renderer.cachesLayers)
        pool.give(key("a"), renderer)
        #expect(pool.count == 1 && pool.totalBytes <= pool.limit)
    }
}
