import CPixelKernels
import CompositorCore

/// An image placed on the device: the mip level to read and where each device pixel's center
/// lands in it, in 16.16 fixed point, for bilinear sampling.
///
/// Positions are level pixel coordinates minus ½ (so the integer part is the top-left of the
/// four texels and the fraction their weights); outside the image they clamp to the edge, since
/// the coverage shape, not the sampler, makes the image's edges anti-aliased.
package struct ImageSampler {
    package let source: Pixmap
    /// sample x = ax·x + bx·y + cx and sample y = ay·x + by·y + cy at device pixel (x, y).
    package let ax: Int64, bx: Int64, cx: Int64
    package let ay: Int64, by: Int64, cy: Int64
    /// 0...255, multiplies every sample.
    package let opacity: UInt32
    /// Every source pixel is opaque.
    package let isOpaque: Bool
    /// Set when device pixel (x, y) shows source pixel (x + dx, y + dy) exactly (level 0 at
    /// 1:1 and a whole-pixel offset): the copy path, which equals bilinear sampling there.
    package var offset: (dx: Int, dy: Int)?
    /// Set when sample x depends on device x only and sample y on device y only (no rotation):
    /// columns and rows are resolved once per draw and per row instead of per pixel.
    package var isAxisAligned: Bool

    /// `imageToDevice` maps the image's pixel coordinates (level 0, origin top-left) to device
    /// pixels. `nil` when it collapses the image.
    package init?(chain: MipChain, imageToDevice: AffineTransform, opacity: UInt32) {
        let level = chain.level(forScale: max(imageToDevice.scaleX, imageToDevice.scaleY))
        let base = chain.levels[0], image = chain.levels[level]
        guard let (ax, bx, cx, ay, by, cy) = Self.positions(imageToDevice, levelScaleX: Double(image.width) / Double(base.width),
                                                            levelScaleY: Double(image.height) / Double(base.height)) else { return nil }
        source = image
        self.ax = ax; self.bx = bx; self.cx = cx; self.ay = ay; self.by = by; self.cy = cy
        self.opacity = opacity
        isOpaque = chain.isOpaque
        let whole = ax == 65536 && by == 65536 && bx == 0 && ay == 0 && cx & 0xFFFF == 0 && cy & 0xFFFF == 0
        offset = whole ? (Int(cx >> 16), Int(cy >> 16)) : nil
        isAxisAligned = bx == 0 && ay == 0
    }

    /// Where device pixel centers land in a mip level (`levelScaleX`, `levelScaleY`: its size over
    /// level 0's) of an image placed by `imageToDevice`, in 16.16 fixed point: sample x = ax·x +
    /// bx·y + cx, sample y = ay·x + by·y + cy, minus ½ (see the type). `nil` when the transform
    /// collapses the image or the numbers are out of range. Shared with `PlaneBands`, which
    /// must sample a store exactly where this sampler would.
    package static func positions(_ imageToDevice: AffineTransform, levelScaleX: Double, levelScaleY: Double)
        -> (ax: Int64, bx: Int64, cx: Int64, ay: Int64, by: Int64, cy: Int64)? {
        guard let inverse = imageToDevice.inverted() else { return nil }
        let toLevel = inverse.concatenating(.scale(levelScaleX, levelScaleY))
        func fixed(_ v: Double) -> Int64? { v.isFinite && abs(v) < 1e12 ? Int64((v * 65536).rounded()) : nil }
        guard let ax = fixed(toLevel.a), let bx = fixed(toLevel.c), let cx = fixed(0.5 * (toLevel.a + toLevel.c) + toLevel.tx - 0.5),
              let ay = fixed(toLevel.b), let by = fixed(toLevel.d), let cy = fixed(0.5 * (toLevel.b + toLevel.d) + toLevel.ty - 0.5)
        else { return nil }
        return (ax, bx, cx, ay, by, cy)
    }

    /// Linear interpolation of premultiplied pixels with weight `f`/256 (0...255) on `b`, two
    /// channels per multiply; exact: round((a·(256 − f) + b·f) / 256) per channel.
    @inline(__always)
    package static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let rb = (((a & 0xFF00FF) &* g &+ (b & 0xFF00FF) &* f &+ 0x0080_0080) >> 8) & 0xFF00FF
        let ag = ((a >> 8) & 0xFF00FF) &* g &+ ((b >> 8) & 0xFF00FF) &* f &+ 0x0080_0080
        return rb | (ag & 0xFF00_FF00)
    }

    /// The two texel indices (clamped to 0..<n) and the weight of the second, at position s.
    @inline(__always)
    package static func taps(_ s: Int64, _ n: Int) -> (Int, Int, UInt32) {
        let i = Int(truncatingIfNeeded: s >> 16)
        return (i < 0 ? 0 : i >= n ? n - 1 : i, i + 1 < 0 ? 0 : i + 1 >= n ? n - 1 : i + 1, UInt32(truncatingIfNeeded: (s >> 8) & 0xFF))
    }

    /// The bilinear sample between rows r0 and r1 (weight fy on r1), columns x0 and x1 (fx on x1).
    ///
    /// Both horizontal lerps run at once on 16-bit lanes (eight channels in one vector; SSE2's
    /// 16-bit multiply), then the vertical one on four: the same per-channel formula as `lerp`,
    /// round((a·(256 − f) + b·f) / 256), whose sums stay below 2¹⁶; equal to `lerp` bit for bit
    /// (see the tests). With it the image-heavy bench screen took 12.7 instead of 18.1 ms.
    @inline(__always)
    package static func sample(_ r0: UnsafePointer<UInt32>, _ r1: UnsafePointer<UInt32>, _ fy: UInt32, _ x0: Int, _ x1: Int, _ fx: UInt32) -> UInt32 {
        if fx == 0 && fy == 0 { return r0[x0] }
        let left = SIMD8<UInt16>(lowHalf: widen(r0[x0]), highHalf: widen(r1[x0]))
        let right = SIMD8<UInt16>(lowHalf: widen(r0[x1]), highHalf: widen(r1[x1]))
        let h = (left &* SIMD8(repeating: UInt16(truncatingIfNeeded: 256 - fx)) &+ right &* SIMD8(repeating: UInt16(truncatingIfNeeded: fx))
                 &+ SIMD8(repeating: 128)) &>> 8
        let v = (h.lowHalf &* SIMD4(repeating: UInt16(truncatingIfNeeded: 256 - fy)) &+ h.highHalf &* SIMD4(repeating: UInt16(truncatingIfNeeded: fy))
                 &+ SIMD4(repeating: 128)) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: v), to: UInt32.self)
    }

    /// Two horizontally adjacent samples on one pair of rows, both computed in one vector: columns
    /// `x` and `x + 1` of `columns`. Equal to two calls of `sample`.
    @inline(__always)
    package static func sample2(_ r0: UnsafePointer<UInt32>, _ r1: UnsafePointer<UInt32>, _ fy: UInt32, _ columns: ColumnTaps, _ x: Int) -> (UInt32, UInt32) {
        let a0 = columns.x0(x), a1 = columns.x1(x), fa = columns.fx(x), b0 = columns.x0(x + 1), b1 = columns.x1(x + 1), fb = columns.fx(x + 1)
        // Lanes: A's top and bottom texels, then B's.
        let left = PixelMath.widen(SIMD4<UInt32>(r0[a0], r1[a0], r0[b0], r1[b0]))
        let right = PixelMath.widen(SIMD4<UInt32>(r0[a1], r1[a1], r0[b1], r1[b1]))
        let w = PixelMath.spread(SIMD4<UInt64>(UInt64(fa), UInt64(fa), UInt64(fb), UInt64(fb)))
        let h = (left &* (SIMD16(repeating: 256) &- w) &+ right &* w &+ SIMD16(repeating: 128)) &>> 8
        let rows = unsafeBitCast(h, to: SIMD4<UInt64>.self)
        let top = unsafeBitCast(SIMD2<UInt64>(rows[0], rows[2]), to: SIMD8<UInt16>.self)
        let bottom = unsafeBitCast(SIMD2<UInt64>(rows[1], rows[3]), to: SIMD8<UInt16>.self)
        let v = (top &* SIMD8(repeating: UInt16(truncatingIfNeeded: 256 - fy)) &+ bottom &* SIMD8(repeating: UInt16(truncatingIfNeeded: fy))
                 &+ SIMD8(repeating: 128)) &>> 8
        let out = unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: v), to: SIMD2<UInt32>.self)
        return (out[0], out[1])
    }

    /// The one weight of every sample in columns `lo..<hi` (non-empty) of a row with vertical
    /// weight `fy`, when they are all a lerp between two texels a fixed step apart: columns
    /// reading consecutive texels at one horizontal weight with `fy` = 0 (the texel to the right),
    /// or at horizontal weight 0 (the texel below, weight `fy`). `nil` otherwise. For a sampler
    /// at 1:1 (`ax` = 1.0) positions advance by exactly one texel a column, so when both ends
    /// read unclamped texels at one weight, every column between does.
    @inline(__always)
    package static func translatedRun(_ column: ColumnTaps, _ lo: Int, _ hi: Int, _ fy: UInt32) -> UInt32? {
        let first = column.x0(lo), last = column.x0(hi - 1), n = hi - 1 - lo
        let fx = column.fx(lo)
        guard last - first == n, column.fx(hi - 1) == fx else { return nil }
        if fy == 0 {
            guard column.x1(lo) == first + 1, column.x1(hi - 1) == last + 1 else { return nil }
            return fx
        }
        return fx == 0 ? fy : nil
    }

    /// out[i] = lerp(a[i], b[i], f) (`lerp`'s rounding, f in 0...255) for `count` pixels, four
    /// at a time; with `over`, the result is composited over out[i] instead
    /// (where it is opaque that is the result itself). The horizontal or vertical bilinear
    /// sample of a store moved one way by a fraction of a pixel: the other lerp of `sample`
    /// has weight 0 and gives its texel exactly.
    @inline(__always)
    package static func lerpRun(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ f: UInt32,
                        _ out: UnsafeMutablePointer<UInt32>, _ count: Int, over: Bool) {
        // Red and blue (then green and alpha) on alternate 16-bit lanes of the masked words, as
        // the scalar `lerp` keeps them in one word's halves: a·(256 − f) + b·f + 128 < 2¹⁶.
        let m = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let g = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 256 - f)), h = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: f))
        @inline(__always) func mix(_ x: SIMD4<UInt32>, _ y: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let v = unsafeBitCast(x, to: SIMD8<UInt16>.self) &* g &+ unsafeBitCast(y, to: SIMD8<UInt16>.self) &* h &+ SIMD8(repeating: 128)
            return unsafeBitCast(v &>> 8, to: SIMD4<UInt32>.self)
        }
        // Stored without blending: eight pixels a step with AVX2 (CPixelKernels), same integers.
        var i = over ? 0 : segue_lerp_row(a, b, f, out, count)
        while i + 4 <= count {
            let va = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let vb = UnsafeRawPointer(b + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let p = mix(va & m, vb & m) | mix((va &>> 8) & m, (vb &>> 8) & m) &<< 8
            if over && (p & SIMD4(repeating: 0xFF00_0000)) != SIMD4(repeating: 0xFF00_0000) {
                for k in 0..<4 { out[i + k] = PixelMath.over(p[k], out[i + k]) }
            } else {
                UnsafeMutableRawPointer(out + i).storeBytes(of: p, as: SIMD4<UInt32>.self)
            }
            i += 4
        }
        while i < count {
            let p = lerp(a[i], b[i], f)
            out[i] = over ? PixelMath.over(p, out[i]) : p
            i += 1
        }
    }

    /// A packed pixel's four channels as 16-bit lanes.
    @inline(__always)
    package static func widen(_ p: UInt32) -> SIMD4<UInt16> {
        SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
    }

    /// The bilinear sample at fixed-point position (sx, sy), clamped to the edges.
    @inline(__always)
    package static func sample(_ src: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ sx: Int64, _ sy: Int64) -> UInt32 {
        let (x0, x1, fx) = taps(sx, w), (y0, y1, fy) = taps(sy, h)
        return sample(src + y0 * w, src + y1 * w, fy, x0, x1, fx)
    }

    /// A sample at coverage `c` (0...256) and the sampler's opacity, over `dst`.
    @inline(__always)
    package func blend(_ p: UInt32, coverage c: Int32, over dst: UInt32) -> UInt32 {
        let f = UInt32(truncatingIfNeeded: (c &* Int32(opacity) &+ 128) >> 8)
        return PixelMath.over(f == 255 ? p : PixelMath.scale(p, by: f), dst)
    }
}

