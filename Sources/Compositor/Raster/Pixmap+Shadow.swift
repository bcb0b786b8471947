extension Pixmap {
    /// Composites `color` through `shape`'s coverage blurred by a Gaussian of `sigma` device
    /// pixels (three box blurs), within `clip`: a drop shadow.
    mutating func drawShadow(of shape: RoundedRectCoverage, sigma: Double, color: PremultipliedRGBA8, clip: ClipRegion) {
        let boxes = ShadowBlur.boxes(sigma: sigma)
        let pad = ShadowBlur.reach(boxes)
        func grown(_ r: IntRect) -> IntRect { IntRect(x0: r.x0 - pad, y0: r.y0 - pad, x1: r.x1 + pad, y1: r.y1 + pad) }
        // Ink farther than the blur's reach from the visible pixels cannot reach them.
        let area = grown(shape.bounds).intersection(grown(clip.rect.intersection(bounds)))
        guard !area.isEmpty else { return }
        let w = area.width, h = area.height
        var mask = [UInt8](repeating: 0, count: w * h)
        var row = [Int32](repeating: 0, count: w)
        row.withUnsafeMutableBufferPointer { row in
            mask.withUnsafeMutableBufferPointer { mask in
                for y in 0..<h {
                    shape.coverageRow(y: area.y0 + y, from: area.x0, to: area.x1, into: row.baseAddress!)
                    for x in 0..<w { mask[y * w + x] = UInt8(truncatingIfNeeded: (row[x] &* 255 &+ 128) >> 8) }
                }
            }
        }
        let blurred = ShadowBlur.blur(mask, width: w, height: h, boxes: boxes)
        composite(mask: blurred, at: area, color: color.packed, clip: clip)
    }

    /// Composites `color` scaled by an 8-bit `mask` laid over `rect`, within `clip`.
    mutating func composite(mask: [UInt8], at rect: IntRect, color: UInt32, clip: ClipRegion) {
        let scanner = CoverageScanner(shape: nil, clip: clip.intersection(rect), target: bounds)
        mask.withUnsafeBufferPointer { mask in
            let mask = mask.baseAddress!
            scanRows(scanner, materialize: true) { px, y, r, cov in
                let m = mask + (y - rect.y0) * rect.width - rect.x0
                for x in r.a0..<r.b1 {
                    let f = (UInt32(m[x]) &* UInt32(truncatingIfNeeded: cov[x]) &+ 128) >> 8
                    if f == 0 { continue }
                    px[x] = PixelMath.over(f == 255 ? color : PixelMath.scale(color, by: f), px[x])
                }
            }
        }
    }
}
