import CPixelKernels
import Testing
@testable import Compositor
@testable import CompositorScene

@Suite struct PixelMathTests {
    @Test func mulMatchesRoundedDivision() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                let exact = (Double(x * y) / 255).rounded()
                #expect(PixelMath.mul(x, y) == UInt32(exact))
            }
        }
    }

    @Test func packedScaleMatchesPerChannel() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let p = UInt32(truncatingIfNeeded: rng.next())
            let f = UInt32(rng.next() % 256)
            let expected = (0..<4).reduce(UInt32(0)) { acc, i in
                acc | PixelMath.mul((p >> (8 * UInt32(i))) & 0xFF, f) << (8 * UInt32(i))
            }
            #expect(PixelMath.scale(p, by: f) == expected)
        }
    }

    @Test func halfRedOverWhite() {
        let red = Color(red: 1, green: 0, blue: 0).premultiplied(opacity: 0.5)
        #expect(red == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        let out = PremultipliedRGBA8(packed: PixelMath.over(red.packed, white.packed))
        // 128 + 255·127/255 = 255 for red; 0 + 127 for green and blue.
        #expect(out == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
    }
}

@Suite struct PixelMathVectorTests {
    @Test func over4EqualsScalarOver() {
        var rng = SplitMix64(seed: 0x5EED_0009)
        for round in 0..<20_000 {
            var src = [UInt32](), dst = [UInt32]()
            for _ in 0..<4 {
                let a = round % 4 == 0 ? 255 : UInt32(rng.next() % 256)
                src.append(PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24)
                dst.append(UInt32(truncatingIfNeeded: rng.next()) | (rng.next() % 2 == 0 ? 0xFF00_0000 : 0))
            }
            let opacity = round % 3 == 0 ? 255 : UInt32(rng.next() % 256)
            let expected = zip(src, dst).map { s, d in PixelMath.over(opacity == 255 ? s : PixelMath.scale(s, by: opacity), d) }
            var out = dst
            src.withUnsafeBufferPointer { s in out.withUnsafeMutableBufferPointer { PixelMath.over4(s.baseAddress!, opacity: opacity, $0.baseAddress!) } }
            #expect(out == expected)
        }
    }

