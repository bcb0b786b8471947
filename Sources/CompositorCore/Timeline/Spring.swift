/// A damped spring moving a value from 0 to 1, in closed form, in both of UIKit's forms.
///
/// The motion is m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`, in
/// total distances per second (UIKit's unit: 1 covers the whole animation's distance in one
/// second). With natural frequency ω₀ = √(k/m) and damping ratio ζ = c / (2√(km)) it oscillates
/// about 1 when ζ < 1, reaches 1 fastest without overshoot at ζ = 1, and creeps when ζ > 1.
///
/// As a timing curve, progress runs 0 -> 1 over `duration` seconds of the spring's own time:
/// `value(at: p)` is x(p × duration), exactly 0 at 0, and exactly 1 at progress 1. That final
/// snap is what UIKit does when it completes a spring animation; by `duration` the spring is
/// within `settlingTolerance` of 1 (`settlingDuration` ≤ `duration`), so the snap is invisible.
///
/// **Duration form** (`init(dampingRatio:initialVelocity:duration:)`, as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`). UIKit does
/// not publish how it picks the spring, so we derive it: mass 1, and the natural frequency ω₀
/// (stiffness ω₀², damping 2ζω₀) for which the settling time equals `duration`. Without initial
/// velocity the motion in scaled time τ = ω₀t depends on ζ alone, so the settling time is
/// τₛ(ζ)/ω₀ and ω₀ = τₛ(ζ)/duration, with τₛ(ζ) the settling time of the spring with ω₀ = 1
/// (τₛ ≈ 9.2335 at ζ = 1, the root of (1 + τ)e^−τ = 0.001). An initial velocity v is v/ω₀ in
/// scaled units, so the settling time is no longer proportional to 1/ω₀; then ω₀ is bisected
/// (geometrically, to 1e-13) to where the settling time crosses `duration`, on the side where it
/// is at most `duration`. The settling time may jump where an overshoot peak crosses the
/// tolerance, so with an initial velocity the spring may settle somewhat before `duration`.
///
/// **Physical form** (`init(mass:stiffness:damping:initialVelocity:)`, as CASpringAnimation):
/// `duration` is `settlingDuration`, the time after which |x(t) − 1| stays below
/// `settlingTolerance`, as CASpringAnimation.settlingDuration.
///
/// Deterministic: only +, −, ×, ÷, √ and `DeterministicMath`'s exp, sin and cos.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The moving mass (CASpringAnimation.mass); 1 in the duration form.
    public let mass: Double
    /// The spring constant k (CASpringAnimation.stiffness).
    public let stiffness: Double
    /// The viscous damping coefficient c (CASpringAnimation.damping).
    public let damping: Double
    /// The velocity at time 0, in total distances per second; positive moves toward 1.
    public let initialVelocity: Double
    /// Seconds of spring time that progress 0 -> 1 spans.
    public let duration: Double
    /// Seconds after which |x(t) − 1| < `settlingTolerance` for good.
    public let settlingDuration: Double
    /// The closed-form motion the other properties were derived from.
    package let motion: DampedOscillator

    /// The distance from 1, as a fraction of the whole move, below which a spring counts as
    /// settled: 0.001, a pixel on a 1000-pixel move.
    public static let settlingTolerance = 0.001

    /// The damping ratio ζ = c / (2√(km)): below 1 the spring overshoots and oscillates.
    public var dampingRatio: Double { motion.dampingRatio }

    /// A spring that settles over `duration` seconds, as UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:` (see the type's documentation for how the
    /// stiffness is derived). `dampingRatio` must be positive (1 is critical, above 1 overdamped);
    /// `initialVelocity` in total distances per second.
    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) throws(TimingParameterError) {
        try Self.require(dampingRatio, "dampingRatio", positive: true)
        try Self.require(initialVelocity, "initialVelocity", positive: false)
        try Self.require(duration, "duration", positive: true)
        let frequency = try Self.naturalFrequency(dampingRatio: dampingRatio, initialVelocity: initialVelocity,
                                                  settlingIn: duration)
        try self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * dampingRatio * frequency,
                      initialVelocity: initialVelocity, duration: duration)
    }

    /// A spring from physical constants, as CASpringAnimation (whose defaults are mass 1,
    /// stiffness 100, damping 10); it runs for its `settlingDuration`. All must be positive (an
    /// undamped spring never settles) and finite.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(TimingParameterError) {
        try self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                      duration: nil)
    }

    private init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
                 duration: Double?) throws(TimingParameterError) {
        try Self.require(mass, "mass", positive: true)
        try Self.require(stiffness, "stiffness", positive: true)
        try Self.require(damping, "damping", positive: true)
        try Self.require(initialVelocity, "initialVelocity", positive: false)
        let frequency = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        guard frequency.isNormal, frequency.isFinite, ratio.isNormal, ratio.isFinite else {
            throw TimingParameterError(parameter: "stiffness", message: "and mass \(mass) and damping \(damping) are out of range")
        }
        let motion = DampedOscillator(naturalFrequency: frequency, dampingRatio: ratio, initialVelocity: initialVelocity)
        let settling = motion.settlingTime(tolerance: Self.settlingTolerance)
        guard settling.isFinite else {
            throw TimingParameterError(parameter: "damping", message: "\(damping) is too small: the spring never settles")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.motion = motion
        self.settlingDuration = settling
        self.duration = duration ?? settling
    }

    /// The constants as CASpringAnimation names them, and the duration.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity), duration: \(duration))"
    }

    /// The position x(t) at `time` seconds of spring time, from 0 at time 0 toward 1 (0 before
    /// time 0); not snapped, so it reads the spring's residual motion after it settles too.
    public func position(atTime time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + motion.displacement(at: time)
    }

    /// The eased value at `progress` (0 -> 1, clamped; NaN reads as 0): x(progress × duration),
    /// snapped to exactly 1 at progress 1 as UIKit completes the animation.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        return position(atTime: progress * duration)
    }

    private static func require(_ value: Double, _ name: String, positive: Bool) throws(TimingParameterError) {
        guard value.isFinite else {
            throw TimingParameterError(parameter: name, message: "must be a finite number, got \(value)")
        }
        if positive && !(value > 0) {
            throw TimingParameterError(parameter: name, message: "must be positive, got \(value)")
        }
    }

    /// ω₀ for which a mass-1 spring with this damping ratio settles in `duration` (see the type's
    /// documentation).
    private static func naturalFrequency(dampingRatio: Double, initialVelocity: Double,
                                         settlingIn duration: Double) throws(TimingParameterError) -> Double {
        func settlingTime(_ frequency: Double, _ velocity: Double) -> Double {
            DampedOscillator(naturalFrequency: frequency, dampingRatio: dampingRatio, initialVelocity: velocity)
                .settlingTime(tolerance: settlingTolerance)
        }
        let scaled = settlingTime(1, 0)
        guard scaled.isFinite else {
            throw TimingParameterError(parameter: "dampingRatio", message: "\(dampingRatio) is too small: the spring never settles")
        }
        let guess = scaled / duration
        if initialVelocity == 0 { return guess }
        let settlesInTime = { (frequency: Double) in settlingTime(frequency, initialVelocity) <= duration }
        // Bracket: settling time falls toward 0 as ω₀ grows and grows without bound as ω₀ → 0.
        let unfit = TimingParameterError(parameter: "initialVelocity",
                                         message: "\(initialVelocity) cannot settle in a duration of \(duration)")
        var low = guess, high = guess, steps = 0
        while !settlesInTime(high) {
            guard steps < 200, high.isFinite else { throw unfit }
            high *= 2; steps += 1
        }
        while settlesInTime(low) {
            guard steps < 400, low > 0 else { throw unfit }
            low /= 2; steps += 1
        }
        while high > low * (1 + 1e-13), steps < 600 {
            let middle = low * (high / low).squareRoot()
            if settlesInTime(middle) { high = middle } else { low = middle }
            steps += 1
        }
        return high
    }
}
