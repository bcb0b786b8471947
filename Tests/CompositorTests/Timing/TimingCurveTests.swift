import Testing
@testable import Compositor

/// Properties every timing curve must have, checked on a grid plus seeded random progress.
@Suite struct TimingCurveTests {
    /// Curves that never overshoot: the named ones and seeded random Béziers with y in 0...1.
    static let monotoneCurves: [TimingCurve] = {
        var rng = SplitMix64(seed: 0x7C0F)
        let random = (0..<12).map { _ in
            TimingCurve.cubicBezier(try! CubicBezier(
                x1: .random(in: 0...1, using: &rng), y1: .random(in: 0...1, using: &rng),
                x2: .random(in: 0...1, using: &rng), y2: .random(in: 0...1, using: &rng)))
        }
        return TimingCurve.named + random
    }()

    static let springCurves: [TimingCurve] = [
        .spring(try! Spring(dampingRatio: 0.3, duration: 0.6)),
        .spring(try! Spring(dampingRatio: 1, initialVelocity: 2, duration: 0.4)),
        .spring(try! Spring(dampingRatio: 2.5, initialVelocity: -1, duration: 1)),
        .spring(try! Spring(stiffness: 100, damping: 10)),
        .spring(try! Spring(mass: 2, stiffness: 300, damping: 49, initialVelocity: 5)),
    ]

    static let allCurves = monotoneCurves + springCurves
    + [.cubicBezier(try! CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55))]

    /// 0, 1/4096, …, 1 followed by 2000 seeded random points in 0...1.
    static let progresses: [Double] = {
        var rng = SplitMix64(seed: 0x9A1D)
        return (0...4096).map { Double($0) / 4096 } + (0..<2000).map { _ in Double.random(in: 0...1, using: &rng) }
    }()

    @Test(arguments: allCurves)
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.25) == 0 && curve.value(at: .nan) == 0 && curve.value(at: -.infinity) == 0)
        #expect(curve.value(at: 1.25) == 1 && curve.value(at: .infinity) == 1)
    }

    @Test(arguments: allCurves)
    func valuesAreFinite(curve: TimingCurve) {
        #expect(Self.progresses.allSatisfy { curve.value(at: $0).isFinite })
    }

    @Test(arguments: monotoneCurves)
    func monotoneCurvesAreMonotoneAndInRange(curve: TimingCurve) {
        let values = Self.progresses.sorted().map { curve.value(at: $0) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "\(curve)")
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test func easeInMirrorsEaseOut() {
        for t in Self.progresses {
            #expect(abs(TimingCurve.easeIn.value(at: t) - (1 - TimingCurve.easeOut.value(at: 1 - t))) < 1e-12, "\(t)")
        }
    }

    @Test func easeInOutIsPointSymmetric() {
        for t in Self.progresses {
            #expect(abs(TimingCurve.easeInOut.value(at: t) - (1 - TimingCurve.easeInOut.value(at: 1 - t))) < 1e-12, "\(t)")
        }
    }

    /// Rotating a Bézier by 180° about (½, ½) mirrors its curve: f*(t) = 1 − f(1 − t).
    @Test func mirroredBezierMirrorsItsCurve() throws {
        var rng = SplitMix64(seed: 0x3177)
        for _ in 0..<100 {
            let curve = try CubicBezier(x1: .random(in: 0...1, using: &rng), y1: .random(in: 0...1, using: &rng),
                                        x2: .random(in: 0...1, using: &rng), y2: .random(in: 0...1, using: &rng))
            let mirror = try CubicBezier(x1: 1 - curve.x2, y1: 1 - curve.y2, x2: 1 - curve.x1, y2: 1 - curve.y1)
            for _ in 0..<20 {
                let t = Double.random(in: 0...1, using: &rng)
                #expect(abs(mirror.value(at: t) - (1 - curve.value(at: 1 - t))) < 1e-9, "\(curve) at \(t)")
            }
        }
    }

    @Test func linearIsTheIdentity() {
        #expect(Self.progresses.allSatisfy { TimingCurve.linear.value(at: $0) == $0 })
    }

    @Test func namesRoundTrip() {
        for curve in TimingCurve.named {
            #expect(TimingCurve(name: curve.name!) == curve)
        }
        #expect(TimingCurve(name: "default") == .uikitDefault)
        #expect(TimingCurve(name: "easeinout") == nil && TimingCurve(name: "") == nil && TimingCurve(name: "spring") == nil)
        #expect(TimingCurve.spring(try! Spring(stiffness: 100, damping: 10)).name == nil)
    }

    @Test func namedCurvesUseApplesControlPoints() {
        #expect(TimingCurve.easeIn.bezier == .easeIn && TimingCurve.easeOut.bezier == .easeOut)
        #expect(TimingCurve.easeInOut.bezier == .easeInOut && TimingCurve.uikitDefault.bezier == .uikitDefault)
        #expect(TimingCurve.linear.bezier == nil)
    }

    /// Exact bits, identical in debug and release builds on x86-64 when recorded: a change here
    /// changes rendered frames, so it should be deliberate.
    @Test func valuesArePinnedToTheBit() throws {
        #expect(TimingCurve.easeIn.value(at: 0.3).bitPattern == 0x3FC0_95F8_A713_81EC)
        #expect(TimingCurve.uikitDefault.value(at: 0.7).bitPattern == 0x3FEE_1ABE_6474_8EAB)
        #expect(try Spring(dampingRatio: 0.6, duration: 0.5).value(at: 0.4).bitPattern == 0x3FF1_80A7_10DD_6EAC)
        #expect(try Spring(dampingRatio: 0.8, initialVelocity: 2, duration: 0.5).value(at: 0.3).bitPattern
            == 0x3FEA_D237_6489_A874)
        #expect(try Spring(stiffness: 100, damping: 40, initialVelocity: -1).value(at: 0.2).bitPattern == 0x3FE7_4930_CFFA_576C)
        #expect(try Spring(stiffness: 100, damping: 10).settlingDuration.bitPattern == 0x3FF4_5298_BD7D_9EFB)
    }

    @Test func underdampedSpringOvershoots() {
        let spring = TimingCurve.spring(try! Spring(dampingRatio: 0.3, duration: 0.6))
        #expect(Self.progresses.contains { spring.value(at: $0) > 1.2 })
    }
}
