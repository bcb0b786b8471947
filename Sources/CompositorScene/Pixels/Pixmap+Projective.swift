import CompositorCore

/// The inverse of a projective map from a source image onto a quadrilateral of device pixels,
/// in fixed point, for drawing a view turned in perspective (a flip).
///
/// For device pixel center (x, y): u·w = A·x + B·y + C, v·w = D·x + E·y + F, w = G·x + H·y + I,
/// with (u, v) in source texels. The nine coefficients are set up once in doubles (Heckbert's
/// square-to-quad mapping and its adjugate) and then quantized; every per-pixel step is integer
/// arithmetic (one division by w through a fixed-point reciprocal), so every CPU gets the same
/// pixels.
package struct ProjectiveQuadMap: Sendable {
    /// Fractional bits of the coefficients.
    package static let shift = 24
    package let a: Int64, b: Int64, c: Int64, d: Int64, e: Int64, f: Int64, g: Int64, h: Int64, i: Int64
    /// The source rectangle's extent in 1/256 texels.
    package let width256: Int64, height256: Int64
    /// Device pixels per texel along u and v (averaged over the quad), in 1/65536.
    package let pixelsPerTexelU: Int64, pixelsPerTexelV: Int64
    /// Device pixels the quad can touch.
    public let bounds: IntRect

    /// The map sending the source rectangle [0, width] × [0, height] (texels) onto `quad`
    /// (device pixels; the images of its top-left, top-right, bottom-right and bottom-left
    /// corners, in that order). `nil` when the quad is degenerate, not finite, or huge.
    public init?(sourceWidth: Double, sourceHeight: Double, quad: [Point]) {
        guard quad.count == 4, sourceWidth > 0, sourceHeight > 0,
              quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e6 && abs($0.y) < 1e6 }) else { return nil }
        let (p0, p1, p2, p3) = (quad[0], quad[1], quad[2], quad[3])
        // Unit square → quad (Heckbert): x = (a·s + b·t + c)/(g·s + h·t + 1), y likewise with d, e, f.
        let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dx3 = p0.x - p1.x + p2.x - p3.x
        let dy1 = p1.y - p2.y, dy2 = p3.y - p2.y, dy3 = p0.y - p1.y + p2.y - p3.y
        var g = 0.0, h = 0.0
        if dx3 != 0 || dy3 != 0 {
            let det = dx1 * dy2 - dx2 * dy1
            guard det != 0 else { return nil }
            g = (dx3 * dy2 - dx2 * dy3) / det
            h = (dx1 * dy3 - dx3 * dy1) / det
        }
        let m = [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
                 p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
                 g, h, 1]
        // Adjugate: quad → unit square, up to a common factor; then scale s, t to texels.
        var inv = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                   m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                   m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        for k in 0..<3 { inv[k] *= sourceWidth; inv[3 + k] *= sourceHeight }
        // Shift to pixel centers, and normalize so w = 1 at the quad's center (w > 0 inside).
        let cx = (p0.x + p1.x + p2.x + p3.x) / 4, cy = (p0.y + p1.y + p2.y + p3.y) / 4
        let wCenter = inv[6] * cx + inv[7] * cy + inv[8]
        guard wCenter != 0, wCenter.isFinite else { return nil }
        for row in 0..<3 {
            inv[3 * row + 2] += 0.5 * inv[3 * row] + 0.5 * inv[3 * row + 1]
            for k in 0..<3 { inv[3 * row + k] /= wCenter }
        }
        // Bounded so that coefficient × coordinate (< 2^13.3 · 2^24 · 2^14) shifted left by 8
        // stays inside Int64; beyond it the quad is an edge-on sliver not worth drawing.
        guard inv.allSatisfy({ abs($0) < 1e4 }) else { return nil }
        func fixed(_ v: Double) -> Int64 { Int64((v * Double(1 << ProjectiveQuadMap.shift)).rounded()) }
        (a, b, c) = (fixed(inv[0]), fixed(inv[1]), fixed(inv[2]))
        (d, e, f) = (fixed(inv[3]), fixed(inv[4]), fixed(inv[5]))
        (self.g, self.h, i) = (fixed(inv[6]), fixed(inv[7]), fixed(inv[8]))
        width256 = Int64((sourceWidth * 256).rounded())
        height256 = Int64((sourceHeight * 256).rounded())
        func length(_ p: Point, _ q: Point) -> Double { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }
        pixelsPerTexelU = Int64(((length(p0, p1) + length(p3, p2)) / 2 / sourceWidth * 65536).rounded())
        pixelsPerTexelV = Int64(((length(p0, p3) + length(p1, p2)) / 2 / sourceHeight * 65536).rounded())
        let xs = quad.map(\.x), ys = quad.map(\.y)
        bounds = IntRect(covering: Rect(x: xs.min()! - 1, y: ys.min()! - 1,
                                        width: xs.max()! - xs.min()! + 2, height: ys.max()! - ys.min()! + 2))
    }

    /// 2^62 / `w` for a positive `w`: one division per pixel instead of two (a 64-bit
    /// division costs tens of cycles; the two products below a few).
    @inline(__always)
    package static func reciprocal(_ w: Int64) -> Int64 { (Int64(1) << 62) / w }

    /// ⌊n · 256 / w⌋ from `reciprocal(w)`: the 128-bit product n · 2^62/w shifted right by 54,
    /// which is exact when w is a power of two (an affine quad) and otherwise within 1/256 texel.
    @inline(__always)
    package static func divide(_ n: Int64, _ reciprocal: Int64) -> Int64 {
        let (high, low) = n.multipliedFullWidth(by: reciprocal)
        return high << 10 | Int64(bitPattern: low >> 54)
    }

    /// Box-filter coverage (0...256) of a pixel whose center lies `inside256` (1/256 texel)
    /// inside an edge, with `perTexel` device pixels per texel.
    @inline(__always)
    package static func edgeCoverage(_ inside256: Int64, _ perTexel: Int64) -> Int64 {
        min(max((inside256 &* perTexel) >> 16 + 128, 0), 256)
    }
}

