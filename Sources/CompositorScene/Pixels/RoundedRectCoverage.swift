import CompositorCore

/// Anti-aliased coverage of a rounded rectangle under an affine transform, in fixed point.
///
/// Each device pixel center is mapped back into the rectangle's frame as (u, v): distances from
/// the rectangle's center along its own axes, measured in device pixels. Straight edges get the
/// exact box-filter coverage along each axis (so an edge at x = 10.5 covers pixel 10 by half and
/// a sliver thinner than a pixel covers it by its width); corners get a one-pixel ramp across the
/// arc. All per-pixel arithmetic is on integers; the one square root (corners only) is IEEE's,
/// which is correctly rounded on every CPU.
package struct RoundedRectCoverage: Sendable {
    /// Fractional bits of the fixed-point (u, v) values.
    package static let shift: Int64 = 24
    package static let one: Int64 = 1 << shift
    package static let half: Int64 = 1 << (shift - 1)

    /// u = ua·x + ub·y + uc and v = va·x + vb·y + vc at the center of pixel (x, y).
    package let ua: Int64, ub: Int64, uc: Int64
    package let va: Int64, vb: Int64, vc: Int64
    /// Half width and half height, in device pixels.
    package let hw: Int64, hh: Int64
    /// Corner radii along u and v, in device pixels.
    package let rx: Int64, ry: Int64
    /// The device pixels the shape can touch (not yet clipped).
    public let bounds: IntRect

    /// True when u depends on x only and v on y only (no rotation or skew), so a fill can work in
    /// spans instead of per pixel.
    public var isAxisAligned: Bool { ub == 0 && va == 0 }

    /// The shape of `size` points with `cornerRadius`, its local coordinates (origin top-left)
    /// mapped to device pixels by `transform`. `nil` when nothing would be drawn.
    ///
    /// A shape up to a million device pixels a side is taken whole. A larger one (a view scaled
    /// ×1000, a tiny canvas delivered at 1080 p) is first trimmed to the part any pixmap can
    /// show (`trimmed`), exactly, so it is drawn like any other instead of being dropped.
    public init?(size: Size, cornerRadius: Double, transform: AffineTransform) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              let inverse = transform.inverted() else { return nil }
        let device = transform.bounds(of: Rect(origin: .zero, size: size))
        if device.width < 1e6, device.height < 1e6 {
            self.init(size: size, cornerRadius: cornerRadius, transform: transform, inverse: inverse, device: device)
        } else {
            guard let (size, radius, transform) = RoundedRectCoverage.trimmed(size: size, cornerRadius: cornerRadius, transform: transform, inverse: inverse),
                  let inverse = transform.inverted() else { return nil }
            self.init(size: size, cornerRadius: radius, transform: transform, inverse: inverse, device: transform.bounds(of: Rect(origin: .zero, size: size)))
        }
    }

    /// The fixed-point terms of a shape whose device bounds are `device` (under 2³¹ pixels from
    /// the origin, so every term fits 64 bits).
    private init?(size: Size, cornerRadius: Double, transform: AffineTransform, inverse: AffineTransform, device: Rect) {
        let sx = transform.scaleX, sy = transform.scaleY
        guard sx.isFinite, sy.isFinite, [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 0x1p31 }) else { return nil }
        func fixed(_ v: Double) -> Int64 { Int64((v * Double(RoundedRectCoverage.one)).rounded()) }
        let w2 = size.width / 2, h2 = size.height / 2
        ua = fixed(inverse.a * sx); ub = fixed(inverse.c * sx)
        uc = fixed((inverse.a * 0.5 + inverse.c * 0.5 + inverse.tx - w2) * sx)
        va = fixed(inverse.b * sy); vb = fixed(inverse.d * sy)
        vc = fixed((inverse.b * 0.5 + inverse.d * 0.5 + inverse.ty - h2) * sy)
        hw = fixed(w2 * sx); hh = fixed(h2 * sy)
        let r = min(max(cornerRadius, 0), w2, h2)
        rx = fixed(r * sx); ry = fixed(r * sy)
        bounds = IntRect(covering: Rect(x: device.minX - 1, y: device.minY - 1,
                                        width: device.width + 2, height: device.height + 2))
    }

    @inline(__always) package func u(_ x: Int, _ y: Int) -> Int64 { ua &* Int64(x) &+ ub &* Int64(y) &+ uc }
    @inline(__always) package func v(_ x: Int, _ y: Int) -> Int64 { va &* Int64(x) &+ vb &* Int64(y) &+ vc }

    /// Box-filter overlap of the pixel [|d| − ½, |d| + ½] with the extent [−h, h], 0...one.
    @inline(__always)
    package static func axisCoverage(_ d: Int64, _ h: Int64) -> Int64 {
        let ad = d < 0 ? -d : d
        let c = min(ad + half, h) - max(ad - half, -h)
        return c <= 0 ? 0 : min(c, one)
    }

    /// Coverage 0...256 at a pixel whose center maps to (u, v).
    @inline(__always)
    package func coverage(u: Int64, v: Int64) -> Int32 {
        let cx = RoundedRectCoverage.axisCoverage(u, hw)
        if cx == 0 { return 0 }
        let cy = RoundedRectCoverage.axisCoverage(v, hh)
        if cy == 0 { return 0 }
        var c = Int32(truncatingIfNeeded: ((cx >> 16) &* (cy >> 16)) >> 8)
        if rx > 0 && ry > 0 {
            let qx = (u < 0 ? -u : u) - (hw - rx), qy = (v < 0 ? -v : v) - (hh - ry)
            if qx > 0 && qy > 0 { c = min(c, cornerCoverage(qx, qy)) }
        }
        return c
    }

    /// Coverage 0...256 of the corner arc at offset (qx, qy) from the arc's center, at 12
    /// fractional bits; an elliptical corner (unequal scales) is stretched to a circle first.
    @inline(__always)
    package func cornerCoverage(_ qx: Int64, _ qy: Int64) -> Int32 {
        // Radii of 2¹⁹ device pixels and more (only trimmed shapes have them) would overflow
        // the squares below: those corners are measured in doubles.
        if rx >= 1 << 43 || ry >= 1 << 43 { return largeCornerCoverage(qx, qy) }
        let x = qx >> 12, r = rx >> 12
        let y = rx == ry ? qy >> 12 : (qy >> 12) &* r / max(ry >> 12, 1)
        let d2 = x &* x &+ y &* y
        // Away from the arc the answer is known without the square root: full when
        // floor(√d2) ≤ r − 2048, that is d2 < (r − 2047)², and none when d2 ≥ (r + 2048)²
        // (exact: every value here is an integer below 2⁵², where doubles are exact).
        if d2 >= 0 && d2 < 1 << 52 && r < 1 << 24 {
            if r > 2047 && d2 < (r - 2047) * (r - 2047) { return 256 }
            if d2 >= (r + 2048) * (r + 2048) { return 0 }
        }
        return RoundedRectCoverage.arcRamp(Int64(Double(d2).squareRoot()) - r)
    }

    /// `cornerCoverage` for a corner too large for its integer squares: the same ramp, with
    /// the distance to the arc's center taken in doubles (exact to well under 1/4096 px here).
    package func largeCornerCoverage(_ qx: Int64, _ qy: Int64) -> Int32 {
        let x = Double(qx >> 12), r = Double(rx >> 12)
        let y = rx == ry ? Double(qy >> 12) : Double(qy >> 12) * r / Double(max(ry >> 12, 1))
        return RoundedRectCoverage.arcRamp(Int64((x * x + y * y).squareRoot()) - (rx >> 12))
    }

    /// Coverage 0...256 at `distance` (12 fractional bits) outside the arc: a one-pixel ramp
    /// centred on it.
    @inline(__always)
    package static func arcRamp(_ distance: Int64) -> Int32 {
        let ramp = (1 << 11) - distance
        return Int32(truncatingIfNeeded: min(max(ramp, 0), 1 << 12) >> 4)
    }

    /// Coverage 0...256 of device pixel (x, y).
    @inline(__always)
    public func coverage(x: Int, y: Int) -> Int32 { coverage(u: u(x, y), v: v(x, y)) }
}
