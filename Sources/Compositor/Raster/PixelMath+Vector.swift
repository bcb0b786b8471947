extension PixelMath {
    /// `over(scale(src, by: opacity), dst)` for four pixels at once on 16-bit lanes (SSE2's
    /// 16-bit multiply): the per-channel formula round(x · y / 255) as `mul`, so the result
    /// equals the scalar functions' bit for bit (see the tests), at about twice their speed.
    @inline(__always)
    static func over4(_ src: UnsafePointer<UInt32>, opacity: UInt32, _ dst: UnsafeMutablePointer<UInt32>) {
        let s0 = src[0], s1 = src[1], s2 = src[2], s3 = src[3]
        var s = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(src).loadUnaligned(as: SIMD16<UInt8>.self))
        // The four (scaled) alphas, each repeated over its pixel's four lanes.
        var alphas = SIMD4<UInt64>(UInt64(s0 >> 24), UInt64(s1 >> 24), UInt64(s2 >> 24), UInt64(s3 >> 24))
        if opacity != 255 {
            s = mul(s, SIMD16(repeating: UInt16(truncatingIfNeeded: opacity)))
            alphas = SIMD4<UInt64>(UInt64(mul(s0 >> 24, opacity)), UInt64(mul(s1 >> 24, opacity)),
                                   UInt64(mul(s2 >> 24, opacity)), UInt64(mul(s3 >> 24, opacity)))
        }
        let inverse = SIMD16<UInt16>(repeating: 255) &- unsafeBitCast(alphas &* 0x0001_0001_0001_0001, to: SIMD16<UInt16>.self)
        let d = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(dst).loadUnaligned(as: SIMD16<UInt8>.self))
        let out = SIMD16<UInt8>(truncatingIfNeeded: s &+ mul(d, inverse))
        UnsafeMutableRawPointer(dst).storeBytes(of: out, as: SIMD16<UInt8>.self)
    }

    /// round(x · y / 255) per 16-bit lane, for 8-bit x and y.
    @inline(__always)
    static func mul(_ x: SIMD16<UInt16>, _ y: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &* y &+ SIMD16(repeating: 128)
        return (t &+ (t &>> 8)) &>> 8
    }
}

extension PixelMath {
    /// `over(scale(color, by: fᵢ), dstᵢ)` for four pixels with their own factors fᵢ (0...255),
    /// equal bit for bit to the scalar functions.
    @inline(__always)
    static func over4(color: UInt32, factors f: SIMD4<UInt32>, _ dst: UnsafeMutablePointer<UInt32>) {
        let c = SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD16<UInt8>.self))
        let spread = unsafeBitCast(SIMD4<UInt64>(truncatingIfNeeded: f) &* 0x0001_0001_0001_0001, to: SIMD16<UInt16>.self)
        let s = mul(c, spread)
        let a = color >> 24
        let alphas = SIMD4<UInt64>(UInt64(mul(a, f[0])), UInt64(mul(a, f[1])), UInt64(mul(a, f[2])), UInt64(mul(a, f[3])))
        let inverse = SIMD16<UInt16>(repeating: 255) &- unsafeBitCast(alphas &* 0x0001_0001_0001_0001, to: SIMD16<UInt16>.self)
        let d = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(dst).loadUnaligned(as: SIMD16<UInt8>.self))
        UnsafeMutableRawPointer(dst).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: s &+ mul(d, inverse)), as: SIMD16<UInt8>.self)
    }
}
