import CPixelKernels
@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// The AVX2 run of a luma-dithered shadow (`segue_shadow_luma_run_at`, Pixmap.composite's
/// `luma8` path) against the Swift it stands for, on seeded random masks, coverage, colors and
/// backdrops: the same bytes.
@Suite struct ShadowLumaKernelTests {
    static func premultiplied(_ rng: inout SplitMix64) -> UInt32 {
        let a = UInt32(rng.next() % 4 == 0 ? 255 : rng.next() % 256)
        func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
        return c() | c() << 8 | c() << 16 | a << 24
    }

    @Test func theKernelEqualsTheScalarDither() {
        var rng = SplitMix64(seed: 0x5EED_0052)
        var vectorPixels = 0
        for round in 0..<300 {
            let count = Int(rng.next() % 80) + 1, x0 = Int(rng.next() % 9)
            let x1 = x0 + count
            // Shadow colors are faint or strong, grey or tinted; masks run 0...255 with full runs.
            let color = round % 3 == 0 ? UInt32(rng.next() % 256) << 24 : Self.premultiplied(&rng)
            let values = (0..<32).map { _ in UInt8(rng.next() % 3 == 0 ? [0, 255][Int(rng.next() % 2)] : rng.next() % 256) }
            let column = (0..<x1).map { _ in Int(rng.next() % 32) }
            let coverage = (0..<x1).map { _ in Int32(rng.next() % 2 == 0 ? 256 : rng.next() % 257) }
            let backdrop = (0..<x1).map { _ in Self.premultiplied(&rng) }
            let y = Int(rng.next() % 8)
            let fine = OrderedDither.fineTable(color)
            var thresholds = OrderedDither.row(y)
            var expected = backdrop
            for x in x0..<x1 {
                let f = (UInt32(values[column[x]]) &* UInt32(truncatingIfNeeded: coverage[x]) &+ 128) >> 8
                if f == 255 {
                    expected[x] = PixelMath.over(color, expected[x])
                } else if f != 0 {
                    expected[x] = OrderedDither.over(OrderedDither.fine(color, scaledBy: f), expected[x], threshold: thresholds[x & 7])
                }
            }
            for level in [0, 1] {
                var pixels = backdrop
                let stop = withUnsafeBytes(of: &thresholds) { t in
                    segue_shadow_luma_run_at(Int32(level), values, column, coverage, color, fine,
                                             t.baseAddress!.assumingMemoryBound(to: UInt16.self), &pixels, x0, x1)
                }
                #expect(stop >= x0 && stop <= x1 && (stop - x0) % 8 == 0, "round \(round)")
                if level == 0 { #expect(stop == x0) }
                vectorPixels += stop - x0
                // What the kernel did equals the scalar; what it left is untouched.
                #expect(Array(pixels[x0..<stop]) == Array(expected[x0..<stop]), "round \(round) level \(level)")
                #expect(Array(pixels[stop..<x1]) == Array(backdrop[stop..<x1]), "round \(round) level \(level)")
            }
        }
        // On a machine without AVX2 the kernel does nothing and the Swift runs every pixel.
        if segue_kernel_level() >= 1 { #expect(vectorPixels > 5000) }
    }
}
