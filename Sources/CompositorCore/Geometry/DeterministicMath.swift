/// Sine, cosine and exponential written with +, −, × and ÷ only (fdlibm's kernels), so they give
/// the same bits on every CPU and C library. glibc picks FMA or AVX2 variants of `sin` and `exp` by
/// CPU, which may differ in the last bit; animation state feeds pixel output, so it must not.
///
/// Accuracy, measured against glibc by DeterministicMathTests: sin and cos within 2 ulp for
/// |x| ≤ 1e5 (most within 1), exp within 1 ulp. Beyond 2³⁰ radians sin and cos stay deterministic
/// and in −1...1 but are no longer accurate (see `reduce`).
package enum DeterministicMath {
    private static let pio2Hi = 1.57079632673412561417e+00
    private static let pio2Lo = 6.07710050650619224932e-11
    private static let twoOverPi = 6.36619772367581382433e-01

    /// The sine of `x` radians.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q & 3 {
        case 0: return kernelSin(r)
        case 1: return kernelCos(r)
        case 2: return -kernelSin(r)
        default: return -kernelCos(r)
        }
    }

    /// The cosine of `x` radians.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q & 3 {
        case 0: return kernelCos(r)
        case 1: return -kernelSin(r)
        case 2: return -kernelCos(r)
        default: return kernelSin(r)
        }
    }

    /// e raised to `x`.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let ln2Hi = 6.93147180369123816490e-01, ln2Lo = 1.90821492927058770002e-10
        let invLn2 = 1.44269504088896338700e+00
        let k = (x * invLn2).rounded()
        let hi = x - k * ln2Hi, lo = k * ln2Lo
        let r = hi - lo
        let t = r * r
        let c = r - t * (1.66666666666666019037e-01 + t * (-2.77777777770155933842e-03
            + t * (6.61375632143793436117e-05 + t * (-1.65339022054652515390e-06
            + t * 4.13813679705723846039e-08))))
        let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
        return scale(y, by: Int(k))
    }

    /// `y` × 2^k, exact unless the result under- or overflows.
    private static func scale(_ y: Double, by k: Int) -> Double {
        var result = y, k = k
        while k > 1000 { result *= 0x1p1000; k -= 1000 }
        while k < -1000 { result *= 0x1p-1000; k += 1000 }
        return result * Double(sign: .plus, exponent: k, significand: 1)
    }

    /// Cody–Waite reduction to r in [−π/4, π/4] and the quadrant (k mod 4).
    ///
    /// Accurate while k × pio2Hi is exact (|x| < 2²⁰·π/2). Beyond 2³⁰ the argument is first taken
    /// modulo the double nearest 2π (an exact operation, so still the same bits everywhere) — not
    /// the true sine there, but bounded, where the plain reduction would give garbage magnitudes
    /// and, past 2⁶³, trap converting k to Int.
    private static func reduce(_ x: Double) -> (Double, Int) {
        let x = abs(x) > 0x1p30 ? x.truncatingRemainder(dividingBy: 2 * Double.pi) : x
        let k = (x * twoOverPi).rounded()
        return ((x - k * pio2Hi) - k * pio2Lo, Int(k.truncatingRemainder(dividingBy: 4)))
    }

    private static func kernelSin(_ x: Double) -> Double {
        let z = x * x
        return x + x * z * (-1.66666666666666324348e-01 + z * (8.33333333332248946124e-03
            + z * (-1.98412698298579493134e-04 + z * (2.75573137070700676789e-06
            + z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)))))
    }

    private static func kernelCos(_ x: Double) -> Double {
        let z = x * x
        return 1 - 0.5 * z + z * z * (4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03
            + z * (2.48015872894767294178e-05 + z * (-2.75573143513906633035e-07
            + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))))
    }
}
