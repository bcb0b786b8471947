import CPixelKernels
import CompositorScene

extension Pixmap {
    /// Composites `color` through `shape`'s coverage blurred by a Gaussian of `sigma` device
    /// pixels (three box blurs), within `clip`: a drop shadow. Pixels in the two `hidden`
    /// rectangles (where the view's opaque background will be drawn next) are skipped: they
    /// would be overwritten. `cache` keeps blurred masks for shapes seen before. `dither`: each
    /// pixel's share of the color is rounded by the ordered-dither threshold of its position
    /// toward that target (`OrderedDither`), so a large soft shadow's falloff does not band
    /// (see `composite`).
    ///
    /// With a cache, an axis-aligned shape's mask is made for its whole shadow (its nine-patch
    /// costs its perimeter), not for the part the clip shows, so its key is the shape alone
    /// (size, corners, subpixel phase, blur): the same card in every band of a frame, at every
    /// frame it rests or moves by whole pixels, and under any patch rectangle takes one mask.
    /// The values where the clip shows it are the same either way: a blurred pixel depends only
    /// on coverage within the blur's reach, which both areas hold (tested by
    /// `ShadowPatchTests`).
    package mutating func drawShadow(of shape: RoundedRectCoverage, sigma: Double, color: PremultipliedRGBA8, clip: ClipRegion,
                             hidden: (IntRect, IntRect) = (.empty, .empty), cache: ShadowMaskCache? = nil, dither: DitherTarget? = nil) {
        let boxes = ShadowBlur.boxes(sigma: sigma)
        let reach = ShadowBlur.reach(boxes)
        func grown(_ r: IntRect) -> IntRect { IntRect(x0: r.x0 - reach, y0: r.y0 - reach, x1: r.x1 + reach, y1: r.y1 + reach) }
        // Ink farther than the blur's reach from the visible pixels cannot reach them.
        let whole = grown(shape.bounds)
        let area = whole.intersection(grown(clip.rect.intersection(bounds)))
        guard !area.isEmpty else { return }
        let maskArea = cache != nil && ShadowMask.keptValues(shape, area: whole, reach: reach) <= ShadowMaskCache.wholeMaskLimit ? whole : area
        let mask = cache?.mask(shape, area: maskArea, boxes: boxes) ?? ShadowMask(shape, area: maskArea, boxes: boxes)
        composite(mask, at: maskArea, color: color.packed, clip: clip.intersection(area), hidden: hidden, dither: dither)
    }

