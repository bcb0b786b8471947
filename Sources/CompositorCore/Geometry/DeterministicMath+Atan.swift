extension DeterministicMath {
    /// The angle of the vector (`x`, `y`) in radians, −π...π, as C's `atan2`, written with
    /// +, −, ×, ÷ and √ only (all exactly rounded by IEEE 754), so every CPU gives the same bits:
    /// glibc dispatches `atan2` to FMA variants by CPU. Accurate to a few ulp.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite else { return .nan }
        if x == 0 && y == 0 { return 0 }
        let ax = abs(x), ay = abs(y)
        // atan of the ratio in 0...1, then unfolded by octant and quadrant.
        var a = atanUnit(min(ax, ay) / max(ax, ay))
        if ay > ax { a = .pi / 2 - a }
        if x < 0 { a = .pi - a }
        return y < 0 ? -a : a
    }

    /// atan(t) for 0 ≤ t ≤ 1: two half-angle steps (atan t = 2 atan(t / (1 + √(1 + t²))))
    /// bring t under tan(π/16) ≈ 0.2, where the alternating series needs 14 terms for 1e-19.
    private static func atanUnit(_ t: Double) -> Double {
        var t = t
        for _ in 0..<2 { t = t / (1 + (1 + t * t).squareRoot()) }
        let t2 = t * t
        var sum = 0.0
        for k in stride(from: 27, through: 1, by: -2) {
            sum = 1 / Double(k) - t2 * sum
        }
        return 4 * t * sum
    }
}
