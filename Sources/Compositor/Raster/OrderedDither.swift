/// Ordered dithering with the 8 × 8 Bayer matrix: a value kept with 8 extra bits of fraction is
/// rounded up or down by a threshold that depends only on the device pixel's position, so a
/// subtle gradient becomes a fine, fixed pattern of neighbouring levels instead of bands many
/// pixels wide (which H.264 then makes worse). Deterministic: no noise, no state; the same
/// pixel position always gets the same threshold, so still areas stay still from frame to frame.
enum OrderedDither {
    /// The Bayer matrix, 0...63, row by row.
    static let bayer: [UInt16] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Thresholds in 1/256 of a level, (4·b + 2) for Bayer value b: centered in their cells, so
    /// the mean of a pattern is exactly the value dithered.
    static let thresholds: [SIMD8<UInt16>] = (0..<8).map { y in
        SIMD8<UInt16>((0..<8).map { x in bayer[y * 8 + x] * 4 + 2 })
    }

    /// The eight thresholds of device row `y` (index by x & 7).
    @inline(__always)
    static func row(_ y: Int) -> SIMD8<UInt16> { thresholds[y & 7] }

    /// `PixelMath.scale(pixel, by: factor)` with each channel rounded by `threshold` (1/256 of a
    /// level, from `row(y)`) instead of by one half: the same division by 255, so a threshold of
    /// 128 gives `scale`'s result, and the thresholds' mean (128) makes a pattern's mean exact.
    /// Premultiplied order is kept (monotone, one threshold for all channels).
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32, threshold: UInt16) -> UInt32 {
        let t = UInt32(threshold) &* 0x0001_0001
        var rb = (pixel & 0x00FF_00FF) &* factor &+ t
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ t
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// A pixel from four 8.8 fixed-point channels (16 bits each, red lowest), each rounded up when
    /// its fraction plus `threshold` passes a whole level. Premultiplied order is kept: a channel
    /// at most alpha stays at most alpha, since rounding is monotone and shares the threshold.
    @inline(__always)
    static func round(_ fine: UInt64, threshold: UInt16) -> UInt32 {
        let channels = unsafeBitCast(fine, to: SIMD4<UInt16>.self)
        let up = (SIMD4<UInt32>(truncatingIfNeeded: channels) &+ UInt32(threshold)) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: up), to: UInt32.self)
    }
}
