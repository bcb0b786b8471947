import CPixelKernels
import CompositorCore
import CompositorScene

/// A linear gradient ready to draw: its colors premultiplied into a table of `size` entries
/// along the gradient line, and the device-pixel-to-table-index mapping in 16.16 fixed point.
///
/// Table entries interpolate adjacent stops on premultiplied 8-bit values with 16-bit weights,
/// as Core Animation interpolates premultiplied colors; the stops' positions are computed once
/// per draw in doubles, never per pixel.
package struct GradientRamp {
    package static let size = 1024
    /// Premultiplied colors from the start (index 0) to the end of the gradient line.
    package let colors: [UInt32]
    /// The same colors in 8.8 fixed point (four 16-bit channels, red lowest) when dithering:
    /// the fraction an 8-bit table drops, for `OrderedDither`. Empty otherwise.
    package let fineColors: [UInt64]
    /// Whether each entry lies where the gradient is constant (past the end stops, or between two
    /// equal stops): drawn as the whole color it is, so a flat area stays flat. Empty unless
    /// dithering.
    package let steady: [Bool]
    /// What the fine colors are rounded toward; nil without dithering.
    package let ditherTarget: DitherTarget?
    /// index·65536 = ta·x + tb·y + tc at the center of device pixel (x, y), before clamping.
    package let ta: Int64, tb: Int64, tc: Int64

    /// `gradient` over a view of `size` points whose coordinates reach device pixels through
    /// `toDevice`, at `opacity`, dithered toward `dither` (not at all when nil). `nil` when the
    /// transform collapses the view.
    /// `tables` keeps the color tables of gradients drawn before (they depend on the stops and
    /// opacity only, not on where the gradient is: a moving shadow's ramp is made once).
    package init?(_ gradient: LinearGradient, size: Size, toDevice: AffineTransform, opacity: Double, dither target: DitherTarget? = nil,
          tables cache: GradientTableCache? = nil) {
        let dither = target != nil
        guard let inverse = toDevice.inverted(), !gradient.stops.isEmpty else { return nil }
        let p0 = Point(x: gradient.start.x * size.width, y: gradient.start.y * size.height)
        let dx = (gradient.end.x - gradient.start.x) * size.width, dy = (gradient.end.y - gradient.start.y) * size.height
        let length2 = dx * dx + dy * dy
        let n = Double(GradientRamp.size - 1) * 65536
        if length2 > 0, length2.isFinite {
            // t = ((p − p0) · d) / |d|², with p = inverse(device pixel center).
            let ka = (dx * inverse.a + dy * inverse.b) / length2, kb = (dx * inverse.c + dy * inverse.d) / length2
            let kc = (dx * (inverse.tx - p0.x) + dy * (inverse.ty - p0.y)) / length2 + 0.5 * (ka + kb)
            func fixed(_ v: Double) -> Int64 { v.isFinite ? Int64(max(min(v * n, 1e15), -1e15).rounded()) : 0 }
            ta = fixed(ka); tb = fixed(kb); tc = fixed(kc) &+ 32768
        } else {
            ta = 0; tb = 0; tc = 0
        }
        let stops = gradient.stops.map { GradientTableCache.Stop(location: $0.location, color: $0.color.premultiplied(opacity: opacity).packed) }
        let tables = cache?.tables(stops, dither: dither) ?? GradientRamp.tables(stops, dither: dither)
        colors = tables.colors
        fineColors = tables.fine
        steady = tables.steady
        ditherTarget = target
    }

    /// The color tables of premultiplied `stops` (with the 8.8 and steady tables when `dither`).
    package static func tables(_ stops: [GradientTableCache.Stop], dither: Bool) -> GradientTableCache.Tables {
        let first = stops[0], last = stops[stops.count - 1]
        var colors = [UInt32](repeating: 0, count: GradientRamp.size)
        var fine = [UInt64](repeating: 0, count: dither ? GradientRamp.size : 0)
        var steady = [Bool](repeating: true, count: dither ? GradientRamp.size : 0)
        var k = 0
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            if t <= first.location { colors[i] = first.color; continue }
            if t >= last.location { colors[i] = last.color; continue }
            while k + 1 < stops.count - 1 && stops[k + 1].location <= t { k += 1 }
            let (l0, c0) = (stops[k].location, stops[k].color), (l1, c1) = (stops[k + 1].location, stops[k + 1].color)
            let f = l1 > l0 ? UInt32(((t - l0) / (l1 - l0) * 65536).rounded()) : 65536
            colors[i] = GradientRamp.mix(c0, c1, min(f, 65536))
            if dither {
                fine[i] = GradientRamp.fineMix(c0, c1, min(f, 65536))
                steady[i] = c0 == c1
            }
        }
        // Entries past the end stops were set in 8 bits only: exact in 8.8 too.
        for i in fine.indices where fine[i] == 0 { fine[i] = GradientRamp.fineMix(colors[i], colors[i], 0) }
        return GradientTableCache.Tables(colors: colors, fine: fine, steady: steady)
    }

    /// Per channel round((a·(65536 − f) + b·f) / 256): the mix in 8.8 fixed point, 16 bits a
    /// channel (at most 255·256), red in the lowest.
    package static func fineMix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt64 {
        var out: UInt64 = 0
        for channel in 0..<4 {
            let shift = UInt32(8 * channel)
            let ca = UInt64((a >> shift) & 0xFF), cb = UInt64((b >> shift) & 0xFF)
            out |= ((ca * UInt64(65536 - f) + cb * UInt64(f) + 128) >> 8) << (16 * UInt64(channel))
        }
        return out
    }

    /// Per channel round((a·(65536 − f) + b·f) / 65536) of premultiplied pixels.
    package static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let ca = UInt64((a >> shift) & 0xFF), cb = UInt64((b >> shift) & 0xFF)
            let v = (ca * UInt64(65536 - f) + cb * UInt64(f) + 32768) >> 16
            out |= UInt32(v) << shift
        }
        return out
    }

    /// The table index at fixed-point position `t`, clamped to the ends (pad, as CAGradientLayer).
    @inline(__always)
    package static func index(_ t: Int64) -> Int {
        let i = t >> 16
        return i < 0 ? 0 : i >= Int64(size) ? size - 1 : Int(truncatingIfNeeded: i)
    }
}