extension Pixmap {
    /// Composites `source` (premultiplied) mapped by `map` over this pixmap within `clip`, every
    /// pixel scaled by `opacity` (0...255): bilinear sampling in 8-bit fixed point, clamped to the
    /// source's edge texels, with box-filter anti-aliasing along the quad's edges.
    package mutating func drawProjected(_ source: Pixmap, map: ProjectiveQuadMap, opacity: UInt32, clip: IntRect) {
        guard opacity > 0 else { return }
        let area = map.bounds.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let w = width, sw = source.width, sh = source.height
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in area.y0..<area.y1 {
                    let yy = Int64(y)
                    var nu = map.a &* Int64(area.x0) &+ map.b &* yy &+ map.c
                    var nv = map.d &* Int64(area.x0) &+ map.e &* yy &+ map.f
                    var nw = map.g &* Int64(area.x0) &+ map.h &* yy &+ map.i
                    for x in area.x0..<area.x1 {
                        defer { nu &+= map.a; nv &+= map.d; nw &+= map.g }
                        guard nw > 0 else { continue }
                        let reciprocal = ProjectiveQuadMap.reciprocal(nw)
                        let u = ProjectiveQuadMap.divide(nu, reciprocal), v = ProjectiveQuadMap.divide(nv, reciprocal)
                        let coverU = ProjectiveQuadMap.edgeCoverage(min(u, map.width256 - u), map.pixelsPerTexelU)
                        let coverV = ProjectiveQuadMap.edgeCoverage(min(v, map.height256 - v), map.pixelsPerTexelV)
                        let coverage = (coverU * coverV) >> 8
                        guard coverage > 0 else { continue }
                        let sample = Pixmap.bilinear(src, width: sw, height: sh, u: u - 128, v: v - 128)
                        guard sample != 0 else { continue }
                        let factor = UInt32((coverage * Int64(opacity) + 128) >> 8)
                        let scaled = factor >= 255 ? sample : PixelMath.scale(sample, by: factor)
                        dst[y * w + x] = PixelMath.over(scaled, dst[y * w + x])
                    }
                }
            }
        }
    }

    /// The source sampled at texel-center coordinates (`u`, `v`) in 1/256 texel, edges clamped.
    @inline(__always)
    package static func bilinear(_ src: UnsafeBufferPointer<UInt32>, width: Int, height: Int, u: Int64, v: Int64) -> UInt32 {
        let x0 = Int(u >> 8), y0 = Int(v >> 8)
        let fx = UInt32(u & 255), fy = UInt32(v & 255)
        let xa = min(max(x0, 0), width - 1), xb = min(max(x0 + 1, 0), width - 1)
        let ya = min(max(y0, 0), height - 1), yb = min(max(y0 + 1, 0), height - 1)
        let top = PixelMath.lerp(src[ya * width + xa], src[ya * width + xb], fx)
        let bottom = PixelMath.lerp(src[yb * width + xa], src[yb * width + xb], fx)
        return PixelMath.lerp(top, bottom, fy)
    }
}