extension Pixmap {
    /// Composites the sampled image through the scanner's coverage.
    package mutating func draw(_ s: ImageSampler, through scanner: CoverageScanner) {
        guard s.opacity > 0 else { return }
        let sw = s.source.width, sh = s.source.height
        s.source.pixels.withUnsafeBufferPointer { src in
            let src = src.baseAddress!
            if let (dx, dy) = s.offset {
                drawCopying(src, sw, sh, dx, dy, s, scanner)
                return
            }
            if s.isAxisAligned {
                drawAxisAligned(src, sw, sh, s, scanner)
                return
            }
            scanRows(scanner, materialize: true) { px, y, r, cov in
                var sx = s.ax &* Int64(r.a0) &+ s.bx &* Int64(y) &+ s.cx
                var sy = s.ay &* Int64(r.a0) &+ s.by &* Int64(y) &+ s.cy
                for x in r.a0..<r.b1 {
                    let c = cov[x]
                    if c > 0 {
                        let p = ImageSampler.sample(src, sw, sh, sx, sy)
                        if p != 0 { px[x] = s.blend(p, coverage: c, over: px[x]) }
                    }
                    sx &+= s.ax
                    sy &+= s.ay
                }
            }
        }
    }

    /// The unrotated path: each column's taps and weight computed once per draw, each row's once
    /// per row; the same arithmetic as the general path.
    private mutating func drawAxisAligned(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ s: ImageSampler, _ scanner: CoverageScanner) {
        let area = scanner.area
        guard !area.isEmpty else { return }
        // Per column: both taps and the weight, 32 bits each (the table stays in L1).
        var table = [UInt32](repeating: 0, count: 3 * area.width)
        // Opaque pixels at full coverage and opacity are stored without blending. At full
        // opacity and coverage a sample with transparent parts (a store holding a scene and its
        // edge shadow) is `over` the pixel, which is what `blend` gives there and is the sample
        // itself where it is opaque.
        let full = s.opacity == 255, direct = s.isOpaque && full
        // Opaque samples stepping less than two texels a row: each source row's horizontal
        // lerps made once for the rows sharing it (`HorizontalLerpRows`).
        var rowStore = [UInt32](repeating: 0, count: direct && s.by.magnitude < 2 << 16 ? 2 * area.width : 0)
        table.withUnsafeMutableBufferPointer { table in rowStore.withUnsafeMutableBufferPointer { rowStore in
            let column = ColumnTaps.fill(table.baseAddress!, x0: area.x0, width: area.width) { ImageSampler.taps(s.ax &* Int64($0) &+ s.cx, sw) }
            var rows = rowStore.isEmpty ? nil : HorizontalLerpRows(base: rowStore.baseAddress!, width: area.width, source: src,
                                                                    sourceWidth: sw, columns: column, x0: area.x0)
            scanRows(scanner, materialize: !direct) { px, y, r, cov in
                let (y0, y1, fy) = ImageSampler.taps(s.by &* Int64(y) &+ s.cy, sh)
                let r0 = src + y0 * sw, r1 = src + y1 * sw
                @inline(__always) func sample(_ x: Int) -> UInt32 {
                    ImageSampler.sample(r0, r1, fy, column.x0(x), column.x1(x), column.fx(x))
                }
                @inline(__always) func put(_ x: Int, _ p: UInt32) {
                    px[x] = direct ? p : PixelMath.over(p, px[x])
                }
                func blendRun(_ lo: Int, _ hi: Int) {
                    for x in lo..<hi {
                        let c = cov[x]
                        if c == 0 { continue }
                        let p = sample(x)
                        if p != 0 { px[x] = s.blend(p, coverage: c, over: px[x]) }
                    }
                }
                guard full else { blendRun(r.a0, r.b1); return }
                blendRun(r.a0, r.a1)
                if r.middle == 256 && s.ax == 65536 && r.a1 < r.b0, let run = ImageSampler.translatedRun(column, r.a1, r.b0, fy) {
                    // A store moved by a fraction of a pixel one way only: every sample of the
                    // run is one lerp between two texels with the same weight (`lerpRun`).
                    let x0 = column.x0(r.a1)
                    let a = r0 + x0, b = fy == 0 ? r0 + x0 + 1 : r1 + x0
                    ImageSampler.lerpRun(a, b, run, px + r.a1, r.b0 - r.a1, over: !direct)
                } else if r.middle == 256 && r.a1 < r.b0, rows != nil {
                    // The vertical lerp of the two source rows' horizontal lerps (`sample`'s
                    // integers); on a texel row, the top row's lerps themselves.
                    let top = rows!.row(y0, keeping: y1) + (r.a1 - area.x0)
                    if fy == 0 {
                        (px + r.a1).update(from: top, count: r.b0 - r.a1)
                    } else {
                        let bottom = rows!.row(y1, keeping: y0) + (r.a1 - area.x0)
                        ImageSampler.lerpRun(top, bottom, fy, px + r.a1, r.b0 - r.a1, over: false)
                    }
                } else if r.middle == 256 && fy == 0 {
                    // On a texel row (a store moved sideways by a fraction of a pixel): the
                    // vertical lerp keeps the top row exactly, so one horizontal lerp is the sample.
                    for x in r.a1..<r.b0 {
                        put(x, ImageSampler.lerp(r0[column.x0(x)], r0[column.x1(x)], column.fx(x)))
                    }
                } else if r.middle == 256 {
                    // Eight samples a step with AVX2 (CPixelKernels), the same integers as `sample2`.
                    var x = r.a1 + segue_bilinear_row(r0, r1, sw, fy, column.kernelTaps(from: r.a1), column.stride, px + r.a1, r.b0 - r.a1, direct ? 0 : 1)
                    while x + 2 <= r.b0 {
                        let pair = ImageSampler.sample2(r0, r1, fy, column, x)
                        put(x, pair.0)
                        put(x + 1, pair.1)
                        x += 2
                    }
                    if x < r.b0 { put(x, sample(x)) }
                } else if r.middle > 0 {
                    for x in r.a1..<r.b0 { px[x] = s.blend(sample(x), coverage: r.middle, over: px[x]) }
                }
                blendRun(r.b0, r.b1)
            }
        } }
    }

