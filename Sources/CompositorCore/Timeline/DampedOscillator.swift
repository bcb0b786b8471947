/// The displacement u(t) = x(t) − 1 of a unit-distance damped spring: u(0) = −1, u′(0) = v₀,
/// u″ + 2ζω₀u′ + ω₀²u = 0.
///
/// Every regime is written as u = u₀·C(t) + (v₀ + αu₀)·H(t) with α = ζω₀ and the basis C (C(0) = 1,
/// C′(0) = −α) and H (H(0) = 0, H′(0) = 1):
/// under-damped C = e^−αt·cos ω_d t, H = e^−αt·sin(ω_d t)/ω_d with ω_d = ω₀√(1 − ζ²);
/// critical C = e^−αt, H = t·e^−αt;
/// over-damped C = e^−αt·cosh γt, H = e^−αt·sinh(γt)/γ with γ = ω₀√(ζ² − 1).
/// Near ζ = 1 both sides tend to the critical form without cancellation: sin(ω_d t)/ω_d is
/// accurate for small ω_d, and sinh(γt)/γ uses its series for small γt.
package struct DampedOscillator: Hashable, Sendable {
    private enum Regime: Hashable, Sendable {
        /// ζ < 1: oscillates at ω_d = ω₀√(1 − ζ²).
        case underDamped(dampedFrequency: Double)
        /// ζ = 1 exactly.
        case critical
        /// γ and the two decay rates −α ± γ, each computed without cancellation.
        case overDamped(gamma: Double, slowRate: Double, fastRate: Double)
    }

    /// ω₀ = √(k/m), radians per second.
    package let naturalFrequency: Double
    /// ζ = c / (2√(km)).
    package let dampingRatio: Double
    /// v₀, total distances per second.
    package let initialVelocity: Double
    /// α = ζω₀, the envelope's decay rate.
    private let decay: Double
    private let regime: Regime

    package init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double) {
        self.naturalFrequency = naturalFrequency
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        decay = dampingRatio * naturalFrequency
        if dampingRatio < 1 {
            let factor = ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
            regime = .underDamped(dampedFrequency: naturalFrequency * factor)
        } else if dampingRatio == 1 {
            regime = .critical
        } else {
            let root = ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
            regime = .overDamped(gamma: naturalFrequency * root,
                                 slowRate: -naturalFrequency / (dampingRatio + root),
                                 fastRate: -naturalFrequency * (dampingRatio + root))
        }
    }

    /// u(t) with u₀ = −1.
    package func displacement(at t: Double) -> Double {
        let (c, h) = basis(at: t)
        return -c + (initialVelocity - decay) * h
    }

    /// u′(t): the same equation with initial values v₀ and u″(0) = −2αv₀ + ω₀².
    package func velocity(at t: Double) -> Double {
        let (c, h) = basis(at: t)
        return initialVelocity * c + (naturalFrequency * naturalFrequency - decay * initialVelocity) * h
    }

    private func basis(at t: Double) -> (c: Double, h: Double) {
        switch regime {
        case .underDamped(let frequency):
            let envelope = DeterministicMath.exp(-decay * t), angle = frequency * t
            return (envelope * DeterministicMath.cos(angle), envelope * DeterministicMath.sin(angle) / frequency)
        case .critical:
            let envelope = DeterministicMath.exp(-decay * t)
            return (envelope, envelope * t)
        case .overDamped(let gamma, let slowRate, let fastRate):
            let slow = DeterministicMath.exp(slowRate * t), fast = DeterministicMath.exp(fastRate * t)
            let z = gamma * t
            let h = z < 0.5 ? DeterministicMath.exp(-decay * t) * t * Self.sinhOverArgument(z) : (slow - fast) / (2 * gamma)
            return ((slow + fast) / 2, h)
        }
    }

    /// sinh(z)/z for 0 ≤ z < 0.5 by its Taylor series (terms to z¹⁴, below 1e-16 relative).
    private static func sinhOverArgument(_ z: Double) -> Double {
        let s = z * z
        return 1 + s / 6 * (1 + s / 20 * (1 + s / 42 * (1 + s / 72 * (1 + s / 110 * (1 + s / 156 * (1 + s / 210))))))
    }

    /// The last time |u(t)| equals `tolerance`: after it |u| stays below. Infinite if it cannot be
    /// found (damping so small the search runs out of range).
    ///
    /// u is monotone between consecutive zeros of u′, so the crossing is found by bisection inside
    /// the last monotone stretch that starts at or above the tolerance. Under-damped, the zeros of
    /// u′ are θ₁/ω_d + kπ/ω_d and the extreme values there shrink by exactly e^(−απ/ω_d) per
    /// step; otherwise u′ has at most one positive zero.
    package func settlingTime(tolerance: Double) -> Double {
        let isSettled = { (t: Double) in abs(displacement(at: t)) < tolerance }
        switch regime {
        case .underDamped(let frequency):
            let halfPeriod = Double.pi / frequency
            let first = firstVelocityZeroAngle(dampedFrequency: frequency) / frequency
            let firstPeak = abs(displacement(at: first))
            if firstPeak < tolerance { return Self.boundary(from: 0, to: first, isSettled) }
            let shrink = decay * halfPeriod
            let isAbove = { (k: Int) in firstPeak * DeterministicMath.exp(-shrink * Double(k)) >= tolerance }
            var low = 0, high = 1
            while isAbove(high) {
                guard high < 1 << 52 else { return .infinity }
                (low, high) = (high, high * 2)
            }
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if isAbove(middle) { low = middle } else { high = middle }
            }
            let lastPeak = first + Double(low) * halfPeriod
            return Self.boundary(from: lastPeak, to: lastPeak + halfPeriod, isSettled)
        case .critical, .overDamped:
            let extremum = velocityZero()
            if let extremum, !isSettled(extremum) {
                return Self.boundary(from: extremum, to: Self.firstTime(after: extremum, scale: 1 / naturalFrequency, isSettled),
                                     isSettled)
            }
            let end = extremum ?? Self.firstTime(after: 0, scale: 1 / naturalFrequency, isSettled)
            return end.isFinite ? Self.boundary(from: 0, to: end, isSettled) : .infinity
        }
    }

    /// The first angle ω_d·t in (0, π] where u′ = 0: u′ ∝ v₀·cos θ + (ω₀² − αv₀)/ω_d·sin θ, a
    /// sinusoid in θ whose zeros are π apart.
    private func firstVelocityZeroAngle(dampedFrequency: Double) -> Double {
        guard initialVelocity != 0 else { return .pi }
        let sineWeight = (naturalFrequency * naturalFrequency - decay * initialVelocity) / dampedFrequency
        let keepsSign = { (angle: Double) in
            let value = self.initialVelocity * DeterministicMath.cos(angle) + sineWeight * DeterministicMath.sin(angle)
            return (value > 0) == (self.initialVelocity > 0) && value != 0
        }
        return Self.boundary(from: 0, to: .pi) { !keepsSign($0) }
    }

    /// The one positive zero of u′ when not under-damped, or `nil`: u′(0) = v₀, and u′ ends with
    /// the sign of its slowest-decaying term, so it has a zero exactly when those signs differ.
    private func velocityZero() -> Double? {
        let v0 = initialVelocity
        guard v0 != 0 else { return nil }
        let late = naturalFrequency * naturalFrequency - decay * v0
        switch regime {
        case .critical:
            // u′ = e^−αt·(v₀ + late·t).
            let t = -v0 / late
            return t > 0 && t.isFinite ? t : nil
        case .overDamped(let gamma, _, _):
            // u′ = e^(slow·t)·(v₀ + late/γ)/2 + e^(fast·t)·(v₀ − late/γ)/2.
            let slowWeight = v0 + late / gamma
            guard slowWeight != 0, (slowWeight > 0) != (v0 > 0) else { return nil }
            let hasTurned = { (t: Double) in
                let v = self.velocity(at: t)
                return v == 0 || (v > 0) != (v0 > 0)
            }
            let end = Self.firstTime(after: 0, scale: 1 / naturalFrequency, hasTurned)
            return end.isFinite ? Self.boundary(from: 0, to: end, hasTurned) : nil
        case .underDamped:
            return nil
        }
    }

    /// The first of start + scale·2ⁿ (n = 0, 1, …) where `isPast` holds, or infinity.
    private static func firstTime(after start: Double, scale: Double, _ isPast: (Double) -> Bool) -> Double {
        var step = scale
        for _ in 0..<1100 {
            let t = start + step
            if !t.isFinite { break }
            if isPast(t) { return t }
            step *= 2
        }
        return .infinity
    }

    /// Where `isPast` switches from false (at `low`) to true (at `high`), to the last representable
    /// step; returns the first time found on the true side.
    private static func boundary(from low: Double, to high: Double, _ isPast: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if isPast(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
