import CPixelKernels
import CompositorCore

/// Composites glyph masks into a premultiplied RGBA8 pixel buffer: coverage × the premultiplied
/// color (`PixelMath.scale`), then source-over (`PixelMath.over`). Integer and fixed point only.
///
/// Coverage is linear (no gamma adjustment): dark text on light and light on dark get the same
/// antialiasing ramps, as an unhinted grayscale rasterizer gives them.
package struct GlyphBlitter {
    package let pixels: UnsafeMutableBufferPointer<UInt32>
    /// Pixels per row.
    package let stride: Int
    /// Device pixels drawn: `x0..<x1` × `y0..<y1`, already inside the buffer.
    package let clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    /// The premultiplied text color, packed.
    package let color: UInt32

    /// Draws `mask` unscaled with its top-left pixel at device pixel (`x`, `y`): the fast path for
    /// text under scale and translation only, where masks were rasterized at the device size.
    package func blit(_ mask: GlyphMask, x: Int, y: Int) {
        let x0 = max(x, clip.x0), x1 = min(x + mask.width, clip.x1)
        let y0 = max(y, clip.y0), y1 = min(y + mask.height, clip.y1)
        guard x0 < x1, y0 < y1 else { return }
        // Each row: over(scale(color, by: c), pixel) where the coverage c > 0, through the
        // row kernel (eight pixels a step with AVX2; tested equal to the scalar formula).
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in y0..<y1 {
                let source = (row - y) * mask.width - x
                segue_mask_row(coverage.baseAddress! + (source + x0), color, pixels.baseAddress! + (row * stride + x0), x1 - x0)
            }
        }
    }

    /// Draws `mask` through an affine map (rotation, skew, flips, or sizes past the raster cap)
    /// by bilinear sampling. `map` takes a device point to mask coordinates (pixels from the
    /// mask's top-left corner); `bounds` is the device rectangle the mask covers.
    package func blit(_ mask: GlyphMask, map: AffineTransform, bounds: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let x0 = max(bounds.x0, clip.x0), x1 = min(bounds.x1, clip.x1)
        let y0 = max(bounds.y0, clip.y0), y1 = min(bounds.y1, clip.y1)
        guard x0 < x1, y0 < y1 else { return }
        let limit = 1e6  // coefficients beyond this come from a near-singular transform: nothing visible
        guard [map.a, map.b, map.c, map.d].allSatisfy({ $0.magnitude < limit }),
              map.tx.magnitude < limit * 1e3, map.ty.magnitude < limit * 1e3 else { return }
        let one = 65536.0
        // Steps per device pixel along x, in 16.16 fixed point.
        let stepU = Int((map.a * one).rounded()), stepV = Int((map.b * one).rounded())
        let w = mask.width, h = mask.height, color = color
        mask.coverage.withUnsafeBufferPointer { coverage in
            @inline(__always) func texel(_ i: Int, _ j: Int) -> Int {
                i >= 0 && j >= 0 && i < w && j < h ? Int(coverage[j * w + i]) : 0
            }
            for row in y0..<y1 {
                // Sample at pixel centers; texel centers sit at half-integers, hence the − 0.5.
                let center = map.apply(Point(x: Double(x0) + 0.5, y: Double(row) + 0.5))
                var u = Int(((center.x - 0.5) * one).rounded()), v = Int(((center.y - 0.5) * one).rounded())
                let target = row * stride
                for col in x0..<x1 {
                    defer { u += stepU; v += stepV }
                    let i = u >> 16, j = v >> 16
                    guard i >= -1, j >= -1, i < w, j < h else { continue }
                    let fx = (u >> 8) & 0xFF, fy = (v >> 8) & 0xFF
                    let upper = texel(i, j) * (256 - fx) + texel(i + 1, j) * fx
                    let lower = texel(i, j + 1) * (256 - fx) + texel(i + 1, j + 1) * fx
                    let c = UInt32((upper * (256 - fy) + lower * fy + 32768) >> 16)
                    guard c != 0 else { continue }
                    let src = c == 255 ? color : PixelMath.scale(color, by: c)
                    pixels[target + col] = PixelMath.over(src, pixels[target + col])
                }
            }
        }
    }
}