extension Pixmap {
    /// Composites `ramp` through the scanner's coverage; with the ramp's fine colors, each pixel's
    /// result is rounded by `OrderedDither`'s threshold at its position instead of to nearest, so
    /// that its 8-bit Y′ is dithered (`OrderedDither.over`, the `luma8` target) or each of its
    /// channels is (`rgb`).
    package mutating func fill(_ scanner: CoverageScanner, ramp: GradientRamp) {
        switch ramp.ditherTarget {
        case .luma8?: fillDithered(scanner, ramp: ramp); return
        case .rgb?: fillDitheredPerChannel(scanner, ramp: ramp); return
        case nil: break
        }
        ramp.colors.withUnsafeBufferPointer { lut in
            let lut = lut.baseAddress!
            scanRows(scanner, materialize: true) { px, y, r, cov in
                var t = ramp.ta &* Int64(r.a0) &+ ramp.tb &* Int64(y) &+ ramp.tc
                for x in r.a0..<r.b1 {
                    let c = cov[x]
                    if c > 0 {
                        let color = lut[GradientRamp.index(t)]
                        if color != 0 { px[x] = Pixmap.blend(color, coverage: c, over: px[x]) }
                    }
                    t &+= ramp.ta
                }
            }
        }
    }

    /// The `rgb` target's gradient: the same scan, the color from the 8.8 table rounded per
    /// channel by the threshold, then blended.
    private mutating func fillDitheredPerChannel(_ scanner: CoverageScanner, ramp: GradientRamp) {
        ramp.fineColors.withUnsafeBufferPointer { lut in
            let lut = lut.baseAddress!
            scanRows(scanner, materialize: true) { px, y, r, cov in
                var t = ramp.ta &* Int64(r.a0) &+ ramp.tb &* Int64(y) &+ ramp.tc
                let row = OrderedDither.row(y)
                for x in r.a0..<r.b1 {
                    let c = cov[x]
                    if c > 0 {
                        let color = OrderedDither.round(lut[GradientRamp.index(t)], threshold: row[x & 7])
                        if color != 0 { px[x] = Pixmap.blend(color, coverage: c, over: px[x]) }
                    }
                    t &+= ramp.ta
                }
            }
        }
    }

    /// The `luma8` target's gradient: the same scan, the color from the 8.8 table composited and
    /// rounded in luma by the threshold (`OrderedDither.over`).
    ///
    /// An opaque entry's result does not depend on the pixel under it, only on the entry and the
    /// threshold (x & 7). Two fast paths use that, with the same bytes as the per-pixel path:
    /// - a vertical ramp (`ta` = 0: one entry for a whole row) fills a row's fully covered
    ///   middle run with its 8 results repeated, 8 pixels a store (most of a full-screen
    ///   gradient; per pixel it composited at 0.8× the undithered speed);
    /// - elsewhere the 8 results are kept for the run of pixels that share the entry;
    /// - a fully covered run of translucent entries (the push's edge shadow) goes to
    ///   `segue_dither_over_row`, eight pixels a step.
    private mutating func fillDithered(_ scanner: CoverageScanner, ramp: GradientRamp) {
        var runFines = [UInt64](repeating: 0, count: max(scanner.area.width, 0))
        // A horizontal ramp (`tb` = 0) reads the same entries on every row: the last run's
        // entries serve again for a run over the same columns.
        var lastRun = (lo: 0, hi: 0)
        ramp.fineColors.withUnsafeBufferPointer { lut in ramp.steady.withUnsafeBufferPointer { steady in runFines.withUnsafeMutableBufferPointer { runFines in
            let lut = lut.baseAddress!, steady = steady.baseAddress!, runFines = runFines.baseAddress!
            scanRows(scanner, materialize: false) { px, y, r, cov in
                var scan = LumaDitherRow(lut: lut, steady: steady, px: px, row: OrderedDither.row(y), ta: ramp.ta,
                                         rowStart: ramp.tb &* Int64(y) &+ ramp.tc)
                scan.pixels(r.a0, r.a1, coverage: cov, middle: 0)
                if r.a1 < r.b0 {
                    let i = GradientRamp.index(ramp.ta &* Int64(r.a1) &+ scan.rowStart)
                    if ramp.ta == 0 && r.middle >= 256 && !steady[i] && lut[i] >> 48 == 0xFF00 {
                        var pattern = SIMD8<UInt32>()
                        for lane in 0..<8 { pattern[lane] = OrderedDither.over(lut[i], 0, threshold: scan.row[lane]) }
                        Pixmap.repeatPattern(pattern, px, from: r.a1, to: r.b0)
                    } else if !(r.middle >= 256 && scan.translucentRun(r.a1, r.b0, runFines: runFines, reusing: &lastRun, horizontal: ramp.tb == 0)) {
                        scan.pixels(r.a1, r.b0, coverage: nil, middle: r.middle)
                    }
                }
                scan.pixels(r.b0, r.b1, coverage: cov, middle: 0)
            }
        } } }
    }

