import Foundation
import Testing
@testable import Compositor

@Suite struct SpringTests {
    /// (mass, stiffness, damping, initial velocity) across the regimes, with initial velocities
    /// toward, away from and past the target, and damping ratios a hair either side of 1.
    static let physical: [(Double, Double, Double, Double)] = [
        (1, 100, 10, 0), (1, 100, 10, 4), (2, 300, 6, -3),           // under-damped
        (1, 100, 20, 0), (1, 100, 20, 25), (1, 100, 20, -6),         // critical
        (1, 100, 50, 0), (1, 100, 50, 40), (3, 12, 40, -2),          // over-damped
        (1, 100, 20 * (1 - 1e-9), 3), (1, 100, 20 * (1 + 1e-9), 3),  // near-critical
        (1, 100, 20 * (1 + 1e-4), 3), (1, 100, 21, 0),
    ]

    static let springs: [Spring] = physical.map { try! Spring(mass: $0.0, stiffness: $0.1, damping: $0.2, initialVelocity: $0.3) }
        + [0.2, 0.5, 0.8, 1, 1.7, 4].map { try! Spring(dampingRatio: $0, duration: 0.5) }
        + [try! Spring(dampingRatio: 0.5, initialVelocity: 3, duration: 0.7),
           try! Spring(dampingRatio: 1, initialVelocity: -2, duration: 1.2),
           try! Spring(dampingRatio: 2, initialVelocity: 10, duration: 0.3)]