    /// The 1:1 whole-pixel path: no interpolation, and opaque rows inside the shape are copied.
    private mutating func drawCopying(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int, _ dx: Int, _ dy: Int,
                                      _ s: ImageSampler, _ scanner: CoverageScanner) {
        let copyRows = s.isOpaque && s.opacity == 255
        scanRows(scanner, materialize: true) { px, y, r, cov in
            let sy = y + dy
            let line = src + (sy < 0 ? 0 : sy >= sh ? sh - 1 : sy) * sw
            @inline(__always) func pixel(_ x: Int) -> UInt32 {
                let sx = x + dx
                return line[sx < 0 ? 0 : sx >= sw ? sw - 1 : sx]
            }
            func blendRun(_ lo: Int, _ hi: Int) {
                for x in lo..<hi where cov[x] > 0 {
                    let p = pixel(x)
                    if p != 0 { px[x] = s.blend(p, coverage: cov[x], over: px[x]) }
                }
            }
            guard copyRows else { blendRun(r.a0, r.b1); return }
            blendRun(r.a0, r.a1)
            if r.middle < 256 {
                blendRun(r.a1, r.b0)
            } else if r.a1 < r.b0 {
                // Clamp to the columns the source has; the rest (never inside an image's own
                // shape, but possible under a clip) blends like the general path.
                let c0 = min(max(r.a1, -dx), r.b0), c1 = max(min(r.b0, sw - dx), c0)
                for x in r.a1..<c0 { px[x] = pixel(x) }
                (px + c0).update(from: line + (c0 + dx), count: c1 - c0)
                for x in c1..<r.b0 { px[x] = pixel(x) }
            }
            blendRun(r.b0, r.b1)
        }
    }
}
