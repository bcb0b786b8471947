@testable import CompositorRaster
import Testing
@testable import Compositor

/// `View.shouldRasterize`: a subtree drawn once as at rest into a bitmap that each frame
/// composites with its transform (CALayer's rasterized layer).
@Suite struct RasterizedLayerTests {
    static let canvas = Canvas(size: Size(width: 200, height: 80), scale: 2, backgroundColor: .white)

    /// A dark label on a light card, 20 points from the canvas's left.
    static func card(rasterized: Bool, transform: ViewTransform = .identity) -> View {
        var label = View(frame: Rect(x: 20, y: 20, width: 160, height: 30),
                         label: Label(text: "Kestrel Ridge", font: FontSpec(size: 20, weight: .bold), color: RasterFixtures.hex("#1C1C1E")))
        label.transform = transform
        label.shouldRasterize = rasterized
        return View(frame: Rect(x: 0, y: 0, width: 200, height: 80), backgroundColor: RasterFixtures.hex("#E5F1FF"), subviews: [label])
    }

    /// At rest (whole device pixels, the canvas scale) the bitmap is the label as drawn
    /// directly: each channel within one level (the glyphs are composited from premultiplied
    /// pixels instead of blended from their coverage), and the ink is there.
    @Test func atRestTheBitmapIsTheLabel() throws {
        let direct = try SceneRenderer(canvas: Self.canvas).render([Self.card(rasterized: false)])
        let renderer = SceneRenderer(canvas: Self.canvas)
        let bitmap = try renderer.render([Self.card(rasterized: true)])
        var largest = 0, inked = 0
        for (a, b) in zip(direct.pixels, bitmap.pixels) {
            let p = PremultipliedRGBA8(packed: a), q = PremultipliedRGBA8(packed: b)
            largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            if p.r < 100 { inked += 1 }
        }
        #expect(largest <= 1 && inked > 200, "largest difference \(largest), \(inked) dark pixels")
        #expect(renderer.rasterizedLayers.count == 1)
    }

    /// Scaled to 0.4, 0.5 and 0.7 the label is the one bitmap resampled: no glyph is
    /// rasterized after the first frame, and its ink spans its scaled width (within a pixel
    /// and a half of the bitmap's ink scaled).
    @Test func scaledItIsResampledNotRasterizedAgain() throws {
        let renderer = SceneRenderer(canvas: Self.canvas)
        let rest = try renderer.render([Self.card(rasterized: true)])
        let glyphs = renderer.assets.glyphMasks.count
        let restInk = try #require(Self.inkColumns(rest))
        for s in [0.4, 0.5, 0.7] {
            let frame = try renderer.render([Self.card(rasterized: true, transform: .scale(s))])
            let ink = try #require(Self.inkColumns(frame))
            // Scaled about the label's center, device column 200 (x = 100 points at 2×).
            let expected = (Double(restInk.lowerBound) - 200) * s + 200
            #expect(abs(Double(ink.lowerBound) - expected) <= 1.5, "at \(s): \(ink) from \(restInk)")
        }
        #expect(glyphs > 0 && renderer.assets.glyphMasks.count == glyphs)
        #expect(renderer.rasterizedLayers.count == 1)
    }

    /// The columns holding pixels darker than the card (text), or nil.
    static func inkColumns(_ pixmap: Pixmap) -> ClosedRange<Int>? {
        var columns: ClosedRange<Int>?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where pixmap[x, y].r < 160 {
                columns = columns.map { min($0.lowerBound, x)...max($0.upperBound, x) } ?? x...x
            }
        }
        return columns
    }
}
