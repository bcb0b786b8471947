/// A small seeded generator (Steele, Lea and Flood's SplitMix64) so randomized tests and the
/// fuzzing harness's mutations repeat exactly. `package`: the test target and `segue-fuzz` share
/// this one copy; it is not part of the library's public surface.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [lo, hi).
    package mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}
