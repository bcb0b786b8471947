import CPixelKernels
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Ordered dithering of gradients and shadows (canvas `dither`, on by default).
@Suite struct DitherTests {
    /// #F2F2F7 → #D1D1D6 top to bottom over 844 pixels: 33 levels per channel, so rounded to
    /// the nearest level every band is 844 / 33 ≈ 25.6 rows tall.
    static func frame(dither: Bool) throws -> Pixmap {
        let canvas = Canvas(size: Size(width: 64, height: 844), scale: 1, backgroundColor: .white, dither: dither)
        let gradient = LinearGradient(stops: [LinearGradient.Stop(color: try! Color(hex: "#F2F2F7"), location: 0),
                                              LinearGradient.Stop(color: try! Color(hex: "#D1D1D6"), location: 1)])
        return try SceneRenderer(canvas: canvas).render([View(frame: Rect(x: 0, y: 0, width: 64, height: 844), gradient: gradient)])
    }

    /// The exact green of row y: 242 − 33 · (y + ½) / 844, worked out from the two colors.
    static func exact(_ y: Int) -> Double { 242 - 33 * (Double(y) + 0.5) / 844 }

    /// Y′ (BT.709 limited range, as the video's converter computes it) of each pixel.
    static func luma(_ p: PremultipliedRGBA8) -> Double {
        Double(YUV420Converter.ycbcr(r: Int32(p.r), g: Int32(p.g), b: Int32(p.b)).y)
    }

    /// The exact Y′ of a grey-ish color given by its green (the three channels move together:
    /// R = G, B = G + 5), 16 + 219/255 · (G + 0.0722 · 5).
    static func exactLuma(green: Double) -> Double { 16 + 219.0 / 255 * (green + 0.0722 * 5) }

    /// Dithered in luma (`OrderedDither.over`): every band of 8 rows (a row of 8 × 8 Bayer
    /// cells, 64 thresholds each) averages to the exact ramp's Y′ within 0.08 level (1/64 for
    /// the pattern, the rest from the ramp moving under it). RGB is kept within the grey shift
    /// and rounding of the exact value (1.17 + ½ level) and within ½ level in a band's mean (the
    /// shift moves all channels together, so RGB's own mean can be off by up to what rounding
    /// to nearest gives). Rounded to nearest instead, Y′ bands are off by a good part of a level.
    @Test func ditheredCellsAverageToTheExactRamp() throws {
        let dithered = try Self.frame(dither: true), plain = try Self.frame(dither: false)
        var worstPlain = 0.0
        for band in stride(from: 0, to: 840, by: 8) {
            var sum = 0, lumaSum = 0.0, plainLuma = 0.0, exact = 0.0, exactY = 0.0
            for y in band..<band + 8 {
                for x in 0..<64 {
                    sum += Int(dithered[x, y].g)
                    lumaSum += Self.luma(dithered[x, y]); plainLuma += Self.luma(plain[x, y])
                    #expect(abs(Double(dithered[x, y].g) - Self.exact(y)) < 1.17 + 0.5, "(\(x), \(y))")
                }
                exact += Self.exact(y) / 8
                exactY += Self.exactLuma(green: Self.exact(y)) / 8
            }
            #expect(abs(lumaSum / 512 - exactY) <= 0.08, "rows \(band)..<\(band + 8)")
            #expect(abs(Double(sum) / 512 - exact) <= 0.5, "rows \(band)..<\(band + 8)")
            worstPlain = max(worstPlain, abs(plainLuma / 512 - exactY))
        }
        #expect(worstPlain > 0.3, "\(worstPlain)")
    }

    /// The pattern depends only on the pixel's position: two renders are identical, and a
    /// flat color (no fraction to dither) is untouched.
    @Test func deterministicAndFlatColorsUntouched() throws {
        #expect(try Self.frame(dither: true) == Self.frame(dither: true))
        let canvas = Canvas(size: Size(width: 16, height: 16), scale: 1, dither: true)
        let flat = LinearGradient(stops: [LinearGradient.Stop(color: try! Color(hex: "#3A506B"), location: 0),
                                          LinearGradient.Stop(color: try! Color(hex: "#3A506B"), location: 1)])
        let p = try SceneRenderer(canvas: canvas).render([View(frame: Rect(x: 0, y: 0, width: 16, height: 16), gradient: flat)])
        #expect((0..<16).allSatisfy { y in (0..<16).allSatisfy { p[$0, y] == PremultipliedRGBA8(r: 0x3A, g: 0x50, b: 0x6B, a: 255) } })
    }

    /// A card with a large, faint soft shadow (black at 5 %, radius 80 points: sigma 40 px, so
    /// a falloff about 120 px wide) on white.
    static func shadowed(opacity: Double, dither: Bool) throws -> Pixmap {
        let canvas = Canvas(size: Size(width: 400, height: 120), scale: 1, backgroundColor: .white, dither: dither)
        let card = View(frame: Rect(x: 250, y: -100, width: 100, height: 320), backgroundColor: .white,
                        shadow: Shadow(color: .black, opacity: opacity, radius: 80, offset: Size(width: 0, height: 0)))
        return try SceneRenderer(canvas: canvas).render([card])
    }