    @Test func over4WithFactorsEqualsScalar() {
        var rng = SplitMix64(seed: 0x5EED_000A)
        for round in 0..<20_000 {
            let a = round % 3 == 0 ? 255 : UInt32(rng.next() % 256)
            let color = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            let f = SIMD4<UInt32>((0..<4).map { _ in [0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)] })
            let dst = (0..<4).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            let expected = (0..<4).map { i in f[i] == 0 ? dst[i] : PixelMath.over(f[i] == 255 ? color : PixelMath.scale(color, by: f[i]), dst[i]) }
            var out = dst
            out.withUnsafeMutableBufferPointer { PixelMath.over4(color: color, factors: f, $0.baseAddress!) }
            #expect(out == expected)
        }
    }

    @Test func pairedBilinearEqualsTwoSamples() {
        var rng = SplitMix64(seed: 0x5EED_000C)
        for _ in 0..<20_000 {
            let rows = (0..<8).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            // Two columns as a ColumnTaps table: both first texels, both second, both weights.
            let texels: [UInt32] = (0..<4).map { _ in UInt32(rng.next() % 4) }
            let weights: [UInt32] = (0..<2).map { _ in UInt32(rng.next() % 256) }
            let taps = texels + weights
            let fy = UInt32(rng.next() % 256)
            rows.withUnsafeBufferPointer { r in
                let r0 = r.baseAddress!, r1 = r0 + 4
                let pair = taps.withUnsafeBufferPointer { ImageSampler.sample2(r0, r1, fy, ColumnTaps(base: $0.baseAddress!, stride: 2), 0) }
                #expect(pair.0 == ImageSampler.sample(r0, r1, fy, Int(taps[0]), Int(taps[2]), taps[4]))
                #expect(pair.1 == ImageSampler.sample(r0, r1, fy, Int(taps[1]), Int(taps[3]), taps[5]))
            }
        }
    }

    /// The AVX2 row kernel of the axis-aligned image path against `sample` (and `over` of it), on
    /// random premultiplied rows — opaque and translucent — with clamped taps, all weights and
    /// lengths that leave a remainder for the Swift loop.
    @Test func bilinearRowKernelEqualsSamples() {
        var rng = SplitMix64(seed: 0x5EED_0018)
        var done = 0
        for round in 0..<4_000 {
            let n = 1 + Int(rng.next() % 40), count = Int(rng.next() % 41)
            let opaque = round % 2 == 0
            let rows = (0..<(2 * n)).map { _ in
                let a = opaque ? 255 : UInt32(rng.next() % 256)
                return PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            }
            let taps = Self.randomTaps(&rng, count: count, texels: n, monotone: round % 3 == 0)
            let fy = [0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)]
            let over = round % 4 < 2
            let dst = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            var out = dst
            rows.withUnsafeBufferPointer { r in
                let r0 = r.baseAddress!, r1 = r0 + n
                let did = taps.withUnsafeBufferPointer { t in
                    out.withUnsafeMutableBufferPointer { segue_bilinear_row(r0, r1, n, fy, t.baseAddress, count, $0.baseAddress, count, over ? 1 : 0) }
                }
                #expect(did % 8 == 0 && did <= count)
                done += did
                for i in 0..<did {
                    let p = ImageSampler.sample(r0, r1, fy, Int(taps[i]), Int(taps[count + i]), taps[2 * count + i])
                    #expect(out[i] == (over ? PixelMath.over(p, dst[i]) : p))
                }
                #expect(out[did...] == dst[did...])
            }
        }
        #if arch(x86_64)
        // This project's machines and CI have AVX2: the kernel must have run.
        #expect(done > 0)
        #endif
    }

    /// A column table of `count` columns over `texels` texels as `ColumnTaps` keeps it (the
    /// `count` first texels, then the second ones, then the weights), taps clamped at the right
    /// edge: random columns, or (`monotone`) an image drawn at 0.44 to 4 times its size from a
    /// random texel (the kernels' load-and-permute cases: eight samples within eight texels, or
    /// within sixteen when drawn down to half its size; past that, gathers).
    static func randomTaps(_ rng: inout SplitMix64, count: Int, texels n: Int, monotone: Bool) -> [UInt32] {
        let start = Double(rng.next() % UInt64(n)), step = 0.25 + Double(rng.next() % 2000) / 1000
        let triplets = (0..<count).map { i -> (UInt32, UInt32, UInt32) in
            let x0 = monotone ? UInt32(min(start + Double(i) * step, Double(n - 1))) : UInt32(rng.next() % UInt64(n))
            return (x0, min(x0 + 1, UInt32(n - 1)), [0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)])
        }
        return triplets.map(\.0) + triplets.map(\.1) + triplets.map(\.2)
    }

    /// The kernel levels this machine has (`segue_kernel_level`: 2 AVX-512, 1 AVX2, 0
    /// none), each tested on its own so a wide machine still checks the narrower kernels.
    static let kernelLevels = Array(0...segue_kernel_level())

    /// The horizontal-lerp row kernel (`HorizontalLerpRows`) at each kernel level against
    /// `ImageSampler.lerp` of each column's two texels, on random and monotone column tables and
    /// translucent texels; rows up to 140 texels and 120 columns, so the AVX-512 steps meet both
    /// their fast case (sixteen columns within 32 texels, not at the row's end) and the others.
    @Test(arguments: kernelLevels) func horizontalLerpKernelEqualsLerps(level: Int32) {
        var rng = SplitMix64(seed: 0x5EED_001C)
        var done = 0
        for round in 0..<3_000 {
            let n = 1 + Int(rng.next() % 140), count = Int(rng.next() % 121)
            let row = (0..<n).map { _ in
                let a = round % 2 == 0 ? 255 : UInt32(rng.next() % 256)
                return PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            }
            let taps = Self.randomTaps(&rng, count: count, texels: n, monotone: round % 3 != 0)
            var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
            let did = row.withUnsafeBufferPointer { r in
                taps.withUnsafeBufferPointer { t in
                    out.withUnsafeMutableBufferPointer { segue_hlerp_row_at(level, r.baseAddress, n, t.baseAddress, count, $0.baseAddress, count) }
                }
            }
            #expect(did % 8 == 0 && did <= count && (level > 0 || did == 0))
            done += did
            for i in 0..<did {
                #expect(out[i] == ImageSampler.lerp(row[Int(taps[i])], row[Int(taps[count + i])], taps[2 * count + i]), "round \(round) column \(i)")
            }
            #expect(out[did...].allSatisfy { $0 == 0xDEAD_BEEF })
        }
        #if arch(x86_64)
        // This project's machines and CI have AVX2: every level above 0 must have run.
        #expect(level == 0 || done > 0)
        #endif
    }

    /// The material row kernel (`MaterialBlur.upsample`'s vertical step and tint) at each kernel
    /// level equals `PixelMath.over(tint, PixelMath.lerp(upper, lower, fy))` pixel by pixel, for
    /// random words (any carry between channels included), weights 0, 255 and between, opaque,
    /// clear and random tints, and every length 0...70.
    @Test(arguments: kernelLevels) func materialRowKernelEqualsOverOfLerp(level: Int32) {
        var rng = SplitMix64(seed: 0x5EED_0051)
        var done = 0
        for count in 0...70 {
            for (fy, tint) in [(0, 0xFF10_2030), (255, 0), (UInt32(rng.next() % 256), UInt32(truncatingIfNeeded: rng.next()))] as [(UInt32, UInt32)] {
                let u = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }, l = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
                done += Self.checkRowKernel(level: level, count: count, "weight \(fy) tint \(tint)", expected: { PixelMath.over(tint, PixelMath.lerp(u[$0], l[$0], fy)) }) { out in
                    u.withUnsafeBufferPointer { u in l.withUnsafeBufferPointer { l in segue_material_row_at(level, u.baseAddress, l.baseAddress, fy, tint, out, count) } }
                }
            }
        }
        #if arch(x86_64)
        #expect(level == 0 || done > 0)
        #endif
    }

    /// The material's horizontal kernel (`MaterialBlur.upsample`'s lerps on a coarse row) at each
    /// kernel level equals `PixelMath.lerp(row[tap], row[tap + 1], weight)` column by column, for
    /// random words, taps anywhere in the row (the last pair included) and weights 0...255, every
    /// length 0...70.
    @Test(arguments: kernelLevels) func materialHorizontalKernelEqualsLerps(level: Int32) {
        var rng = SplitMix64(seed: 0x5EED_0052)
        var done = 0
        for count in 0...70 {
            let width = 2 + Int(rng.next() % 40)
            let row = (0..<width).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            let taps = (0..<count).map { n in Int32(n == 0 ? width - 2 : Int(rng.next() % UInt64(width - 1))) }
            let weights = (0..<count).map { n in n == 1 ? 0 : n == 2 ? 255 : UInt32(rng.next() % 256) }
            done += Self.checkRowKernel(level: level, count: count, "width \(width)", expected: { PixelMath.lerp(row[Int(taps[$0])], row[Int(taps[$0]) + 1], weights[$0]) }) { out in
                row.withUnsafeBufferPointer { r in taps.withUnsafeBufferPointer { t in weights.withUnsafeBufferPointer { w in
                    segue_material_hlerp_row_at(level, r.baseAddress, t.baseAddress, w.baseAddress, out, count)
                } } }
            }
        }
        #if arch(x86_64)
        #expect(level == 0 || done > 0)
        #endif
    }

    /// Runs a row kernel writing `count` pixels into a buffer of markers and checks it: a
    /// multiple of 8 done (none at level 0), each equal to `expected`, the rest untouched.
    /// Returns how many it did.
    private static func checkRowKernel(level: Int32, count: Int, _ label: String, expected: (Int) -> UInt32,
                                       run: (UnsafeMutablePointer<UInt32>?) -> Int) -> Int {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
        let did = out.withUnsafeMutableBufferPointer { run($0.baseAddress) }
        #expect(did % 8 == 0 && did <= count && (level > 0 || did == 0))
        for i in 0..<did where out[i] != expected(i) { Issue.record("\(label) count \(count) pixel \(i)") }
        #expect(out[did...].allSatisfy { $0 == 0xDEAD_BEEF })
        return did
    }

    /// The vertical-lerp row kernel (`ImageSampler.lerpRun`'s stores) at each kernel level equals
    /// `ImageSampler.lerp` pixel by pixel, for random pixels, weights 0, 255 and between, and every
    /// length 0...70 (each step and tail); pixels past what it did stay as they were.
    @Test(arguments: kernelLevels) func verticalLerpKernelEqualsLerps(level: Int32) {
        var rng = SplitMix64(seed: 0x5EED_0022)
        var done = 0
        for count in 0...70 {
            for f in [0, 255, UInt32(rng.next() % 256)] {
                let a = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }, b = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
                var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
                let did = a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in out.withUnsafeMutableBufferPointer { segue_lerp_row_at(level, a.baseAddress, b.baseAddress, f, $0.baseAddress, count) } }
                }
                #expect(did % 8 == 0 && did <= count && (level > 0 || did == 0))
                done += did
                for i in 0..<did where out[i] != ImageSampler.lerp(a[i], b[i], f) {
                    Issue.record("count \(count) weight \(f) pixel \(i)")
                }
                #expect(out[did...].allSatisfy { $0 == 0xDEAD_BEEF })
            }
        }
        #if arch(x86_64)
        #expect(level == 0 || done > 0)
        #endif
    }

    /// A color over a run (`Pixmap.fillSpan`, with its AVX2 kernels: translucent, and opaque
    /// stores 32 a step) equals `PixelMath.over` of the color on each pixel, for every alpha and
    /// run lengths leaving tails; pixels past the run stay as they were.
    @Test func translucentSpanEqualsOver() {
        var rng = SplitMix64(seed: 0x5EED_001D)
        for round in 0..<2_000 {
            let a = round % 4 == 3 ? 255 : UInt32(round % 256), count = Int(rng.next() % 100), start = Int(rng.next() % 5)
            let color = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            let dst = (0..<(start + count + 3)).map { _ in
                let b = UInt32(rng.next() % 256)
                return PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: b) | b << 24
            }
            var out = dst
            out.withUnsafeMutableBufferPointer { Pixmap.fillSpan($0, from: start, to: start + count, color: color) }
            let expected = dst.indices.map { i in (start..<(start + count)).contains(i) && color != 0 ? PixelMath.over(color, dst[i]) : dst[i] }
            #expect(out == expected, "round \(round)")
        }
    }

    /// A layer composited through shaped clips (rounded, fractional, rotated, two nested) at any
    /// opacity equals the per-pixel definition: each pixel scaled by round(coverage · opacity / 256)
    /// and composited over, with coverage from the materialized scanner.
    @Test func shapedCompositeEqualsPerPixelCoverage() {
        var rng = SplitMix64(seed: 0x5EED_001B)
        for round in 0..<300 {
            let (w, h) = (8 + Int(rng.next() % 40), 8 + Int(rng.next() % 40))
            var layer = Pixmap(width: w, height: h)
            for i in layer.pixels.indices where rng.next() % 4 != 0 {
                let a = rng.next() % 3 == 0 ? 255 : UInt32(rng.next() % 256)
                layer.pixels[i] = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            }
            var target = Pixmap(width: 64, height: 64)
            for i in target.pixels.indices { target.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            func random(_ n: UInt64) -> Double { Double(rng.next() % (n * 16)) / 16 }
            var clip = ClipRegion(rect: target.bounds)
            for _ in 0..<(1 + round % 2) {
                let turn = round % 5 == 0 ? AffineTransform.rotation(random(1) - 0.5) : .identity
                let transform = turn.concatenating(.translation(random(20), random(20)))
                if let shape = RoundedRectCoverage(size: Size(width: 8 + random(40), height: 8 + random(40)),
                                                   cornerRadius: random(12), transform: transform) {
                    clip = clip.clipped(to: shape)
                }
            }
            let opacity = round % 3 == 0 ? 255 : UInt32(rng.next() % 256)
            let (x, y) = (Int(rng.next() % 24), Int(rng.next() % 24))
            var expected = target
            let scanner = CoverageScanner(shape: nil, clip: clip.intersection(IntRect(x0: x, y0: y, x1: x + w, y1: y + h)), target: target.bounds)
            expected.scanRows(scanner, materialize: true) { px, row, r, cov in
                for col in r.a0..<r.b1 where cov[col] > 0 {
                    let p = layer.pixels[(row - y) * w + col - x]
                    let f = UInt32((cov[col] * Int32(opacity) + 128) >> 8)
                    px[col] = PixelMath.over(PixelMath.scale(p, by: f), px[col])
                }
            }
            target.composite(layer, atX: x, y: y, opacity: opacity, clip: clip)
            #expect(target.pixels == expected.pixels)
        }
    }

    /// The glyph-mask row kernel against `over(scale(color, by: c), pixel)` per pixel, skipping
    /// zero coverage: random masks (clear runs, full and partial coverage), premultiplied colors
    /// opaque and translucent, every length 0–44 (the last one to seven pixels masked, nothing
    /// past the row written).
    @Test func maskRowKernelEqualsScalarBlend() {
        var rng = SplitMix64(seed: 0x5EED_001C)
        for round in 0..<4_000 {
            let count = Int(rng.next() % 45)
            let coverage = (0..<count).map { _ in [UInt8(0), 0, 255, UInt8(truncatingIfNeeded: rng.next())][Int(rng.next() % 4)] }
            let a = round % 2 == 0 ? 255 : UInt32(rng.next() % 256)
            let color = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            let dst = (0..<count).map { _ -> UInt32 in
                let da = rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)
                return PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: da) | da << 24
            }
            let expected = (0..<count).map { i in
                coverage[i] == 0 ? dst[i] : PixelMath.over(coverage[i] == 255 ? color : PixelMath.scale(color, by: UInt32(coverage[i])), dst[i])
            }
            // Eight sentinel pixels past the row: the masked tail must not write them.
            var out = dst + [UInt32](repeating: 0xDEAD_BEEF, count: 8)
            out.withUnsafeMutableBufferPointer { segue_mask_row(coverage, color, $0.baseAddress, count) }
            #expect(Array(out[..<count]) == expected)
            #expect(out[count...].allSatisfy { $0 == 0xDEAD_BEEF })
        }
    }
}