    /// Composites `color` scaled by a shadow mask whose top-left pixel is `area`'s, within
    /// `clip`, except over the pixels of the `hidden` rectangles.
    ///
    /// Why dither: a shadow's color is faint (black at 18 %: alpha 46), so its alpha takes only
    /// 47 levels from edge to full, and across a 30-pixel falloff each level is a band several
    /// pixels wide. Compositing each pixel's exact share of the color and rounding the result's
    /// luma by its Bayer threshold (`OrderedDither.over`, for 8-bit Y′) turns the bands into a
    /// fixed fine pattern whose mean is the exact value, in the video's Y′ as well as in RGB; for
    /// the `rgb` target the share itself is rounded per channel by the threshold, then
    /// composited (`OrderedDither.scale`), exact in the mean of every channel.
    package mutating func composite(_ mask: ShadowMask, at area: IntRect, color: UInt32, clip: ClipRegion,
                            hidden: (IntRect, IntRect) = (.empty, .empty), dither: DitherTarget? = nil) {
        let scanner = CoverageScanner(shape: nil, clip: clip, target: bounds)
        let w = mask.columns.kept.count
        // The luma dither's kernel reads the color's share at each f from tables made once.
        let fine = dither == .luma8 ? OrderedDither.fineTable(color) : []
        mask.values.withUnsafeBufferPointer { values in
            mask.columns.index.withUnsafeBufferPointer { columnIndex in
                let values = values.baseAddress!, column = columnIndex.baseAddress! - area.x0
                scanRows(scanner, materialize: true) { px, y, r, cov in
                    let m = values + mask.rows.index[y - area.y0] * w
                    func run(_ lo: Int, _ hi: Int) {
                        var x = lo
                        if dither == .rgb {
                            let thresholds = OrderedDither.row(y)
                            while x < hi {
                                let f = (UInt32(m[column[x]]) &* UInt32(truncatingIfNeeded: cov[x]) &+ 128) >> 8
                                if f != 0 {
                                    let s = f == 255 ? color : OrderedDither.scale(color, by: f, threshold: thresholds[x & 7])
                                    px[x] = PixelMath.over(s, px[x])
                                }
                                x += 1
                            }
                            return
                        }
                        if dither == .luma8 {
                            var thresholds = OrderedDither.row(y)
                            // Eight pixels a step where the CPU allows (the same integers), the rest below.
                            x = fine.withUnsafeBufferPointer { fine in
                                Swift.withUnsafeBytes(of: &thresholds) { t in
                                    segue_shadow_luma_run_at(2, m, column, cov, color, fine.baseAddress!,
                                                             t.baseAddress!.assumingMemoryBound(to: UInt16.self), px, lo, hi)
                                }
                            }
                            while x < hi {
                                let f = (UInt32(m[column[x]]) &* UInt32(truncatingIfNeeded: cov[x]) &+ 128) >> 8
                                if f == 255 {
                                    px[x] = PixelMath.over(color, px[x])
                                } else if f != 0 {
                                    px[x] = OrderedDither.over(OrderedDither.fine(color, scaledBy: f), px[x], threshold: thresholds[x & 7])
                                }
                                x += 1
                            }
                            return
                        }
                        while x + 4 <= hi {
                            let f = SIMD4<UInt32>(UInt32(m[column[x]]), UInt32(m[column[x + 1]]), UInt32(m[column[x + 2]]), UInt32(m[column[x + 3]]))
                            let c = SIMD4<UInt32>(truncatingIfNeeded: SIMD4<Int32>(cov[x], cov[x + 1], cov[x + 2], cov[x + 3]))
                            PixelMath.over4(color: color, factors: (f &* c &+ 128) &>> 8, px + x)
                            x += 4
                        }
                        while x < hi {
                            let f = (UInt32(m[column[x]]) &* UInt32(truncatingIfNeeded: cov[x]) &+ 128) >> 8
                            if f != 0 { px[x] = PixelMath.over(f == 255 ? color : PixelMath.scale(color, by: f), px[x]) }
                            x += 1
                        }
                    }
                    // The widest hidden run on this row, if any.
                    var h0 = r.b1, h1 = r.b1
                    if y >= hidden.0.y0 && y < hidden.0.y1 { (h0, h1) = (hidden.0.x0, hidden.0.x1) }
                    if y >= hidden.1.y0 && y < hidden.1.y1 && hidden.1.x1 - hidden.1.x0 > h1 - h0 { (h0, h1) = (hidden.1.x0, hidden.1.x1) }
                    run(r.a0, max(min(r.b1, h0), r.a0))
                    run(max(r.a0, min(h1, r.b1)), r.b1)
                }
            }
        }
    }
}

