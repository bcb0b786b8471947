import Testing
@testable import Compositor

@Suite struct AnimationRangeTests {
    @Test func localProgressIsClampedAndLinearInside() throws {
        let range = try AnimationRange(start: 0.25, end: 0.75)
        #expect(range.localProgress(0) == 0 && range.localProgress(0.25) == 0)
        #expect(range.localProgress(0.5) == 0.5)
        #expect(range.localProgress(0.75) == 1 && range.localProgress(1) == 1)
        #expect(range.localProgress(.nan) == 0 && range.localProgress(-1) == 0 && range.localProgress(2) == 1)
        var rng = SplitMix64(seed: 0xA11)
        for _ in 0..<1000 {
            let global = Double.random(in: 0...1, using: &rng)
            #expect((0...1).contains(range.localProgress(global)))
        }
    }

    @Test func presetsCoverTheirHalves() {
        #expect(AnimationRange.full.localProgress(0.3) == 0.3)
        #expect(AnimationRange.firstHalf.localProgress(0.25) == 0.5 && AnimationRange.firstHalf.localProgress(0.6) == 1)
        #expect(AnimationRange.secondHalf.localProgress(0.4) == 0 && AnimationRange.secondHalf.localProgress(0.75) == 0.5)
    }

    @Test(arguments: [(-0.1, 0.5, "start"), (0.2, 1.5, "end"), (0.5, 0.5, "end"), (0.6, 0.4, "end"),
                      (Double.nan, 0.5, "start")])
    func invalidRangesAreRejected(start: Double, end: Double, parameter: String) {
        #expect {
            try AnimationRange(start: start, end: end)
        } throws: { error in
            (error as? TimingParameterError)?.parameter == parameter
        }
    }
}
