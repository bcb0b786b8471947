@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// `LayerCache.Key` hashes its content once, and `LayerCache.key` remembers a subview array's
/// hash by its storage: the keys it makes are the keys `Key(content:scale:outside:)` makes —
/// equal, with equal hashes — whatever it remembered, and keys of different contents differ.
@Suite struct LayerCacheKeyTests {
    static func scene(_ title: String, rows: Int) -> View {
        View(frame: Rect(x: 0, y: 0, width: 80, height: 60), backgroundColor: LayerCacheTests.hex("#F2F2F7"), subviews:
            (0..<rows).map { i in
                View(frame: Rect(x: 4, y: 4 + 10 * Double(i), width: 72, height: 9), backgroundColor: LayerCacheTests.hex("#FFFFFF"),
                     subviews: [View(frame: Rect(x: 2, y: 1, width: 60, height: 7),
                                     label: Label(text: "\(title) \(i)", font: FontSpec(size: 6), color: .black))])
            })
    }

    @Test func rememberedKeysEqualFreshKeys() {
        let cache = LayerCache(limitBytes: 1 << 20)
        var a = Self.scene("Row", rows: 4)
        let b = Self.scene("Row", rows: 4)          // equal content, its own storage
        let c = Self.scene("Cell", rows: 4)         // same shape, other text
        for _ in 0..<2 {                            // the second round from the remembered hashes
            for (view, scale, outside) in [(a, 2.0, nil), (b, 2.0, nil), (c, 2.0, nil), (a, 4.0, nil),
                                           (a, 2.0, IntRect(x0: 0, y0: 0, x1: 160, y1: 120))] as [(View, Double, IntRect?)] {
                let made = cache.key(content: view, scale: scale, outside: outside)
                let fresh = LayerCache.Key(content: view, scale: scale, outside: outside)
                #expect(made == fresh && made.hashValue == fresh.hashValue)
            }
        }
        #expect(cache.key(content: a, scale: 2) == cache.key(content: b, scale: 2))
        #expect(cache.key(content: a, scale: 2) != cache.key(content: c, scale: 2))
        #expect(cache.key(content: a, scale: 2) != cache.key(content: a, scale: 4))
        // A root change (a clip to bounds) with the same subviews: another key.
        var clipped = a
        clipped.clipsToBounds = true
        #expect(cache.key(content: clipped, scale: 2) != cache.key(content: a, scale: 2))
        #expect(cache.key(content: clipped, scale: 2) == LayerCache.Key(content: clipped, scale: 2))
        // Changing a subview after its array was remembered gives the array new storage.
        a.subviews[1].backgroundColor = LayerCacheTests.hex("#FF0000")
        #expect(cache.key(content: a, scale: 2) == LayerCache.Key(content: a, scale: 2))
        #expect(cache.key(content: a, scale: 2) != cache.key(content: b, scale: 2))
        #expect(cache.key(content: a, scale: 2).hashValue == LayerCache.Key(content: a, scale: 2).hashValue)
        // More arrays than it remembers: still the same keys.
        for rows in 1...12 {
            let v = Self.scene("Row", rows: rows)
            #expect(cache.key(content: v, scale: 2) == LayerCache.Key(content: v, scale: 2))
            #expect(cache.key(content: v, scale: 2).hashValue == LayerCache.Key(content: v, scale: 2).hashValue)
        }
    }
}
