import Testing
@testable import Compositor
@testable import CompositorScene

/// The blur's division through a double (`ShadowBlur.divide`) against the integer division it
/// replaces, over the blur's whole range of numerators and divisors, near the 2⁵² bound too.
@Suite struct ShadowBlurDivisionTests {
    @Test func theDoubleQuotientIsTheIntegerQuotient() {
        var rng = SplitMix64(seed: 0x5EED_0053)
        for round in 0..<400 {
            // Divisors as the blur makes them (a product of three odd box widths, times 256 or
            // not), then any; numerators up to the bound, with the largest ones and multiples.
            let divisor: Int64 = round % 2 == 0
                ? Int64(1 + 2 * (rng.next() % 400)) * Int64(1 + 2 * (rng.next() % 400)) * Int64(1 + 2 * (rng.next() % 400)) * (round % 4 == 0 ? 256 : 1)
                : Int64(rng.next() % (1 << 40)) + 1
            let largest = Int64(rng.next() % (1 << 52))
            var values = (0..<64).map { i -> Int64 in
                switch i % 4 {
                case 0: return largest
                case 1: return (largest / divisor) * divisor  // a multiple: the quotient exact
                case 2: return max((largest / divisor) * divisor - 1, 0)  // one below a multiple
                default: return Int64(rng.next() % UInt64(largest + 1))
                }
            }
            let expected = values.map { $0 / divisor }
            values.withUnsafeMutableBufferPointer {
                ShadowBlur.divide($0.baseAddress!, count: $0.count, times: 1, adding: 0, by: divisor, largest: Double(largest))
            }
            #expect(values == expected, "round \(round)")
        }
    }
}
