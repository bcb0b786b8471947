extension RoundedRectCoverage {
    /// The pixels the shape covers fully and exclusively, when it is an axis-aligned rectangle
    /// without rounded corners whose edges fall on whole device pixels; `nil` otherwise.
    package var pixelAlignedRect: IntRect? {
        guard isAxisAligned, rx == 0, ry == 0 else { return nil }
        let one = RoundedRectCoverage.one, half = RoundedRectCoverage.half
        // Pixel centers sit at u = x + uc (in units of `one`); the edges u = ±hw must fall on
        // pixel boundaries, to within 1/4096 px (transforms at 3x are not exact in binary).
        guard ua == one, vb == one else { return nil }
        func whole(_ v: Int64) -> Int? {
            let n = (v + half) >> RoundedRectCoverage.shift
            return abs(v - n << RoundedRectCoverage.shift) <= one >> 12 ? Int(n) : nil
        }
        guard let x0 = whole(-hw - uc + half), let y0 = whole(-hh - vc + half),
              let x1 = whole(hw - uc + half), let y1 = whole(hh - vc + half) else { return nil }
        return IntRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// Coverage at the center of (x, y) when u and v are known at (x, y): one pixel's step.
    @inline(__always)
    package func coverageRow(y: Int, from x0: Int, to x1: Int, into cov: UnsafeMutablePointer<Int32>) {
        guard x0 < x1 else { return }
        var u = self.u(x0, y), v = self.v(x0, y)
        if va == 0 {
            let row = alignedRow(v: v)
            for i in 0..<(x1 - x0) {
                cov[i] = alignedCoverage(u: u, row)
                u &+= ua
            }
            return
        }
        for i in 0..<(x1 - x0) {
            cov[i] = coverage(u: u, v: v)
            u &+= ua
            v &+= va
        }
    }

    /// Multiplies `cov[i]` (0...256, pixel x0 + i) by this shape's coverage, for x in x0..<x1.
    @inline(__always)
    package func multiplyRow(y: Int, from x0: Int, to x1: Int, into cov: UnsafeMutablePointer<Int32>) {
        guard x0 < x1 else { return }
        var u = self.u(x0, y), v = self.v(x0, y)
        let aligned = va == 0, row = alignedRow(v: v)
        for i in 0..<(x1 - x0) {
            let c = cov[i]
            if c != 0 {
                let k = aligned ? alignedCoverage(u: u, row) : coverage(u: u, v: v)
                cov[i] = k == 256 ? c : (c &* k &+ 128) >> 8
            }
            u &+= ua
            v &+= va
        }
    }

    /// The columns x0..<x1 of row y where the shape may cover anything: exact for axis-aligned
    /// shapes' bounds, and for rotated ones the run where both |u| and |v| stay below their
    /// extent plus half a pixel (widened by a pixel for rounding; coverage decides exactly).
    package func candidateColumns(y: Int, within x0: Int, _ x1: Int) -> (Int, Int) {
        var lo = Double(x0), hi = Double(x1)
        for (a, b, h) in [(ua, ub &* Int64(y) &+ uc, hw), (va, vb &* Int64(y) &+ vc, hh)] {
            let limit = Double(h + RoundedRectCoverage.half)
            if a == 0 {
                if Double(b).magnitude >= limit { return (x0, x0) }
                continue
            }
            let p = (-limit - Double(b)) / Double(a), q = (limit - Double(b)) / Double(a)
            lo = max(lo, min(p, q).rounded(.down) - 1)
            hi = min(hi, max(p, q).rounded(.up) + 1)
        }
        guard lo < hi else { return (x0, x0) }
        return (Int(lo), Int(hi))
    }

    /// For an axis-aligned shape, the columns with full horizontal coverage clear of the corner
    /// columns: on any one row their coverage is the same (full on solid rows).
    package func solidColumns(within area: IntRect) -> (Int, Int) {
        guard isAxisAligned else { return (area.x1, area.x1) }
        let cornerU = hw - rx
        var solidX0 = area.x1, solidX1 = area.x0
        for x in area.x0..<area.x1 {
            let u = self.u(x, 0)
            if RoundedRectCoverage.axisCoverage(u, hw) == RoundedRectCoverage.one && abs(u) <= cornerU {
                solidX0 = min(solidX0, x); solidX1 = max(solidX1, x + 1)
            }
        }
        return solidX0 < solidX1 ? (solidX0, solidX1) : (area.x1, area.x1)
    }

    /// For an axis-aligned shape, the columns with full horizontal coverage (corner columns
    /// included): on solid rows (see `isSolidRow`) every one of them is fully covered.
    package func fullColumns(within area: IntRect) -> (Int, Int) {
        guard isAxisAligned else { return (area.x1, area.x1) }
        var x0 = area.x1, x1 = area.x1
        for x in area.x0..<area.x1 where RoundedRectCoverage.axisCoverage(u(x, 0), hw) == RoundedRectCoverage.one {
            if x0 == area.x1 { x0 = x }
            x1 = x + 1
        }
        return (x0, x1)
    }

    /// For an axis-aligned shape, the rows of `area` that are fully covered between the solid
    /// columns (a contiguous run, possibly empty).
    package func solidRows(within area: IntRect) -> (Int, Int) {
        guard isAxisAligned else { return (area.y1, area.y1) }
        var y0 = area.y1, y1 = area.y1
        for y in area.y0..<area.y1 where isSolidRow(y) {
            if y0 == area.y1 { y0 = y }
            y1 = y + 1
        }
        return (y0, y1)
    }

    /// Pixels of `area` this axis-aligned shape covers fully, as a cross of two rectangles: the
    /// solid columns on every row with full vertical coverage (`tall`), and every column with full
    /// horizontal coverage on the solid rows (`wide`); there the corners cannot reach. Empty for
    /// rotated shapes.
    package func fullyCovered(within area: IntRect) -> (tall: IntRect, wide: IntRect) {
        guard isAxisAligned, !area.isEmpty else { return (.empty, .empty) }
        let (sx0, sx1) = solidColumns(within: area), (sy0, sy1) = solidRows(within: area)
        let full = fullRows(within: area)
        let (fx0, fx1) = fullColumns(within: area)
        return (IntRect(x0: sx0, y0: full.lowerBound, x1: sx1, y1: full.upperBound), IntRect(x0: fx0, y0: sy0, x1: fx1, y1: sy1))
    }

    /// Whether every pixel of `area` (not empty) has full coverage: for an axis-aligned shape,
    /// when its four corner pixels have (each coverage term only falls away from the center along
    /// u and v, and each pixel of `area` lies no farther out on either axis than one of the
    /// corners); false for rotated shapes.
    package func coversFully(_ area: IntRect) -> Bool {
        guard isAxisAligned, !area.isEmpty else { return false }
        return coverage(x: area.x0, y: area.y0) == 256 && coverage(x: area.x1 - 1, y: area.y0) == 256
            && coverage(x: area.x0, y: area.y1 - 1) == 256 && coverage(x: area.x1 - 1, y: area.y1 - 1) == 256
    }

    /// For an axis-aligned shape, the rows of `area` with full vertical coverage (one run: it only
    /// falls toward the top and bottom edges); empty for rotated shapes.
    package func fullRows(within area: IntRect) -> Range<Int> {
        guard isAxisAligned else { return area.y0..<area.y0 }
        let full = { (y: Int) in RoundedRectCoverage.axisCoverage(self.v(0, y), self.hh) == RoundedRectCoverage.one }
        var y0 = area.y0, y1 = area.y1
        while y0 < y1 && !full(y0) { y0 += 1 }
        while y1 > y0 && !full(y1 - 1) { y1 -= 1 }
        return y0..<y1
    }

    /// For an axis-aligned shape, whether row y is fully covered between the solid columns.
    @inline(__always)
    package func isSolidRow(_ y: Int) -> Bool {
        let v = self.v(0, y)
        return abs(v) <= hh - ry && RoundedRectCoverage.axisCoverage(v, hh) == RoundedRectCoverage.one
    }
}

extension RoundedRectCoverage {
    /// `coverage(u:v:)`'s terms of a row on which v does not change (`va` = 0: the shape is not
    /// rotated or skewed), worked out once for the row instead of at every pixel: its vertical
    /// coverage (0...256), its offset into the corners' rows and whether it lies in them.
    @inline(__always)
    package func alignedRow(v: Int64) -> (cy: Int64, qy: Int64, inCorners: Bool) {
        let qy = (v < 0 ? -v : v) - (hh - ry)
        return (RoundedRectCoverage.axisCoverage(v, hh) >> 16, qy, rx > 0 && ry > 0 && qy > 0)
    }

    /// `coverage(u:v:)` at u on a row with terms `row` (`alignedRow`): the same integers
    /// (`RoundedRectCoverageTests.rowsEqualPerPixelCoverage`).
    @inline(__always)
    package func alignedCoverage(u: Int64, _ row: (cy: Int64, qy: Int64, inCorners: Bool)) -> Int32 {
        let cx = RoundedRectCoverage.axisCoverage(u, hw)
        var c = Int32(truncatingIfNeeded: ((cx >> 16) &* row.cy) >> 8)
        if row.inCorners && c != 0 {
            let qx = (u < 0 ? -u : u) - (hw - rx)
            if qx > 0 { c = min(c, cornerCoverage(qx, row.qy)) }
        }
        return c
    }
}
