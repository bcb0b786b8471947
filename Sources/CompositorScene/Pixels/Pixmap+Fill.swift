import CPixelKernels

extension Pixmap {
    /// Composites `color` (premultiplied) over the pixels `shape` covers, within `clip`.
    ///
    /// Axis-aligned shapes take the span path: coverage is evaluated per pixel only on edge rows
    /// and columns and in the corners, and interior runs become a plain fill (opaque) or a blend
    /// with one constant source. It computes the same coverage function at the same points as
    /// the general path, so the two give identical pixels (a seeded test checks it).
    package mutating func fill(_ shape: RoundedRectCoverage, color: PremultipliedRGBA8, clip: IntRect) {
        guard color.packed != 0 else { return }
        let area = shape.bounds.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        if shape.isAxisAligned {
            fillAxisAligned(shape, color: color.packed, area: area)
        } else {
            fillGeneral(shape, color: color.packed, area: area)
        }
    }

    /// Per-pixel coverage over `area`: the reference every fast path must equal.
    package mutating func fillGeneral(_ shape: RoundedRectCoverage, color: UInt32, area: IntRect) {
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0..<area.y1 {
                var u = shape.u(area.x0, y), v = shape.v(area.x0, y)
                let row = y * w
                for x in area.x0..<area.x1 {
                    let c = shape.coverage(u: u, v: v)
                    if c > 0 { px[row + x] = Pixmap.blend(color, coverage: c, over: px[row + x]) }
                    u &+= shape.ua
                    v &+= shape.va
                }
            }
        }
    }

    /// The span path for shapes with no rotation or skew.
    package mutating func fillAxisAligned(_ shape: RoundedRectCoverage, color: UInt32, area: IntRect) {
        let w = width
        // Columns whose horizontal coverage is full and that lie outside the corner columns, and
        // all columns with full horizontal coverage.
        let (solidX0, solidX1) = shape.solidColumns(within: area), (fullX0, fullX1) = shape.fullColumns(within: area)
        // Inside the solid columns coverage depends on the row only (full horizontally, clear of
        // the corners): one value for the whole run. On solid rows (clear of the corner rows)
        // every column with full horizontal coverage is fully covered.
        func span(_ y: Int, _ v: Int64) -> (Int, Int, Int32) {
            fullX0 < fullX1 && shape.isSolidRow(y) ? (fullX0, fullX1, 256)
                : solidX0 < solidX1 ? (solidX0, solidX1, shape.coverage(u: shape.u(solidX0, 0), v: v)) : (area.x1, area.x1, Int32(0))
        }
        // Where each row's coverage stops being clear and becomes full, left and right of the
        // span. A row's coverage is a function of its terms (`alignedCoverage`: the vertical
        // coverage, and the offset into the corners only on corner rows): the runs are kept for
        // the next row with the same span and terms — every row clear of the corners and the edge
        // rows, the body of a card or a screen.
        var runs: (key: SIMD4<Int64>, leftClear: Int, leftFull: Int, rightRamp: Int, rightClear: Int)?
        pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0..<area.y1 {
                let row = y * w
                let v = shape.v(0, y)
                let (spanX0, spanX1, spanCoverage) = span(y, v)
                // The row's vertical terms once (`alignedRow`), the same integers as `coverage(u:v:)`.
                let terms = shape.alignedRow(v: v)
                if spanX0 < spanX1 {
                    // Either side of the span lies on one side of the center, where coverage only
                    // falls moving outward (|u| grows; every term is monotone): the fully covered
                    // and the uncovered runs are found by bisection, only the ramp between them
                    // pixel by pixel (a rounded card's corner rows).
                    let key = SIMD4<Int64>(Int64(spanX0), Int64(spanX1), terms.cy, terms.inCorners ? terms.qy : -1)
                    if runs?.key != key {
                        let leftClear = Self.firstColumn(area.x0, spanX0) { shape.alignedCoverage(u: shape.u($0, 0), terms) > 0 }
                        let leftFull = Self.firstColumn(leftClear, spanX0) { shape.alignedCoverage(u: shape.u($0, 0), terms) >= 256 }
                        let rightRamp = Self.firstColumn(spanX1, area.x1) { shape.alignedCoverage(u: shape.u($0, 0), terms) < 256 }
                        let rightClear = Self.firstColumn(rightRamp, area.x1) { shape.alignedCoverage(u: shape.u($0, 0), terms) <= 0 }
                        runs = (key, leftClear, leftFull, rightRamp, rightClear)
                    }
                    let r = runs!
                    Pixmap.fillSpan(px, from: row + spanX0, to: row + spanX1, color: color, coverage: spanCoverage)
                    for x in r.leftClear..<r.leftFull {
                        px[row + x] = Pixmap.blend(color, coverage: shape.alignedCoverage(u: shape.u(x, 0), terms), over: px[row + x])
                    }
                    Pixmap.fillSpan(px, from: row + r.leftFull, to: row + spanX0, color: color, coverage: 256)
                    Pixmap.fillSpan(px, from: row + spanX1, to: row + r.rightRamp, color: color, coverage: 256)
                    for x in r.rightRamp..<r.rightClear {
                        px[row + x] = Pixmap.blend(color, coverage: shape.alignedCoverage(u: shape.u(x, 0), terms), over: px[row + x])
                    }
                    continue
                }
                var x = area.x0
                while x < area.x1 {
                    if x == spanX0 {
                        Pixmap.fillSpan(px, from: row + spanX0, to: row + spanX1, color: color, coverage: spanCoverage)
                        x = spanX1
                        continue
                    }
                    let c = shape.alignedCoverage(u: shape.u(x, 0), terms)
                    if c > 0 { px[row + x] = Pixmap.blend(color, coverage: c, over: px[row + x]) }
                    x += 1
                }
            }
        }
    }

    /// The first x in `lo..<hi` where `holds` (which, once true, stays true as x grows), or `hi`.
    @inline(__always)
    package static func firstColumn(_ lo: Int, _ hi: Int, _ holds: (Int) -> Bool) -> Int {
        var lo = lo, hi = hi
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if holds(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// `color` at `coverage` (0...256) over `dst`.
    @inline(__always)
    package static func blend(_ color: UInt32, coverage: Int32, over dst: UInt32) -> UInt32 {
        let src = coverage >= 256 ? color : PixelMath.scale(color, by: UInt32((coverage * 255 + 128) >> 8))
        return PixelMath.over(src, dst)
    }

    /// Composites a constant `color` at a constant `coverage` (0...256) over a run of pixels.
    @inline(__always)
    package static func fillSpan(_ px: UnsafeMutableBufferPointer<UInt32>, from start: Int, to end: Int, color: UInt32, coverage: Int32) {
        guard coverage > 0 else { return }
        fillSpan(px, from: start, to: end,
                 color: coverage >= 256 ? color : PixelMath.scale(color, by: UInt32((coverage * 255 + 128) >> 8)))
    }

    /// Composites a constant `color` over a run of pixels: a plain store when it is opaque.
    @inline(__always)
    package static func fillSpan(_ px: UnsafeMutableBufferPointer<UInt32>, from start: Int, to end: Int, color: UInt32) {
        guard start < end, color != 0 else { return }
        if color >> 24 == 255 {
            // 32 pixels a step with AVX2 (CPixelKernels).
            let done = segue_fill_row(color, px.baseAddress! + start, end - start)
            if start + done < end { UnsafeMutableBufferPointer(rebasing: px[(start + done)..<end]).update(repeating: color) }
        } else {
            let inverseAlpha = 255 - (color >> 24)
            let base = px.baseAddress!, colors = SIMD4<UInt32>(repeating: color)
            // Eight pixels a step with AVX2 (CPixelKernels), the same integers.
            var i = start + segue_over_color_row(color, base + start, end - start)
            while i + 4 <= end {
                let d = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD4<UInt32>.self)
                UnsafeMutableRawPointer(base + i).storeBytes(of: colors &+ PixelMath.scale(d, by: inverseAlpha), as: SIMD4<UInt32>.self)
                i += 4
            }
            for j in i..<end { px[j] = color &+ PixelMath.scale(px[j], by: inverseAlpha) }
        }
    }
}
