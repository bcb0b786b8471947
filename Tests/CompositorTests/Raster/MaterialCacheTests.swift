@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// The material cache returns exactly what the blur computes (`MaterialBlur.render`), whatever
/// it held before: reused only for an equal coarse backdrop, made again when a pixel it reads
/// changes, kept when one it does not read changes, and bounded by its byte budget.
@Suite struct MaterialCacheTests {
    /// A random opaque backdrop of `width × height`.
    static func backdrop(_ rng: inout SplitMix64, width: Int, height: Int) -> Pixmap {
        FastPathTests.randomImage(&rng, width: width, height: height, opaque: true)
    }

    @Test func hitsAndMissesEqualTheBlur() {
        var rng = SplitMix64(seed: 51)
        for _ in 0..<24 {
            let blur = MaterialFastPathTests.randomBlur(&rng)
            var pixmap = Self.backdrop(&rng, width: 96, height: 80)
            let x0 = Int(rng.next() % 60), y0 = Int(rng.next() % 50)
            let area = IntRect(x0: x0, y0: y0, x1: x0 + 1 + Int(rng.next() % 36), y1: y0 + 1 + Int(rng.next() % 30))
            let cache = MaterialCache()
            #expect(cache.render(blur, backdrop: pixmap, area: area) == blur.render(pixmap, area: area))
            // The same backdrop again: reused, and the same pixels.
            #expect(cache.render(blur, backdrop: pixmap, area: area) == blur.render(pixmap, area: area))
            #expect(cache.made == 1)
            // One pixel of the area changed: made again, equal to the blur of the new backdrop.
            let i = (area.y0 + Int(rng.next() % UInt64(area.height))) * pixmap.width + area.x0 + Int(rng.next() % UInt64(area.width))
            pixmap.pixels[i] ^= 0x0080_8080
            #expect(cache.render(blur, backdrop: pixmap, area: area) == blur.render(pixmap, area: area))
            #expect(cache.made == 2)
            // Another area or recipe is another entry.
            let other = IntRect(x0: area.x0, y0: area.y0, x1: area.x1 + 1, y1: area.y1)
            #expect(cache.render(blur, backdrop: pixmap, area: other) == blur.render(pixmap, area: other))
            #expect(cache.made == 3)
            #expect(cache.count == 2)
        }
    }

    @Test func aPixelOutsideTheBlursReachKeepsTheEntry() {
        var rng = SplitMix64(seed: 7)
        let blur = MaterialBlur(sigma: 9, saturation: 1.8, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.3).premultiplied())
        var pixmap = Self.backdrop(&rng, width: 400, height: 120)
        let area = IntRect(x0: 8, y0: 40, x1: 60, y1: 80)
        let cache = MaterialCache()
        _ = cache.render(blur, backdrop: pixmap, area: area)
        // Far right of the area, beyond the padded coarse grid (a tab bar's backdrop stays the
        // same while something changes elsewhere on the screen).
        let reachPixels = (blur.reach + 2) * blur.factor
        #expect(area.x1 + reachPixels < 399)
        pixmap.pixels[60 * pixmap.width + 399] ^= 0x00FF_FFFF
        #expect(cache.render(blur, backdrop: pixmap, area: area) == blur.render(pixmap, area: area))
        #expect(cache.made == 1)
    }

    @Test func staysWithinItsBudget() {
        var rng = SplitMix64(seed: 3)
        let blur = MaterialBlur(sigma: 6, saturation: 1.2, tint: Color(red: 0, green: 0, blue: 0, alpha: 0.5).premultiplied())
        let pixmap = Self.backdrop(&rng, width: 64, height: 64)
        let cache = MaterialCache(byteBudget: 8_000)
        for x in 0..<10 {
            let area = IntRect(x0: x, y0: 4, x1: x + 30, y1: 34)
            #expect(cache.render(blur, backdrop: pixmap, area: area) == blur.render(pixmap, area: area))
        }
        #expect(cache.bytes <= 8_000 || cache.count == 1)
        #expect(cache.count < 10)
    }

    @Test func framesDoNotDependOnWhatTheRendererDrewBefore() throws {
        // A still tab-bar-like material over content that moves, then comes back: a renderer
        // that drew the other frames in between gives the pixels of a fresh one.
        let canvas = Canvas(size: Size(width: 60, height: 80), scale: 2)
        func frame(_ dx: Double) -> [View] {
            let content = View(frame: Rect(x: 0, y: 0, width: 60, height: 80), backgroundColor: Color(red: 0.9, green: 0.9, blue: 0.95, alpha: 1),
                               subviews: [View(frame: Rect(x: 5 + dx, y: 50, width: 30, height: 25), backgroundColor: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1))])
            var bar = View(frame: Rect(x: 0, y: 60, width: 60, height: 20))
            bar.material = .chrome
            return [content, bar]
        }
        let reused = SceneRenderer(canvas: canvas)
        for dx in [0.0, 0.0, 7.5, 0.0, 3.0, 3.0] {
            #expect(try reused.render(frame(dx)) == SceneRenderer(canvas: canvas).render(frame(dx)), "dx \(dx)")
        }
        #expect(reused.materials.made == 4)
    }
}