    /// The closed form (position and velocity) against classical RK4 with a 1e-5 s step over 1.5 × the settling duration.
    @Test(arguments: springs)
    func closedFormMatchesRungeKutta(spring: Spring) {
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - 1) - c * v }
        let h = 1e-5, steps = Int((1.5 * spring.settlingDuration / h).rounded(.up))
        var x = 0.0, v = spring.initialVelocity, worst = 0.0, worstVelocity = 0.0
        for step in 1...steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 97 == 0 {
                let t = Double(step) * h
                worst = max(worst, abs(spring.position(atTime: t) - x))
                worstVelocity = max(worstVelocity, abs(spring.motion.velocity(at: t) - v) / max(1, abs(v)))
            }
        }
        #expect(worst < 1e-6, "ζ = \(spring.dampingRatio): position off by \(worst)")
        #expect(worstVelocity < 1e-6, "ζ = \(spring.dampingRatio): velocity off by \(worstVelocity)")
    }

    /// After `settlingDuration` the spring stays within the tolerance (dense grid to 4× it), and
    /// the reported time is tight: at it the distance is the tolerance.
    @Test(arguments: springs)
    func settlesWithinToleranceByItsSettlingDuration(spring: Spring) {
        let end = spring.settlingDuration, tolerance = Spring.settlingTolerance
        #expect(abs(abs(spring.position(atTime: end) - 1) - tolerance) < 1e-9)
        for i in 0...20_000 {
            let t = end * (1 + 3 * Double(i) / 20_000)
            #expect(abs(spring.position(atTime: t) - 1) <= tolerance + 1e-12, "ζ = \(spring.dampingRatio) at \(t)")
        }
        #expect(spring.value(at: 1) == 1 && spring.value(at: 0) == 0 && spring.position(atTime: 0) == 0)
    }

    /// ζ = 1, ω₀ = 1, at rest: x = 1 − (1 + t)e^−t, so the settling time solves (1 + t)e^−t = 0.001.
    @Test func criticallyDampedSettlingMatchesAnalyticRoot() throws {
        var low = 1.0, high = 20.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + middle) * Foundation.exp(-middle) > 0.001 { low = middle } else { high = middle }
        }
        let spring = try Spring(mass: 1, stiffness: 1, damping: 2)
        #expect(abs(spring.settlingDuration - high) < 1e-9)
        #expect(abs(spring.settlingDuration - 9.2335) < 1e-4)
    }

    /// Under-damped at rest (ω₀ = 1): |x − 1| ≤ e^−ζt/√(1−ζ²) and the extreme values are e^−ζt,
    /// half a period π/√(1−ζ²) apart. So the settling time is at most the envelope's crossing
    /// and at least the peaks' crossing ln(1000)/ζ less a half period.
    @Test func underdampedSettlingLiesUnderTheEnvelope() throws {
        for zeta in [0.05, 0.2, 0.5, 0.9] {
            let spring = try Spring(mass: 1, stiffness: 1, damping: 2 * zeta)
            let damped = (1 - zeta * zeta).squareRoot()
            let envelopeCrossing = Foundation.log(1 / (damped * 0.001)) / zeta
            #expect(spring.settlingDuration <= envelopeCrossing + 1e-9)
            #expect(spring.settlingDuration >= Foundation.log(1000) / zeta - Double.pi / damped - 1e-9)
        }
    }

    @Test func durationFormSettlesOverItsDuration() throws {
        for zeta in [0.1, 0.3, 0.5, 0.7, 1, 1.5, 3] {
            for duration in [0.25, 0.5, 1, 2] {
                let spring = try Spring(dampingRatio: zeta, duration: duration)
                #expect(abs(spring.settlingDuration - duration) < 1e-9 * duration, "ζ = \(zeta), \(duration) s")
                #expect(spring.duration == duration && spring.mass == 1)
                #expect(abs(spring.dampingRatio - zeta) < 1e-12)
            }
        }
    }

    @Test func durationFormWithVelocitySettlesByItsDuration() throws {
        for zeta in [0.3, 0.7, 1, 2] {
            for velocity in [-4.0, -0.5, 0.5, 2, 10] {
                let spring = try Spring(dampingRatio: zeta, initialVelocity: velocity, duration: 0.5)
                #expect(spring.settlingDuration <= 0.5 + 1e-12, "ζ = \(zeta), v = \(velocity)")
                #expect(spring.settlingDuration > 0.25, "ζ = \(zeta), v = \(velocity)")
                #expect(spring.initialVelocity == velocity)
            }
        }
    }

    @Test func physicalFormRunsForItsSettlingDuration() throws {
        let spring = try Spring(stiffness: 100, damping: 10)
        #expect(spring.duration == spring.settlingDuration)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-15)
        #expect(spring.value(at: 0.5) == spring.position(atTime: spring.duration / 2))
    }

    @Test func invalidParametersAreRejected() {
        let cases: [(String, () throws -> Spring)] = [
            ("dampingRatio", { try Spring(dampingRatio: 0, duration: 1) }),
            ("dampingRatio", { try Spring(dampingRatio: -0.5, duration: 1) }),
            ("dampingRatio", { try Spring(dampingRatio: .nan, duration: 1) }),
            ("duration", { try Spring(dampingRatio: 0.5, duration: 0) }),
            ("duration", { try Spring(dampingRatio: 0.5, duration: .infinity) }),
            ("initialVelocity", { try Spring(dampingRatio: 0.5, initialVelocity: .nan, duration: 1) }),
            ("mass", { try Spring(mass: 0, stiffness: 100, damping: 10) }),
            ("stiffness", { try Spring(stiffness: -1, damping: 10) }),
            ("damping", { try Spring(stiffness: 100, damping: 0) }),
            ("damping", { try Spring(stiffness: 100, damping: .infinity) }),
        ]
        for (parameter, make) in cases {
            #expect(throws: TimingParameterError.self) { _ = try make() }
            do { _ = try make() } catch let error as TimingParameterError {
                #expect(error.parameter == parameter)
            } catch { Issue.record("unexpected \(error)") }
        }
    }

    /// Same parameters, same bits: the derivation is pure arithmetic and DeterministicMath.
    @Test func derivationIsRepeatable() throws {
        let a = try Spring(dampingRatio: 0.62, initialVelocity: 1.5, duration: 0.45)
        let b = try Spring(dampingRatio: 0.62, initialVelocity: 1.5, duration: 0.45)
        #expect(a == b && a.stiffness.bitPattern == b.stiffness.bitPattern)
    }
}
