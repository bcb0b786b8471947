/// Exact 8-bit compositing arithmetic (pixman's), on whole pixels at once.
///
/// Two channels ride in one 32-bit word (0x00BB00RR and 0x00AA00GG), so a pixel costs two
/// multiplies; every result equals the per-channel formula round(x · y / 255).
package enum PixelMath {
    /// round(x · y / 255) for 8-bit x and y.
    @inline(__always)
    public static func mul(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// Every channel of `pixel` scaled by `factor` / 255, rounded.
    @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Porter–Duff source-over of premultiplied pixels: src + dst · (1 − src.a).
    /// Channels cannot overflow because premultiplied components never exceed alpha.
    @inline(__always)
    public static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverseAlpha = 255 - (src >> 24)
        if inverseAlpha == 0 { return src }
        return src &+ scale(dst, by: inverseAlpha)
    }

    /// Linear interpolation between premultiplied pixels, `t` in 0...255 (0 gives `a`).
    @inline(__always)
    public static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        scale(a, by: 255 - t) &+ scale(b, by: t)
    }
}
