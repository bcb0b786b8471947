/// The part of a transition during which one animation runs, as a fraction of the transition:
/// the Transition library's AnimationRange (for example a fade over the second half only).
///
/// Global progress runs 0 -> 1 over the whole transition; `localProgress(_:)` maps it to the
/// animation's own progress, 0 -> 1 between `start` and `end` and held outside them.
public struct AnimationRange: Hashable, Sendable {
    /// Global progress at which the animation begins, in 0..<1.
    public let start: Double
    /// Global progress at which the animation ends, in (start, 1].
    public let end: Double

    /// Validates 0 ≤ `start` < `end` ≤ 1.
    public init(start: Double, end: Double) throws(TimingParameterError) {
        guard (0...1).contains(start) else {
            throw TimingParameterError(parameter: "start", message: "must be in 0...1, got \(start)")
        }
        guard (0...1).contains(end) else {
            throw TimingParameterError(parameter: "end", message: "must be in 0...1, got \(end)")
        }
        guard start < end else {
            throw TimingParameterError(parameter: "end", message: "must be after start \(start), got \(end)")
        }
        self.init(validStart: start, end: end)
    }

    private init(validStart start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The whole transition.
    public static let full = AnimationRange(validStart: 0, end: 1)
    /// The first half of the transition.
    public static let firstHalf = AnimationRange(validStart: 0, end: 0.5)
    /// The second half of the transition.
    public static let secondHalf = AnimationRange(validStart: 0.5, end: 1)

    /// The animation's own progress (0 -> 1) at transition progress `global` (0 -> 1): 0 up to
    /// `start`, 1 from `end` on (both exactly), linear in between; NaN reads as 0.
    public func localProgress(_ global: Double) -> Double {
        guard global > start else { return 0 }
        guard global < end else { return 1 }
        return min((global - start) / (end - start), 1)
    }
}
