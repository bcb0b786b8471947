/// Ordered dithering with the 8 × 8 Bayer matrix: a value kept with 8 extra bits of fraction is
/// rounded up or down by a threshold that depends only on the device pixel's position, so a
/// subtle gradient becomes a fine, fixed pattern of neighbouring levels instead of bands many
/// pixels wide (which H.264 then makes worse). Deterministic: no noise, no state; the same
/// pixel position always gets the same threshold, so still areas stay still from frame to frame.
///
/// Gradients and large soft shadows are dithered in *luma* (`over`), not per channel: the video
/// is 8-bit BT.709 limited range, whose Y′ has 219 steps where RGB has 255, so one RGB step moves
/// Y′ by 219/255 ≈ 0.86 and two neighbouring RGB values often round to the same Y′. A per-channel
/// pattern of v and v + 1 then converts to one flat Y′, and #F2F2F7 → #D1D1D6 down a 1920-row
/// frame (≈ 28 Y′ steps, ≈ 68 rows a step) showed runs of 102 rows of identical luma before any
/// encoding. `over` instead picks the Y′ level by the threshold and moves the color there by a
/// grey shift, so the converter's rounding lands exactly on the level picked (see `over`).
/// That is the `luma8` target (`DitherTarget`), for 8-bit YUV outputs; 10-bit and RGB outputs
/// keep every RGB step, and take the per-channel rounding (`round`, `scale`), exact in the mean
/// of every channel.
package enum OrderedDither {
    /// The Bayer matrix, 0...63, row by row.
    package static let bayer: [UInt16] = [
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
    package static let thresholds: [SIMD8<UInt16>] = (0..<8).map { y in
        SIMD8<UInt16>((0..<8).map { x in bayer[y * 8 + x] * 4 + 2 })
    }

    /// The eight thresholds of device row `y` (index by x & 7).
    @inline(__always)
    package static func row(_ y: Int) -> SIMD8<UInt16> { thresholds[y & 7] }

    /// `PixelMath.scale(pixel, by: factor)` with each channel rounded by `threshold` (1/256 of a
    /// level, from `row(y)`) instead of by one half: the same division by 255, so a threshold of
    /// 128 gives `scale`'s result, and the thresholds' mean (128) makes a pattern's mean exact.
    /// Premultiplied order is kept (monotone, one threshold for all channels). The `rgb` target's
    /// shadow falloff.
    @inline(__always)
    package static func scale(_ pixel: UInt32, by factor: UInt32, threshold: UInt16) -> UInt32 {
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
    package static func round(_ fine: UInt64, threshold: UInt16) -> UInt32 {
        let channels = unsafeBitCast(fine, to: SIMD4<UInt16>.self)
        let up = (SIMD4<UInt32>(truncatingIfNeeded: channels) &+ UInt32(threshold)) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: up), to: UInt32.self)
    }

    /// `fine` (four 8.8 fixed-point channels, premultiplied, red lowest) composited over `dst`,
    /// rounded to 8 bits so that the luma `YUV420Converter` computes from the result is the
    /// result's exact luma rounded by `threshold` (1/256 of a Y′ level): a two-level ordered
    /// dither in Y′ itself, whose mean is the exact value.
    ///
    /// With y the exact result's Y′ − 16 in levels, the level is L = ⌊y + threshold/256⌋, and
    /// the pixel is each channel rounded by the same threshold (RGB's own ordered dither, whose
    /// mean is exact in every channel) when that already converts to L. Otherwise every color
    /// channel moves by the same d = (L − y) · 255/219 RGB levels (a grey shift: Cb and Cr, whose
    /// coefficient rows sum to 0, do not move) before rounding to nearest; that rounding moves Y′
    /// by at most ½ · 219/255 ≈ 0.43 < ½, so the converter's round-to-nearest gives exactly
    /// 16 + L (channels clamped at 0 and alpha are the exception). Y′ is thus exact in the mean;
    /// RGB may be off by up to half a level in a cell's mean where the shift was needed, and a
    /// pixel spans up to four neighbouring values instead of two (|d| < 1.17).
    ///
    /// A pure function of its arguments (the threshold of the pixel's position), as every
    /// dither here: no state, the same frame for the same scene.
    ///
    /// Scalar on purpose: on `SIMD4<Int>` lanes the division by 255 became four 64-bit
    /// divisions a pixel and a dithered gradient drew at a quarter of its old speed; here an
    /// opaque source (most gradients) skips the division altogether.
    @inline(__always)
    package static func over(_ fine: UInt64, _ dst: UInt32, threshold: UInt16) -> UInt32 {
        var r = Int(truncatingIfNeeded: fine & 0xFFFF), g = Int(truncatingIfNeeded: fine >> 16 & 0xFFFF)
        var b = Int(truncatingIfNeeded: fine >> 32 & 0xFFFF), a = Int(truncatingIfNeeded: fine >> 48)
        if a != 65_280 {
            // Source over: s + d · (1 − αs), in 1/256 of a level (255 · 256 is opaque).
            let k = 65_280 &- a
            r &+= (Int(dst & 0xFF) &* k &+ 127) / 255
            g &+= (Int(dst >> 8 & 0xFF) &* k &+ 127) / 255
            b &+= (Int(dst >> 16 & 0xFF) &* k &+ 127) / 255
            a &+= (Int(dst >> 24) &* k &+ 127) / 255
        }
        let yR = Int(YUV420Converter.yR), yG = Int(YUV420Converter.yG), yB = Int(YUV420Converter.yB)
        let y = (yR &* r &+ yG &* g &+ yB &* b &+ 32_768) &>> 16
        let t = Int(threshold)
        let level = (y &+ t) & ~255
        let alpha = (a &+ 128) &>> 8
        // Each channel rounded by the threshold (RGB's own dither, exact in the mean), kept when
        // its Y′ is already the level picked.
        var outR = min((r &+ t) &>> 8, alpha), outG = min((g &+ t) &>> 8, alpha), outB = min((b &+ t) &>> 8, alpha)
        if (yR &* outR &+ yG &* outG &+ yB &* outB &+ 32_768) &>> 16 != level &>> 8 {
            let shift = ((level &- y) &* 76_310 &+ 32_768) &>> 16  // · 255/219 in 16.16
            outR = min(max((r &+ shift &+ 128) &>> 8, 0), alpha)
            outG = min(max((g &+ shift &+ 128) &>> 8, 0), alpha)
            outB = min(max((b &+ shift &+ 128) &>> 8, 0), alpha)
        }
        return UInt32(truncatingIfNeeded: outR) | UInt32(truncatingIfNeeded: outG) << 8
            | UInt32(truncatingIfNeeded: outB) << 16 | UInt32(truncatingIfNeeded: alpha) << 24
    }

    /// `fine(pixel, scaledBy: f)` for every f in 0...255, for the shadow kernel
    /// (`segue_shadow_luma_run_at`).
    package static func fineTable(_ pixel: UInt32) -> [UInt64] {
        (0..<256).map { fine(pixel, scaledBy: UInt32($0)) }
    }

    /// `pixel` scaled by `factor` / 255 in 8.8 fixed point (each channel rounded to 1/256),
    /// for `over`: a shadow's color at one pixel's share of its mask.
    @inline(__always)
    package static func fine(_ pixel: UInt32, scaledBy factor: UInt32) -> UInt64 {
        let m = factor &* 256
        @inline(__always) func channel(_ c: UInt32) -> UInt64 { UInt64((c &* m &+ 127) / 255) }
        return channel(pixel & 0xFF) | channel(pixel >> 8 & 0xFF) << 16 | channel(pixel >> 16 & 0xFF) << 32 | channel(pixel >> 24) << 48
    }
}
