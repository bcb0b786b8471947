import Foundation
import Testing
@testable import Compositor

/// DeterministicMath against the C library's sin, cos and exp. This tests accuracy, not bits:
/// glibc's results may themselves differ by an ulp between CPUs, which is why DeterministicMath
/// exists; the product never calls the C library's versions.
@Suite struct DeterministicMathTests {
    /// |ours − libm| ≤ 2 ulp of the libm result.
    static func withinTwoUlp(_ ours: Double, _ reference: Double) -> Bool {
        ours == reference || abs(ours - reference) <= 2 * reference.ulp
    }

    /// A grid over ±100 with step 1/512 (every multiple of π/4 nearby is hit at many phases), a
    /// coarser one out to ±1e5, and seeded random points.
    static let angles: [Double] = {
        var rng = SplitMix64(seed: 0x51C0)
        return (-51_200...51_200).map { Double($0) / 512 } + (-50_000...50_000).map { Double($0) * 2.000_001 }
            + (0..<50_000).map { _ in Double.random(in: -1e5...1e5, using: &rng) }
    }()

    @Test func sineMatchesLibmWithinTwoUlp() {
        let misses = Self.angles.filter { !Self.withinTwoUlp(DeterministicMath.sin($0), Foundation.sin($0)) }
        #expect(misses.isEmpty, "\(misses.count) misses, first \(misses.prefix(5))")
    }

    @Test func cosineMatchesLibmWithinTwoUlp() {
        let misses = Self.angles.filter { !Self.withinTwoUlp(DeterministicMath.cos($0), Foundation.cos($0)) }
        #expect(misses.isEmpty, "\(misses.count) misses, first \(misses.prefix(5))")
    }

    @Test func exponentialMatchesLibmWithinTwoUlp() {
        var rng = SplitMix64(seed: 0xE4B)
        let grid = (-74_500...70_900).map { Double($0) / 100 } + (-2000...2000).map { Double($0) / 4096 }
            + (0..<50_000).map { _ in Double.random(in: -745...709.7, using: &rng) }
        let misses = grid.filter { !Self.withinTwoUlp(DeterministicMath.exp($0), Foundation.exp($0)) }
        #expect(misses.isEmpty, "\(misses.count) misses, first \(misses.prefix(5))")
    }

    /// Past the accurate range sin and cos must still neither trap nor leave −1...1.
    @Test func hugeArgumentsStayBounded() {
        for x in [0x1p30 + 0.5, 1e12, 1e19, -1e19, 0x1p63, 1e300, -Double.greatestFiniteMagnitude] {
            for value in [DeterministicMath.sin(x), DeterministicMath.cos(x)] {
                #expect(value.isFinite && abs(value) <= 1, "\(x)")
            }
        }
    }

    /// The exact bits on this machine, so that a change to the kernels, which changes rendered
    /// output everywhere, fails here first. Recorded from the implementation, not from libm.
    @Test func bitPatternsArePinned() {
        #expect(DeterministicMath.sin(1).bitPattern == 0x3FEA_ED54_8F09_0CEE)
        #expect(DeterministicMath.cos(1).bitPattern == 0x3FE1_4A28_0FB5_068C)
        #expect(DeterministicMath.sin(-2.5).bitPattern == 0xBFE3_26AF_0DCF_CAB0)
        #expect(DeterministicMath.cos(1234.5).bitPattern == 0xBFEF_A8F2_CEB7_8372)
        #expect(DeterministicMath.exp(1).bitPattern == 0x4005_BF0A_8B14_576A)
        #expect(DeterministicMath.exp(-7.25).bitPattern == 0x3F47_455F_E323_FAFE)
    }

    @Test func specialValues() {
        #expect(DeterministicMath.sin(0) == 0 && DeterministicMath.cos(0) == 1 && DeterministicMath.exp(0) == 1)
        #expect(DeterministicMath.sin(.nan).isNaN && DeterministicMath.cos(.infinity).isNaN)
        #expect(DeterministicMath.exp(.nan).isNaN)
        #expect(DeterministicMath.exp(1000) == .infinity && DeterministicMath.exp(-1000) == 0)
        #expect(DeterministicMath.exp(-.infinity) == 0 && DeterministicMath.exp(.infinity) == .infinity)
    }
}
