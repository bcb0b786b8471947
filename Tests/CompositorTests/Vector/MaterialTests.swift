@testable import CompositorRaster
import Testing
@testable import Compositor

/// The material blur: exact, symmetric, ink-preserving, and its fast path equal to its general one.
@Suite struct MaterialTests {
    @Test(arguments: [1.0, 2.5, 6.0, 13.0])
    func fastBlurEqualsTheDirectConvolution(sigma: Double) {
        var rng = SplitMix64(seed: UInt64(sigma * 100))
        let boxes = ShadowBlur.boxes(sigma: sigma), reach = ShadowBlur.reach(boxes)
        let w = 37 + 2 * reach, h = 23 + 2 * reach
        let mask = (0..<(w * h)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let fast = ShadowBlur.blur(mask, width: w, height: h, boxes: boxes)
        let general = MaterialBlur.blurDirect(mask, width: w, height: h, boxes: boxes)
        // The fast path drops what each pass pushes past the ends, the direct sum does not: they
        // agree wherever the blur's reach stays inside (where materials read them)…
        for y in reach..<(h - reach) { for x in reach..<(w - reach) {
            #expect(fast[y * w + x] == general[y * w + x], "(\(x), \(y))")
        } }
        // …and everywhere when the input is blank within the reach of the edges.
        var padded = mask
        for y in 0..<h { for x in 0..<w where x < reach || y < reach || x >= w - reach || y >= h - reach { padded[y * w + x] = 0 } }
        #expect(ShadowBlur.blur(padded, width: w, height: h, boxes: boxes) == MaterialBlur.blurDirect(padded, width: w, height: h, boxes: boxes))
    }

    @Test func blurIsSymmetricAndKeepsTheTotal() {
        // One bright pixel in the middle of a field wide enough to hold the whole spread.
        let w = 41, h = 41
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in 18...22 { for x in 18...22 { mask[y * w + x] = 255 } }
        let boxes = ShadowBlur.boxes(sigma: 3)
        let out = MaterialBlur.blurDirect(mask, width: w, height: h, boxes: boxes)
        for y in 0..<h { for x in 0..<w {
            #expect(out[y * w + x] == out[y * w + (w - 1 - x)])
            #expect(out[y * w + x] == out[(h - 1 - y) * w + x])
            #expect(out[y * w + x] == out[x * w + y])
        } }
        let before = mask.reduce(0) { $0 + Int($1) }, after = out.reduce(0) { $0 + Int($1) }
        // Only the final per-pixel rounding (at most ½ per pixel) can move the total.
        #expect(abs(after - before) <= w * h / 2)
        #expect(abs(after - before) * 100 <= before)
    }

    @Test func aMaterialBlursWhatLiesBehindInsideItsBounds() throws {
        // Left half black, right half white, a 'regular' material over the middle: the edge turns
        // into a ramp inside the view, outside it nothing changes.
        var left = View(frame: Rect(x: 0, y: 0, width: 50, height: 40)); left.backgroundColor = .black
        var right = View(frame: Rect(x: 50, y: 0, width: 50, height: 40)); right.backgroundColor = .white
        var glass = View(frame: Rect(x: 20, y: 10, width: 60, height: 20)); glass.material = .ultraThinLight
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 100, height: 40), scale: 1, backgroundColor: .white))
        let frame = try renderer.render([left, right, glass])
        #expect(frame[10, 20] == Color.black.premultiplied())
        #expect(frame[45, 5] == Color.black.premultiplied())
        let row = (20..<80).map { Int(frame[$0, 20].g) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })       // a monotone ramp
        #expect(row[29] > 60 && row[30] < 230)                           // gray across the edge
        #expect(row[0] < row[59])
        #expect(glass.hasBackdropDependentContent && !left.hasBackdropDependentContent)
        // The layer cache knows which pixels depend on a backdrop: it reuses them only where its
        // store holds that backdrop (see the layer-cache material tests).
        var parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 40), subviews: [left, glass])
        #expect(parent.hasBackdropDependentContent)
        parent.subviews = [left, right]
        #expect(!parent.hasBackdropDependentContent && parent.hasStaticContent)
    }
}