/// A blurred shadow mask over an area (values 0...255), kept as a nine-patch.
///
/// An axis-aligned shape's solid columns all hold the same coverage column, and its solid rows
/// the same row, so the blur of a long run of them is the same away from the run's ends: the
/// mask keeps only the blur's reach at each end of such runs, which makes a shadow cost its
/// perimeter rather than its area, and gives exactly the same values.
package struct ShadowMask {
    package let values: [UInt8]
    package let columns: ShadowPatch, rows: ShadowPatch

    /// Bytes its values and patch tables take (what `ShadowMaskCache` counts).
    package var byteCount: Int { values.count + (columns.kept.count + columns.index.count + rows.kept.count + rows.index.count) * 8 }

    package init(_ shape: RoundedRectCoverage, area: IntRect, boxes: [Int]) {
        let (columns, rows, solid) = Self.patches(shape, area: area, reach: ShadowBlur.reach(boxes))
        values = ShadowBlur.blur(Self.coverage(shape, area: area, columns: columns.kept, rows: rows.kept, solid: solid),
                                 width: columns.kept.count, height: rows.kept.count, boxes: boxes)
        self.columns = columns
        self.rows = rows
    }

    /// The coverage (0...255) of `shape` at the kept `columns` and `rows` of `area`, row by row;
    /// `solid`: the area's solid columns and rows (counted from its first), empty unless the
    /// shape is axis-aligned.
    ///
    /// Worked out once per distinct value of an axis-aligned shape: u depends on x alone and
    /// v on y alone, so every solid column (full horizontal coverage, clear of the corners:
    /// `solidColumns`) has the same coverage on a row, and every solid row the same row of
    /// coverage (`solidRows`). Those are computed once and copied, which halves the work of a
    /// wide card's mask (its kept columns and rows are mostly such runs' ends) and gives
    /// exactly the values of `shape.coverage` at every pixel (`ShadowMaskCoverageTests`).
    static func coverage(_ shape: RoundedRectCoverage, area: IntRect, columns: [Int], rows: [Int],
                         solid: (columns: Range<Int>, rows: Range<Int>)) -> [UInt8] {
        let w = columns.count
        var mask = [UInt8](repeating: 0, count: w * rows.count)
        func value(_ x: Int, _ y: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: (shape.coverage(x: area.x0 + x, y: area.y0 + y) &* 255 &+ 128) >> 8)
        }
        let (solidX, solidY) = solid
        var solidRow: Int?
        mask.withUnsafeMutableBufferPointer { mask in
            for (j, y) in rows.enumerated() {
                let isSolid = solidY.contains(y)
                if isSolid, let first = solidRow {
                    for i in 0..<w { mask[j * w + i] = mask[first * w + i] }
                    continue
                }
                var solidValue: UInt8?   // the coverage of this row's solid columns, once
                for (i, x) in columns.enumerated() {
                    if solidX.contains(x) {
                        let v = solidValue ?? value(x, y)
                        solidValue = v
                        mask[j * w + i] = v
                    } else {
                        mask[j * w + i] = value(x, y)
                    }
                }
                if isSolid { solidRow = j }
            }
        }
        return mask
    }

    /// The columns and rows of `area` a mask of `shape` keeps (all of them unless the shape is
    /// axis-aligned), and its solid columns and rows (empty unless it is), counted from the area's first.
    private static func patches(_ shape: RoundedRectCoverage, area: IntRect, reach: Int)
        -> (columns: ShadowPatch, rows: ShadowPatch, solid: (columns: Range<Int>, rows: Range<Int>)) {
        guard shape.isAxisAligned else { return (ShadowPatch(count: area.width), ShadowPatch(count: area.height), (0..<0, 0..<0)) }
        let (sx0, sx1) = shape.solidColumns(within: area), (sy0, sy1) = shape.solidRows(within: area)
        let solidX = (sx0 - area.x0)..<max(sx1 - area.x0, sx0 - area.x0), solidY = (sy0 - area.y0)..<max(sy1 - area.y0, sy0 - area.y0)
        return (ShadowPatch(count: area.width, uniform: solidX, reach: reach), ShadowPatch(count: area.height, uniform: solidY, reach: reach),
                (solidX, solidY))
    }

    /// How many values a mask of `shape` over `area` holds, worked out without blurring.
    package static func keptValues(_ shape: RoundedRectCoverage, area: IntRect, reach: Int) -> Int {
        guard shape.isAxisAligned else { return area.width * area.height }
        let (columns, rows, _) = patches(shape, area: area, reach: reach)
        return columns.kept.count * rows.kept.count
    }

    /// A mask of given values, kept whole (for tests).
    package init(values: [UInt8], width: Int, height: Int) {
        self.values = values
        columns = ShadowPatch(count: width)
        rows = ShadowPatch(count: height)
    }
}

/// Which columns (or rows) of a shadow's area the blurred mask keeps, and where each column
/// finds its value, all counted from the area's first: a run of identical columns longer than
/// 2·reach + 1 keeps reach + 1 at its start and reach at its end; every column between reads
/// the run's (reach + 1)-th.
package struct ShadowPatch {
    /// Columns kept in the mask, in order.
    package let kept: [Int]
    /// For each column of the area, its column in the mask.
    package let index: [Int]

    package init(count: Int, uniform: Range<Int> = 0..<0, reach: Int = 0) {
        let a = max(uniform.lowerBound, 0), b = min(uniform.upperBound, count)
        guard b - a > 2 * reach + 1 else {
            kept = Array(0..<count)
            index = Array(0..<count)
            return
        }
        kept = Array(0..<(a + reach + 1)) + Array((b - reach)..<count)
        let skipped = (b - reach) - (a + reach + 1)
        index = (0..<count).map { x in x < a + reach ? x : x < b - reach ? a + reach : x - skipped }
    }
}
