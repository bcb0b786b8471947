extension Pixmap {
    /// Runs `body` once per row of `scanner`'s area with that row's columns, the pixels and the
    /// coverage row (indexed by absolute x). Per-row, not per-pixel, so the closure costs nothing
    /// measurable; the pixel loops live in the callers.
    package mutating func scanRows(_ scanner: CoverageScanner, materialize: Bool,
                           _ body: (_ px: UnsafeMutablePointer<UInt32>, _ y: Int, _ row: CoverageScanner.Row,
                                    _ cov: UnsafeMutablePointer<Int32>) -> Void) {
        let area = scanner.area
        guard !area.isEmpty else { return }
        let w = width
        var scratch = [Int32](repeating: 0, count: 2 * area.width)
        pixels.withUnsafeMutableBufferPointer { px in
            scratch.withUnsafeMutableBufferPointer { s in
                let cov = s.baseAddress!, hole = cov + area.width
                for y in area.y0..<area.y1 {
                    let row = scanner.row(y, cov, scratch: hole, materialize: materialize)
                    if row.isEmpty { continue }
                    body(px.baseAddress! + y * w, y, row, cov - area.x0)
                }
            }
        }
    }

    /// Composites a constant premultiplied `color` through the scanner's coverage: the general
    /// path for fills with clip shapes, rings and any other shape the scanner describes.
    package mutating func fill(_ scanner: CoverageScanner, color: UInt32) {
        guard color != 0 else { return }
        scanRows(scanner, materialize: false) { px, _, r, cov in
            for x in r.a0..<r.a1 where cov[x] > 0 { px[x] = Pixmap.blend(color, coverage: cov[x], over: px[x]) }
            Pixmap.fillSpan(UnsafeMutableBufferPointer(start: px, count: r.b0), from: r.a1, to: r.b0, color: color, coverage: r.middle)
            for x in r.b0..<r.b1 where cov[x] > 0 { px[x] = Pixmap.blend(color, coverage: cov[x], over: px[x]) }
        }
    }

    /// Composites `color` (premultiplied) over the pixels `shape` covers within `clip`.
    package mutating func fill(_ shape: RoundedRectCoverage, color: PremultipliedRGBA8, clip: ClipRegion) {
        let clip = clip.reduced(to: shape.bounds)
        if clip.isRectangular {
            fill(shape, color: color, clip: clip.rect)
        } else {
            fill(CoverageScanner(shape: shape, clip: clip, target: bounds), color: color.packed)
        }
    }

    /// Composites `color` over the ring between `outer` and `inner` (a border), within `clip`.
    package mutating func fillRing(outer: RoundedRectCoverage, inner: RoundedRectCoverage?, color: PremultipliedRGBA8, clip: ClipRegion) {
        fill(CoverageScanner(shape: outer, hole: inner, clip: clip, target: bounds), color: color.packed)
    }

    /// Composites `layer` with its top-left at (`x`, `y`), each pixel scaled by `opacity`
    /// (0...255) and by the clip's coverage.
    package mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: UInt32, clip: ClipRegion) {
        if clip.isRectangular {
            composite(layer, atX: x, y: y, opacity: opacity, clip: clip.rect)
            return
        }
        guard opacity > 0 else { return }
        let place = IntRect(x0: x, y0: y, x1: x + layer.width, y1: y + layer.height)
        let scanner = CoverageScanner(shape: nil, clip: clip.intersection(place), target: bounds)
        let lw = layer.width
        layer.pixels.withUnsafeBufferPointer { src in
            let src = src.baseAddress!
            scanRows(scanner, materialize: false) { px, row, r, cov in
                let s = src + (row - y) * lw - x
                @inline(__always) func blend(_ col: Int, _ c: Int32) {
                    let p = s[col]
                    if p == 0 || c == 0 { return }
                    let f = UInt32(truncatingIfNeeded: (c &* Int32(opacity) &+ 128) >> 8)
                    px[col] = PixelMath.over(f == 255 ? p : PixelMath.scale(p, by: f), px[col])
                }
                for col in r.a0..<r.a1 { blend(col, cov[col]) }
                // The middle, one coverage: layers are mostly clear (a label's box around its
                // glyphs), so clear stretches are passed over eight pixels a test.
                var col = r.a1
                if r.middle > 0 {
                    while col + 8 <= r.b0 {
                        let q = UnsafeRawPointer(s + col)
                        if q.loadUnaligned(as: UInt64.self) | q.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                            | q.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | q.loadUnaligned(fromByteOffset: 24, as: UInt64.self) != 0 {
                            for k in col..<(col + 8) { blend(k, r.middle) }
                        }
                        col += 8
                    }
                    while col < r.b0 { blend(col, r.middle); col += 1 }
                }
                for col in r.b0..<r.b1 { blend(col, cov[col]) }
            }
        }
    }
}