    /// `px[x] = pattern[x & 7]` for x in `lo..<hi`: 8 pixels a store where x is a multiple of 8.
    @inline(__always)
    package static func repeatPattern(_ pattern: SIMD8<UInt32>, _ px: UnsafeMutablePointer<UInt32>, from lo: Int, to hi: Int) {
        var x = lo
        while x < hi && x & 7 != 0 { px[x] = pattern[x & 7]; x += 1 }
        while x + 8 <= hi {
            UnsafeMutableRawPointer(px + x).storeBytes(of: pattern, as: SIMD8<UInt32>.self)
            x += 8
        }
        while x < hi { px[x] = pattern[x & 7]; x += 1 }
    }
}

/// One row of `Pixmap.fillDithered` (the `luma8` target's gradient): the ramp's tables, the
/// row's pixels and thresholds, and the results kept for the run of pixels sharing an opaque
/// entry. A value with its own methods rather than closures capturing the row's variables, so
/// that nothing is boxed on the heap or checked for exclusive access per row.
private struct LumaDitherRow {
    let lut: UnsafePointer<UInt64>, steady: UnsafePointer<Bool>, px: UnsafeMutablePointer<UInt32>
    /// The row's thresholds (`OrderedDither.row`).
    let row: SIMD8<UInt16>
    /// The ramp's step a column and its position at column 0.
    let ta: Int64, rowStart: Int64
    /// The 8 results (one a lane, `cachedLanes` saying which are made) of opaque entry `cachedIndex`.
    var cachedIndex = -1, cachedLanes: UInt8 = 0, cached = SIMD8<UInt32>()

    /// Pixels `lo..<hi`, each at coverage `coverage[x]`, or `middle` where `coverage` is nil.
    @inline(__always)
    mutating func pixels(_ lo: Int, _ hi: Int, coverage: UnsafeMutablePointer<Int32>?, middle: Int32) {
        var t = ta &* Int64(lo) &+ rowStart
        for x in lo..<hi {
            let c = coverage?[x] ?? middle
            let i = GradientRamp.index(t)
            if c >= 256 && !steady[i] {
                let fine = lut[i]
                if fine >> 48 == 0xFF00 {
                    if i != cachedIndex { cachedIndex = i; cachedLanes = 0 }
                    let lane = x & 7, bit = UInt8(1) << UInt8(lane)
                    if cachedLanes & bit == 0 {
                        cached[lane] = OrderedDither.over(fine, px[x], threshold: row[lane])
                        cachedLanes |= bit
                    }
                    px[x] = cached[lane]
                } else {
                    px[x] = OrderedDither.over(fine, px[x], threshold: row[x & 7])
                }
            } else if c > 0 {
                // Antialiased edges, and constant stretches (flat stays flat): rounded per
                // channel, then blended.
                let color = OrderedDither.round(lut[i], threshold: row[x & 7])
                if color != 0 { px[x] = Pixmap.blend(color, coverage: c, over: px[x]) }
            }
            t &+= ta
        }
    }

    /// Pixels `lo..<hi` at full coverage through the row kernel, when every entry they read is
    /// translucent and not steady (else false, nothing drawn). The entries go to `runFines`;
    /// a horizontal ramp's row over the same columns as `lastRun` reuses them.
    func translucentRun(_ lo: Int, _ hi: Int, runFines: UnsafeMutablePointer<UInt64>, reusing lastRun: inout (lo: Int, hi: Int),
                        horizontal: Bool) -> Bool {
        if !(horizontal && lastRun == (lo, hi)) {
            lastRun = (0, 0)
            var t = ta &* Int64(lo) &+ rowStart
            for x in lo..<hi {
                let i = GradientRamp.index(t)
                if steady[i] || lut[i] >> 48 == 0xFF00 { return false }
                runFines[x - lo] = lut[i]
                t &+= ta
            }
            lastRun = (lo, hi)
        }
        withUnsafeBytes(of: row) { segue_dither_over_row(runFines, px + lo, $0.bindMemory(to: UInt16.self).baseAddress, lo & 7, hi - lo) }
        return true
    }
}
