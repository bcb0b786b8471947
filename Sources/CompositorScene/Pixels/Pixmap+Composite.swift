extension Pixmap {
    /// Composites `layer` over this pixmap with its top-left at (`x`, `y`), every layer pixel
    /// scaled by `opacity` (0...255) first: how a group with alpha < 1 reaches its parent.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: UInt32, clip: IntRect) {
        guard opacity > 0 else { return }
        let area = IntRect(x0: x, y0: y, x1: x + layer.width, y1: y + layer.height)
            .intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let w = width, lw = layer.width
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                let source = src.baseAddress!, target = dst.baseAddress!
                for row in area.y0..<area.y1 {
                    let d = row * w, s = (row - y) * lw - x
                    var col = area.x0
                    // Clear stretches passed over eight pixels a test: a transparent pixel leaves
                    // the frame's as it is (the loop below skips it, and the vector form is equal
                    // to it bit for bit), so this is exact. A store of a bar or an indicator over
                    // the whole frame is clear but for a few rows (a sheet's status bar and home
                    // indicator: two such stores over every moving frame, 0.47 G instructions of
                    // the component-kit sheet's 12.4 G).
                    while col + 8 <= area.x1 {
                        let q = UnsafeRawPointer(source + (s + col))
                        if q.loadUnaligned(as: UInt64.self) | q.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                            | q.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | q.loadUnaligned(fromByteOffset: 24, as: UInt64.self) != 0 {
                            PixelMath.over4(source + (s + col), opacity: opacity, target + (d + col))
                            PixelMath.over4(source + (s + col + 4), opacity: opacity, target + (d + col + 4))
                        }
                        col += 8
                    }
                    // Four pixels at a time (the vector form of the loop below, equal bit for bit).
                    while col + 4 <= area.x1 {
                        PixelMath.over4(source + (s + col), opacity: opacity, target + (d + col))
                        col += 4
                    }
                    while col < area.x1 {
                        let p = src[s + col]
                        if p != 0 {
                            let scaled = opacity == 255 ? p : PixelMath.scale(p, by: opacity)
                            dst[d + col] = PixelMath.over(scaled, dst[d + col])
                        }
                        col += 1
                    }
                }
            }
        }
    }
}
