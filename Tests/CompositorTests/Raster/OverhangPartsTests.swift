@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// An overhang store (`BackingStore.inked`) is drawn only where each inked part of its strips
/// reaches (`SceneRenderer.reaches`), not over one rectangle around all of them: the same
/// pixels as resampling the whole store, which is transparent everywhere else.
@Suite struct OverhangPartsTests {
    /// A screen whose floating bar's shadow shows past its left and right edges and whose last
    /// row hangs below it (the component kit's mini player over a table): ink in three strips
    /// around the screen, none in between.
    static func scene(_ transform: ViewTransform) -> View {
        View(frame: Rect(x: 0, y: 0, width: 80, height: 60), transform: transform, backgroundColor: LayerCacheTests.hex("#F2F2F7"), subviews: [
            View(frame: Rect(x: 2, y: 8, width: 76, height: 12), backgroundColor: LayerCacheTests.hex("#FFFFFF")),
            View(frame: Rect(x: 0, y: 52, width: 80, height: 14), backgroundColor: LayerCacheTests.hex("#E5E5EA")),
            View(frame: Rect(x: 1, y: 34, width: 78, height: 12), backgroundColor: LayerCacheTests.hex("#FFFFFF"), cornerRadius: 6,
                 shadow: Shadow(opacity: 0.5, radius: 5, offset: Size(width: 0, height: 2)),
                 subviews: [View(frame: Rect(x: 4, y: 1, width: 30, height: 10), image: ImageContent(path: "mem:photo"))]),
        ])
    }

    /// Moved by fractions of a pixel either way, and scaled down: the frame is the core
    /// store and the whole overhang store resampled, as `sceneWithAShadowPastItsEdgeIsItsStoreAndItsOverhangResampled`
    /// defines it, while the overhang is drawn from its parts only.
    @Test(arguments: [ViewTransform(translationX: 7.25, translationY: 0), ViewTransform(translationX: -3.6, translationY: 1.3),
                      ViewTransform(scaleX: 0.7, scaleY: 0.7, translationX: 2.2, translationY: -1.1),
                      ViewTransform(scaleX: 0.9, scaleY: 0.85, translationX: -0.4, translationY: 0.75)])
    func overhangDrawnFromItsPartsEqualsTheWholeStoreResampled(transform: ViewTransform) throws {
        let scale = 2.0, moved = Self.scene(transform)
        let cached = LayerCacheTests.renderer(cached: true, scale: scale)
        let toDevice = moved.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
        let bounds = IntRect(x0: 0, y0: 0, x1: 160, y1: 120), clip = ClipRegion(rect: bounds)
        let overhung = try #require(cached.overhungLayer(moved, toDevice: toDevice, clip: clip))
        let frame = try cached.render([moved])

        var expected = Pixmap(width: frame.width, height: frame.height, fill: cached.background)
        for layer in [overhung.core, overhung.overhang] {
            let store = try cached.makeStore(layer)
            if layer.outside != nil {
                let parts = try #require(store.inked)
                #expect(parts.count >= 3, "ink past the left, right and bottom edges")
                let whole = store.pixels.inkedBounds
                #expect(parts.reduce(0) { $0 + $1.width * $1.height } < whole.width * whole.height / 2, "the parts leave the inside out")
            }
            let storeToDevice = store.storeToDevice(layer.toDevice)
            let sampler = try #require(ImageSampler(chain: MipChain(store.pixels), imageToDevice: storeToDevice, opacity: 255))
            let shape = try #require(RoundedRectCoverage(size: Size(width: Double(store.pixels.width), height: Double(store.pixels.height)),
                                                         cornerRadius: 0, transform: storeToDevice))
            expected.draw(sampler, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: expected.bounds), target: expected.bounds))
        }
        #expect(frame == expected)
    }

    /// An overhang store whose margins cannot reach the clip (a pushed scene's shadow past its
    /// right edge, under the scene sliding over it) is neither drawn nor made; once the clip
    /// meets a margin it is made and drawn.
    @Test func overhangOutOfTheClipIsNotMade() throws {
        let moved = Self.scene(ViewTransform(translationX: 7.25, translationY: 0))
        let cached = LayerCacheTests.renderer(cached: true, scale: 2)
        let toDevice = moved.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
        let overhung = try #require(cached.overhungLayer(moved, toDevice: toDevice, clip: ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 160, y1: 120))))
        var pixmap = Pixmap(width: 160, height: 120, fill: cached.background)
        let before = pixmap
        // The screen spans device x 14.5...174.5: a clip well inside it, a few rows from its top.
        try cached.draw(overhung.overhang, clip: ClipRegion(rect: IntRect(x0: 40, y0: 10, x1: 120, y1: 40)), into: &pixmap)
        #expect(pixmap == before)
        #expect(cached.layerCache.count == 0)
        // Past the screen's left edge, where the shadow shows.
        try cached.draw(overhung.overhang, clip: ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 20, y1: 120)), into: &pixmap)
        #expect(cached.layerCache.count == 1)
        #expect(pixmap != before)
    }

    /// `reaches` gives rectangles that do not overlap and together hold exactly the pixels of
    /// every part's reach (grown by a texel, mapped, grown by a pixel), for random parts and
    /// placements.
    @Test func reachesAreDisjointAndCoverEveryPartsReach() {
        var rng = SplitMix64(seed: 0x5EED_0051)
        for _ in 0..<200 {
            let parts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                let x = Int.random(in: 0..<20, using: &rng), y = Int.random(in: 0..<20, using: &rng)
                return IntRect(x0: x, y0: y, x1: x + Int.random(in: 0...10, using: &rng), y1: y + Int.random(in: 0...10, using: &rng))
            }
            let s = Double.random(in: 0.6...1.6, using: &rng)
            let t = AffineTransform(a: s, b: 0, c: 0, d: s, tx: Double.random(in: -3...3, using: &rng), ty: Double.random(in: -3...3, using: &rng))
            let reaches = SceneRenderer.reaches(of: parts, t)
            var count = [Int](repeating: 0, count: 64 * 64)
            for r in reaches {
                for y in max(r.y0, -8)..<min(r.y1, 56) { for x in max(r.x0, -8)..<min(r.x1, 56) { count[(y + 8) * 64 + x + 8] += 1 } }
            }
            #expect(count.allSatisfy { $0 <= 1 }, "no pixel in two reaches")
            for part in parts where !part.isEmpty {
                let r = IntRect(covering: t.bounds(of: Rect(x: Double(part.x0 - 1), y: Double(part.y0 - 1),
                                                            width: Double(part.width + 2), height: Double(part.height + 2))))
                for y in (r.y0 - 1)..<(r.y1 + 1) { for x in (r.x0 - 1)..<(r.x1 + 1) { #expect(count[(y + 8) * 64 + x + 8] == 1) } }
            }
            #expect(count.reduce(0, +) == reaches.reduce(0) { $0 + $1.width * $1.height }, "no pixel outside the parts' reaches")
        }
    }
}
