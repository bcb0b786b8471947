/// How glyph raster sizes and pen positions are quantized so the glyph cache keeps hitting while
/// text stays sharp at whatever scale a segue shows it.
package enum GlyphRasterSize {
    /// Pen positions snap to 1/4 pixel on each axis; a glyph has up to 4 × 4 rasterizations per size.
    package static let subpixelSteps = 4
    /// Sizes are quarter pixels per em; above this many quarter pixels (128 px) they keep only
    /// `significantBits` bits, so relative steps stay under 0.4 % for big animated text.
    package static let exactLimit = 1 << significantBits
    package static let significantBits = 9
    /// The largest size rasterized (1024 px per em); bigger text is drawn by upscaling these masks.
    package static let maximum = 4096

    /// `pixelsPerEm` in quarter pixels, quantized as above; 0 when the text is too small to draw
    /// (under 1/8 pixel per em) or the size is not a number. Not capped at `maximum`.
    package static func quantize(_ pixelsPerEm: Double) -> Int {
        guard pixelsPerEm.isFinite, pixelsPerEm > 0 else { return 0 }
        let quarters = (pixelsPerEm * 4).rounded()
        guard quarters < Double(Int32.max) else { return Int(Int32.max) }
        var q = Int(quarters)
        if q >= exactLimit {
            let shift = (Int.bitWidth - q.leadingZeroBitCount) - significantBits
            // Rounds the exact size (dividing by a power of two is exact), not `q` again.
            q = Int((pixelsPerEm * 4 / Double(1 << shift)).rounded()) << shift
        }
        return q
    }

    /// `position` (device pixels) split into a whole pixel and a subpixel step, rounding to the
    /// nearest step; `nil` for positions too far out to draw.
    package static func snap(_ position: Double) -> (pixel: Int, subpixel: Int)? {
        let steps = (position * Double(subpixelSteps) + 0.5).rounded(.down)
        guard steps.magnitude < 1e9 else { return nil }  // also false for NaN
        let q = Int(steps)
        return (q >> subpixelShift, q & (subpixelSteps - 1))
    }

    private static let subpixelShift = subpixelSteps.trailingZeroBitCount
}
