extension Pixmap {
    /// Copies `source` into this pixmap with its top-left at (`x`, `y`), row by row, within
    /// `clip`: compositing an opaque layer at full opacity, without the per-pixel blend.
    mutating func copy(_ source: Pixmap, atX x: Int, y: Int, clip: IntRect) {
        let area = IntRect(x0: x, y0: y, x1: x + source.width, y1: y + source.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let w = width, sw = source.width
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in area.y0..<area.y1 {
                    (dst.baseAddress! + (row * w + area.x0))
                        .update(from: src.baseAddress! + ((row - y) * sw + area.x0 - x), count: area.width)
                }
            }
        }
    }
}
