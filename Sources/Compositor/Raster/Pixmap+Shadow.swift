extension Pixmap {
    /// Composites `color` through `shape`'s coverage blurred by a Gaussian of `sigma` device
    /// pixels (three box blurs), within `clip`: a drop shadow. Pixels in the two `hidden`
    /// rectangles (where the view's opaque background will be drawn next) are skipped: they
    /// would be overwritten.
    ///
    /// An axis-aligned shape's solid columns all hold the same coverage column, and its solid
    /// rows the same row, so the blur of a long run of them is the same away from the run's ends:
    /// the mask keeps only the blur's reach at each end of such runs (a nine-patch), which makes
    /// a shadow cost its perimeter rather than its area, and gives exactly the same values.
    mutating func drawShadow(of shape: RoundedRectCoverage, sigma: Double, color: PremultipliedRGBA8, clip: ClipRegion,
                             hidden: (IntRect, IntRect) = (.empty, .empty)) {
        let boxes = ShadowBlur.boxes(sigma: sigma)
        let reach = ShadowBlur.reach(boxes)
        func grown(_ r: IntRect) -> IntRect { IntRect(x0: r.x0 - reach, y0: r.y0 - reach, x1: r.x1 + reach, y1: r.y1 + reach) }
        // Ink farther than the blur's reach from the visible pixels cannot reach them.
        let area = grown(shape.bounds).intersection(grown(clip.rect.intersection(bounds)))
        guard !area.isEmpty else { return }
        var columns = ShadowPatch(area.x0, area.x1), rows = ShadowPatch(area.y0, area.y1)
        if shape.isAxisAligned {
            let (sx0, sx1) = shape.solidColumns(within: area)
            columns = ShadowPatch(area.x0, area.x1, uniform: sx0..<sx1, reach: reach)
            let (sy0, sy1) = shape.solidRows(within: area)
            rows = ShadowPatch(area.y0, area.y1, uniform: sy0..<sy1, reach: reach)
        }
        let w = columns.kept.count, h = rows.kept.count
        var mask = [UInt8](repeating: 0, count: w * h)
        for (j, y) in rows.kept.enumerated() {
            for (i, x) in columns.kept.enumerated() {
                mask[j * w + i] = UInt8(truncatingIfNeeded: (shape.coverage(x: x, y: y) &* 255 &+ 128) >> 8)
            }
        }
        let blurred = ShadowBlur.blur(mask, width: w, height: h, boxes: boxes)
        composite(mask: blurred, columns: columns, rows: rows, color: color.packed, clip: clip.intersection(area), hidden: hidden)
    }

    /// Composites `color` scaled by a patched 8-bit mask (see `ShadowPatch`), within `clip`,
    /// except over the pixels of the `hidden` rectangles.
    mutating func composite(mask: [UInt8], columns: ShadowPatch, rows: ShadowPatch, color: UInt32, clip: ClipRegion,
                            hidden: (IntRect, IntRect) = (.empty, .empty)) {
        let scanner = CoverageScanner(shape: nil, clip: clip, target: bounds)
        let w = columns.kept.count
        mask.withUnsafeBufferPointer { mask in
            columns.index.withUnsafeBufferPointer { columnIndex in
                let mask = mask.baseAddress!, column = columnIndex.baseAddress! - columns.start
                scanRows(scanner, materialize: true) { px, y, r, cov in
                    let m = mask + rows.index[y - rows.start] * w
                    func run(_ lo: Int, _ hi: Int) {
                        for x in lo..<hi {
                            let f = (UInt32(m[column[x]]) &* UInt32(truncatingIfNeeded: cov[x]) &+ 128) >> 8
                            if f == 0 { continue }
                            px[x] = PixelMath.over(f == 255 ? color : PixelMath.scale(color, by: f), px[x])
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

/// Which columns (or rows) of a shadow's area the blurred mask keeps, and where each device
/// column finds its value: a run of identical columns longer than 2·reach + 1 keeps reach + 1
/// at its start and reach at its end; every column between reads the run's (reach + 1)-th.
struct ShadowPatch {
    /// The first device column of the area.
    let start: Int
    /// Device columns kept in the mask, in order.
    let kept: [Int]
    /// For each device column of the area, its column in the mask.
    let index: [Int]

    init(_ start: Int, _ end: Int, uniform: Range<Int> = 0..<0, reach: Int = 0) {
        self.start = start
        let a = max(uniform.lowerBound, start), b = min(uniform.upperBound, end)
        guard b - a > 2 * reach + 1 else {
            kept = Array(start..<end)
            index = Array(0..<(end - start))
            return
        }
        kept = Array(start..<(a + reach + 1)) + Array((b - reach)..<end)
        let skipped = (b - reach) - (a + reach + 1)
        index = (start..<end).map { x in
            x < a + reach ? x - start : x < b - reach ? a + reach - start : x - start - skipped
        }
    }
}
