import Testing
@testable import Compositor

/// `TimingCurve.system`, the Bézier (0.25, 1, 0.25, 1) measured frame by frame from a recording
/// of a stock iOS push (see `SystemCurves.swift`), against numbers worked from its control
/// points: with y1 = y2 = 1 the curve is x(s) = 0.75·s − 0.75·s² + s³, y(s) = 1 − (1 − s)³.
@Suite struct SystemCurveTests {
    /// One 60-fps frame of the measured 0.5 s push (progress 1/30): x(s) = 1/30 at
    /// s = 0.0464701, y = 1 − 0.9535299³ = 0.133032. A quarter: s = 0.4094586, y = 0.794055.
    /// Half: s = 0.6995724, y = 0.972884.
    @Test(arguments: [(1.0 / 30, 0.133032), (0.25, 0.794055), (0.5, 0.972884)])
    func valueAtWorkedTimes(_ progress: Double, _ expected: Double) {
        #expect(abs(TimingCurve.system.value(at: progress) - expected) < 1e-6, "\(progress)")
    }

    /// Exact endpoints, never decreasing, never past 1 (y1 = y2 = 1 keeps it inside 0...1).
    @Test func monotoneWithExactEnds() {
        let curve = TimingCurve.system
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        var last = 0.0
        for i in 1...1000 {
            let v = curve.value(at: Double(i) / 1000)
            #expect(v >= last && v <= 1, "\(i)")
            last = v
        }
    }

    /// Less front-loaded than the stretched spring it replaces as the default (issue 44: "48 %
    /// in after 33 ms reads as a cut"): a 0.35 s push is 37 % in after two 60-fps frames
    /// (progress 2/21: s = 0.14367, y = 1 − 0.85633³ = 0.37206), where `systemSpring` is 48 %.
    @Test func lessFrontLoadedThanTheStretchedSpring() {
        let twoFrames = 2.0 / 60 / 0.35
        #expect(abs(TimingCurve.system.value(at: twoFrames) - 0.37206) < 1e-5)
        #expect(TimingCurve.systemSpring.value(at: twoFrames) > 0.47)
        #expect(TimingCurve.named("system") == .system && TimingCurve.named("systemSpring") == .systemSpring)
        #expect(PushAnimator.defaultCurve == .system && PopAnimator.defaultCurve == .system)
        #expect(CoverVerticalAnimator.defaultCurve == .system)
    }
}
