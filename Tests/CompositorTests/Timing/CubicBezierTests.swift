import Testing
@testable import Compositor

@Suite struct CubicBezierTests {
    /// Values of Core Animation's curves computed independently: exact rational arithmetic on the
    /// Bernstein form with 120 bisection steps on x(t) (Python `fractions`), rounded to 16 digits.
    static let references: [(TimingCurve, Double, Double)] = [
        (.easeIn, 0.1, 0.01702660965156294), (.easeIn, 0.25, 0.09346465071882486),
        (.easeIn, 0.5, 0.3153568125725393), (.easeIn, 0.75, 0.6218618691748902),
        (.easeIn, 0.9, 0.8394278457624665),
        (.easeOut, 0.1, 0.1605721542375335), (.easeOut, 0.25, 0.3781381308251098),
        (.easeOut, 0.5, 0.6846431874274607), (.easeOut, 0.75, 0.9065353492811751),
        (.easeOut, 0.9, 0.9829733903484371),
        (.easeInOut, 0.1, 0.01972245354831120), (.easeInOut, 0.25, 0.1291619310473198),
        (.easeInOut, 0.75, 0.8708380689526802), (.easeInOut, 0.9, 0.9802775464516888),
        (.uikitDefault, 0.1, 0.09479630571604325), (.uikitDefault, 0.25, 0.4085105913553959),
        (.uikitDefault, 0.5, 0.8024033875848570), (.uikitDefault, 0.75, 0.9604589783489741),
        (.uikitDefault, 0.9, 0.9943164774845564),
    ]

    @Test func applesCurvesMatchPinnedReferenceValues() {
        for (curve, progress, expected) in Self.references {
            #expect(abs(curve.value(at: progress) - expected) < 1e-12, "\(curve) at \(progress)")
        }
    }

    @Test func easeInOutIsExactlyOneHalfAtTheMiddle() {
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
    }

    @Test func applesControlPoints() throws {
        #expect(CubicBezier.easeIn == (try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
        #expect(CubicBezier.easeOut == (try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
        #expect(CubicBezier.easeInOut == (try CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        #expect(CubicBezier.uikitDefault == (try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    }

    /// Newton + bisection on the Horner form against plain bisection on the Bernstein form, for
    /// seeded random curves (y1, y2 in −1...2, so some overshoot) at seeded random progress.
    @Test func solverMatchesDenseBisection() throws {
        var rng = SplitMix64(seed: 0xB321)
        for _ in 0..<300 {
            let curve = try CubicBezier(x1: .random(in: 0...1, using: &rng), y1: .random(in: -1...2, using: &rng),
                                        x2: .random(in: 0...1, using: &rng), y2: .random(in: -1...2, using: &rng))
            for _ in 0..<20 {
                let x = Double.random(in: 0...1, using: &rng)
                let expected = Self.referenceValue(curve, at: x)
                #expect(abs(curve.value(at: x) - expected) < 1e-9, "\(curve) at \(x)")
            }
        }
    }

    /// The solved parameter reproduces x to the solver's tolerance, including for curves whose
    /// x(t) is flat at an end (x1 = 0 or x2 = 1), where Newton's method stalls.
    @Test func solvedParameterReproducesProgress() throws {
        var rng = SplitMix64(seed: 0x5017)
        let flat = [try CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 1),
                    try CubicBezier(x1: 1, y1: 0, x2: 1, y2: 1)]
        for curve in flat + [.easeIn, .easeOut, .easeInOut, .uikitDefault] {
            for _ in 0..<500 {
                let x = Double.random(in: 0...1, using: &rng)
                let t = curve.parameter(forX: x)
                #expect((0...1).contains(t))
                #expect(abs(CubicBezier.sample(t, p1: curve.x1, p2: curve.x2) - x) <= 1e-13, "\(curve) at \(x)")
            }
        }
    }

    @Test func bezierOnTheDiagonalIsLinear() throws {
        var rng = SplitMix64(seed: 0xD1A6)
        for _ in 0..<200 {
            let a = Double.random(in: 0...1, using: &rng), b = Double.random(in: 0...1, using: &rng)
            let curve = try CubicBezier(x1: a, y1: a, x2: b, y2: b)
            for _ in 0..<20 {
                let x = Double.random(in: 0...1, using: &rng)
                #expect(abs(curve.value(at: x) - x) < 1e-9, "\(curve) at \(x)")
            }
        }
    }

    @Test(arguments: [
        (-0.1, 0.0, 0.5, 1.0, "x1"), (1.1, 0.0, 0.5, 1.0, "x1"), (0.5, 0.0, -0.001, 1.0, "x2"),
        (0.5, 0.0, 1.5, 1.0, "x2"), (Double.nan, 0.0, 0.5, 1.0, "x1"), (0.5, Double.infinity, 0.5, 1.0, "y1"),
        (0.5, 0.0, 0.5, -Double.infinity, "y2"),
    ])
    func invalidControlPointsAreRejected(x1: Double, y1: Double, x2: Double, y2: Double, parameter: String) {
        #expect {
            try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        } throws: { error in
            (error as? TimingParameterError)?.parameter == parameter
        }
    }

    @Test func overshootingYIsAccepted() throws {
        let back = try CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { back.value(at: $0) }
        #expect(samples.min()! < 0 && samples.max()! > 1)
        #expect(back.value(at: 0) == 0 && back.value(at: 1) == 1)
    }

    /// y at the x given, by 200 bisection steps on the Bernstein form of x(t).
    static func referenceValue(_ curve: CubicBezier, at x: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(curve.x1, curve.x2, middle) < x { low = middle } else { high = middle }
        }
        return bernstein(curve.y1, curve.y2, (low + high) / 2)
    }
}
