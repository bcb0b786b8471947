/// Premultiplied → straight alpha, exactly: the one conversion every format that stores
/// straight colors (PNG, GIF, ProRes 4444, VP9 with alpha) uses.
package enum StraightAlpha {
    /// Each channel round(c · 255 / a), 0 when a is 0; opaque pixels unchanged.
    @inline(__always)
    package static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(((p >> shift & 0xFF) * 255 + a / 2) / a, 255) << shift }
        return channel(0) | channel(8) | channel(16) | a << 24
    }

    /// Straight → premultiplied: each channel c · a / 255 rounded as `PixelMath.scale` does;
    /// opaque pixels unchanged. For decoded pictures with alpha (PNG, ProRes 4444, VP9).
    @inline(__always)
    package static func premultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        return PixelMath.scale(p & 0x00FF_FFFF, by: a) | a << 24
    }
}