    /// Shadows are dithered like gradients, in luma. The blurred mask f (0...255) is read from
    /// the same shadow at full opacity (pixel = 255 − f exactly); at 5 % (alpha 13) the exact
    /// grey is v = 255 − 13 f / 255, which crosses a level only every 20 px or so, and its Y′ is
    /// 16 + 219/255 · v. Dithered, every pixel is within the grey shift and rounding of v
    /// (1.17 + ½), and every 8 × 8 cell's Y′ averages to the exact Y′ within 0.1; rounded to
    /// nearest, cells of the falloff left of the card are off by a good part of a level (the
    /// bands).
    @Test func shadowsAreDitheredLikeGradients() throws {
        let full = try Self.shadowed(opacity: 1, dither: false)
        let dithered = try Self.shadowed(opacity: 0.05, dither: true), plain = try Self.shadowed(opacity: 0.05, dither: false)
        let alpha = Double(Color.quantize(0.05))
        func exact(_ x: Int, _ y: Int) -> Double { 255 - alpha * (255 - Double(full[x, y].r)) / 255 }
        var worstPlain = 0.0
        for cellY in stride(from: 0, to: 120, by: 8) {
            for cellX in stride(from: 130, to: 250, by: 8) {
                var sum = 0.0, plainSum = 0.0, want = 0.0
                for y in cellY..<cellY + 8 { for x in cellX..<cellX + 8 {
                    #expect(abs(Double(dithered[x, y].r) - exact(x, y)) < 1.17 + 0.5, "(\(x), \(y))")
                    sum += Self.luma(dithered[x, y]); plainSum += Self.luma(plain[x, y]); want += 16 + 219.0 / 255 * exact(x, y)
                } }
                #expect(abs(sum - want) / 64 <= 0.1, "cell (\(cellX), \(cellY))")
                worstPlain = max(worstPlain, abs(plainSum - want) / 64)
            }
        }
        #expect(worstPlain > 0.3, "\(worstPlain)")
    }

    /// `dither: false` in a template turns it off; it is on by default.
    @Test func templateKey() throws {
        let dir = TemporaryDirectory()
        let on = try TemplateLoader.load(path: dir.write("a.yaml", TemplateFixtures.minimal()))
        let off = try TemplateLoader.load(path: dir.write("b.yaml", TemplateFixtures.minimal(canvas: "  size: [32, 24]\n  scale: 2\n  dither: false")))
        #expect(on.canvas.dither && !off.canvas.dither)
    }

    /// The row kernel of translucent gradient runs (`segue_dither_over_row`) against
    /// `OrderedDither.over` on random premultiplied 8.8 colors — translucent, nearly clear and
    /// opaque — over random pixels, every phase of the Bayer row and lengths with a remainder.
    @Test func ditherRowKernelEqualsOver() {
        var rng = SplitMix64(seed: 0x5EED_0019)
        for round in 0..<3_000 {
            let count = Int(rng.next() % 37), phase = Int(rng.next() % 8)
            let fine = (0..<count).map { _ -> UInt64 in
                let a = [UInt64(65_280), UInt64(rng.next() % 3_000), UInt64(rng.next() % 65_281)][Int(rng.next() % 3)]
                let channel = { a == 0 ? UInt64(0) : UInt64(rng.next() % (a + 1)) }
                return channel() | channel() << 16 | channel() << 32 | a << 48
            }
            let dst = (0..<count).map { _ -> UInt32 in
                let a = round % 2 == 0 ? 255 : UInt32(rng.next() % 256)
                return PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            }
            let row = OrderedDither.row(Int(rng.next() % 8))
            let expected = (0..<count).map { OrderedDither.over(fine[$0], dst[$0], threshold: row[(phase + $0) & 7]) }
            var out = dst
            Swift.withUnsafeBytes(of: row) { t in
                out.withUnsafeMutableBufferPointer {
                    segue_dither_over_row(fine, $0.baseAddress, t.bindMemory(to: UInt16.self).baseAddress, phase, count)
                }
            }
            #expect(out == expected)
        }
    }
}

/// Gradient tables kept across draws (`GradientTableCache`): a ramp made with them is the ramp
/// made afresh, for the same stops at any position, and different stops or opacity get tables
/// of their own.
@Suite struct GradientTableCacheTests {
    @Test func cachedTablesEqualFreshOnes() throws {
        let cache = GradientTableCache()
        let shadow = LinearGradient(stops: [LinearGradient.Stop(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), location: 0),
                                            LinearGradient.Stop(color: Color(red: 0, green: 0, blue: 0, alpha: 0), location: 1)],
                                    start: Point(x: 1, y: 0.5), end: Point(x: 0, y: 0.5))
        let sky = LinearGradient(stops: [LinearGradient.Stop(color: try Color(hex: "#1C2A4A"), location: 0.1),
                                         LinearGradient.Stop(color: try Color(hex: "#F2C14E"), location: 0.7),
                                         LinearGradient.Stop(color: try Color(hex: "#F2C14E"), location: 0.9)])
        for (gradient, opacity) in [(shadow, 1.0), (sky, 1), (shadow, 0.5), (sky, 0.3)] {
            for step in 0..<5 {
                let t = AffineTransform.scale(3, 3).concatenating(.translation(Double(step) * 7.37, 11))
                for target in [nil, DitherTarget.luma8, .rgb] {
                    let cached = try #require(GradientRamp(gradient, size: Size(width: 14, height: 640), toDevice: t, opacity: opacity,
                                                           dither: target, tables: cache))
                    let fresh = try #require(GradientRamp(gradient, size: Size(width: 14, height: 640), toDevice: t, opacity: opacity, dither: target))
                    #expect(cached.colors == fresh.colors && cached.fineColors == fresh.fineColors && cached.steady == fresh.steady)
                    #expect(cached.ta == fresh.ta && cached.tb == fresh.tb && cached.tc == fresh.tc)
                }
            }
        }
        let a = GradientRamp.tables([GradientTableCache.Stop(location: 0, color: 0xFF00_0000), GradientTableCache.Stop(location: 1, color: 0)], dither: false)
        #expect(a.colors.first == 0xFF00_0000 && a.colors.last == 0 && a.fine.isEmpty)
    }
}
