/// 8-bit coverage (0 none … 255 full) over a rectangle of device pixels: what a path rasterizes
/// to before it is painted, so the fill rule, stroke and color stay separate steps.
package struct CoverageMask: Sendable, Equatable {
    /// The device pixels the mask spans.
    package let rect: IntRect
    /// `rect.width × rect.height` values, row by row from the top.
    package var coverage: [UInt8]

    package init(rect: IntRect) {
        self.rect = rect
        coverage = [UInt8](repeating: 0, count: rect.width * rect.height)
    }

    /// The sum of every coverage value: 255 per fully covered pixel.
    package var total: Int { coverage.reduce(0) { $0 + Int($1) } }

    /// The smallest rectangle holding every nonzero value; empty when nothing is covered.
    package var inkBounds: IntRect {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        let w = rect.width
        for (i, c) in coverage.enumerated() where c != 0 {
            let x = rect.x0 + i % w, y = rect.y0 + i / w
            x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
        }
        return x0 == Int.max ? IntRect(x0: 0, y0: 0, x1: 0, y1: 0) : IntRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}

extension Pixmap {
    /// Paints `color` (premultiplied, packed) scaled by `mask`'s coverage, source-over, through
    /// `clip`: its rectangle and, when it has any, the coverage of its shapes (0...256 each).
    package mutating func fill(_ mask: CoverageMask, color: UInt32, clip: ClipRegion) {
        let area = mask.rect.intersection(clip.rect).intersection(bounds)
        guard !area.isEmpty, color != 0 else { return }
        let w = width, mw = mask.rect.width
        pixels.withUnsafeMutableBufferPointer { px in
            mask.coverage.withUnsafeBufferPointer { cov in
                for y in area.y0..<area.y1 {
                    let m = (y - mask.rect.y0) * mw - mask.rect.x0, d = y * w
                    for x in area.x0..<area.x1 {
                        var c = UInt32(cov[m + x])
                        guard c != 0 else { continue }
                        for shape in clip.shapes {
                            c = (c * UInt32(shape.coverage(x: x, y: y)) + 128) >> 8
                        }
                        guard c != 0 else { continue }
                        px[d + x] = PixelMath.over(c == 255 ? color : PixelMath.scale(color, by: c), px[d + x])
                    }
                }
            }
        }
    }
}
