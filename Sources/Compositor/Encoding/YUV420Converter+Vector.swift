/// The converter's vector path: two rows at a time, eight pixels per step, each channel on its
/// own lanes, computing exactly the scalar formulas (`luma`, `chroma`) by integer identities, so
/// every output byte equals `convertReference`'s (tested on random frames).
///
/// Luma on 16-bit lanes. All of yR, yG, yB and the bias 16·2¹⁶ + 2¹⁵ are even, so
/// ⌊(yR r + yG g + yB b + bias) / 2¹⁶⌋ = ⌊(S + bias / 2) / 2¹⁵⌋ with S = Σ (c / 2)·x. Splitting
/// each halved coefficient as c / 2 = 128·h + l (l < 128) gives S + bias / 2 = 128·(H + 4224) + L,
/// H = Σ h·x ≤ 218·255 and L = Σ l·x ≤ 238·255, and the result is ⌊(H + 4224 + ⌊L / 128⌋) / 2⁸⌋,
/// every intermediate below 2¹⁶: two 16-bit multiply-adds instead of 32-bit products, which SSE2
/// (the baseline x86-64 target) lacks.
///
/// Chroma on 32-bit lanes from the 2×2 sums (≤ 1020). Each row of coefficients sums to 0 and has
/// one positive entry, 28784; the negative terms are rewritten with complements, c·x =
/// |c|·(1020 − x) − 1020·|c|, so every product is of two non-negative values below 2¹⁵, which
/// the compiler emits as one `pmaddwd` each, and the bias becomes 128·2¹⁸ + 2¹⁷ − 28784·1020.
///
/// The coefficients are written as literals so the compiler sees their ranges (for `pmaddwd`):
/// luma (46, 157, 15) and (95, 31, 112) are yR / 2 = 5983, yG / 2 = 20127, yB / 2 = 2032 split
/// at 128, and 4224 = (16·2¹⁶ + 2¹⁵) / 256; the tests compare every luma value and random frames
/// with the scalar path.
extension YUV420Converter {
    /// `scalarRowPair` eight pixels per step, the scalar code finishing the last `width % 8`.
    @inline(__always)
    static func vectorRowPair(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                              _ yTop: UnsafeMutablePointer<UInt8>, _ yBottom: UnsafeMutablePointer<UInt8>,
                              _ cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>, _ width: Int) {
        var x = 0
        while x + 8 <= width {
            let t = Channels8(top + x), u = Channels8(bottom + x)
            UnsafeMutableRawPointer(yTop + x).storeBytes(of: t.luma, as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(yBottom + x).storeBytes(of: u.luma, as: SIMD8<UInt8>.self)
            let r4 = blockSums(t.r, u.r), g4 = blockSums(t.g, u.g), b4 = blockSums(t.b, u.b)
            let full = SIMD4<Int32>(repeating: 1020)
            // Cb: −6596 r − 22188 g + 28784 b; Cr: 28784 r − 26145 g − 2639 b.
            UnsafeMutableRawPointer(cb + x / 2).storeBytes(
                of: chroma4(6596, full &- r4, 22188, full &- g4, 28784, b4), as: SIMD4<UInt8>.self)
            UnsafeMutableRawPointer(cr + x / 2).storeBytes(
                of: chroma4(28784, r4, 26145, full &- g4, 2639, full &- b4), as: SIMD4<UInt8>.self)
            x += 8
        }
        scalarRowPair(top + x, bottom + x, yTop + x, yBottom + x, cb + x / 2, cr + x / 2, width - x)
    }

    /// Eight pixels' R, G and B, each on its own 16-bit lanes.
    struct Channels8 {
        var r: SIMD8<UInt16>, g: SIMD8<UInt16>, b: SIMD8<UInt16>

        @inline(__always)
        init(_ source: UnsafePointer<UInt32>) {
            let p = UnsafeRawPointer(source).loadUnaligned(as: SIMD8<UInt32>.self)
            let byte = SIMD8<UInt32>(repeating: 0xFF)
            r = YUV420Converter.low16(p & byte)
            g = YUV420Converter.low16(p &>> 8 & byte)
            b = YUV420Converter.low16(p &>> 16 & byte)
        }

        /// `luma` of each pixel (see the extension's comment for why this is equal).
        var luma: SIMD8<UInt8> {
            @inline(__always) get {
                let high = r &* 46 &+ g &* 157 &+ b &* 15
                let low = r &* 95 &+ g &* 31 &+ b &* 112
                return YUV420Converter.low8((high &+ 4224 &+ low &>> 7) &>> 8)
            }
        }
    }

    /// Each 2×2 block's channel sum, from two rows' eight values: four blocks.
    @inline(__always)
    static func blockSums(_ top: SIMD8<UInt16>, _ bottom: SIMD8<UInt16>) -> SIMD4<Int32> {
        let columns = unsafeBitCast(top &+ bottom, to: SIMD4<UInt32>.self)  // adjacent pixels share a word
        // The mask changes nothing (sums are ≤ 1020) but tells the compiler the products fit 16 bits.
        return unsafeBitCast(((columns & 0xFFFF) &+ (columns &>> 16)) & 0x3FF, to: SIMD4<Int32>.self)
    }

    /// `chroma` of four blocks from complement-rewritten terms (non-negative coefficients).
    @inline(__always)
    static func chroma4(_ c0: Int32, _ x0: SIMD4<Int32>, _ c1: Int32, _ x1: SIMD4<Int32>,
                        _ c2: Int32, _ x2: SIMD4<Int32>) -> SIMD4<UInt8> {
        let t = SIMD4<Int32>(repeating: 128 << 18 + 1 << 17 - 28784 * 1020) &+ x0 &* c0 &+ x1 &* c1 &+ x2 &* c2
        return unsafeBitCast(t &>> 18, to: SIMD16<UInt8>.self).evenHalf.evenHalf
    }

    // Lane narrowing by reinterpretation: the low half of each lane (little-endian) is its
    // even half. `SIMD8(truncatingIfNeeded:)` does the same, but in a whole frame's loop the
    // compiler left it as an out-of-line generic call per step (9 % of a conversion's time in a
    // perf profile); these stay inline.
    @inline(__always)
    static func low16(_ v: SIMD8<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self).evenHalf }

    @inline(__always)
    static func low8(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> { unsafeBitCast(v, to: SIMD16<UInt8>.self).evenHalf }
}
