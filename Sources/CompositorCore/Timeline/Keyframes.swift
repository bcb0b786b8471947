/// A number animated through keyframes, as CAKeyframeAnimation's `keyTimes`, `values` and
/// `timingFunctions`: any Double property (an opacity, one coordinate, an angle) can be driven
/// through it.
///
/// Progress runs 0 -> 1 over the animation. Before the first stop the value is the first stop's,
/// after the last the last's; between two stops it moves from one value to the next along that
/// segment's curve, and it is exactly a stop's value at the stop's time.
package struct Keyframes: Hashable, Sendable {
    /// A value the animation passes through at a time in 0...1.
    public struct Stop: Hashable, Sendable {
        /// Progress in 0...1 at which the value is reached.
        public var time: Double
        /// The animated property's value at `time`.
        public var value: Double

        /// A stop; `Keyframes.init` validates it.
        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// At least one stop, times in 0...1 and non-decreasing; two stops at one time make a jump.
    public let stops: [Stop]
    /// `curves[i]` eases the segment from `stops[i]` to `stops[i + 1]`.
    public let curves: [TimingCurve]

    /// Validates the stops (at least one, finite, times in 0...1 and non-decreasing) and takes
    /// one curve per segment (`stops.count − 1` of them), or a single curve for every segment.
    public init(_ stops: [Stop], curves: [TimingCurve] = [.linear]) throws(TimingParameterError) {
        guard !stops.isEmpty else {
            throw TimingParameterError(parameter: "keyframes", message: "must have at least one stop")
        }
        for (index, stop) in stops.enumerated() {
            guard stop.value.isFinite else {
                throw TimingParameterError(parameter: "keyframes[\(index)].value", message: "must be a finite number, got \(stop.value)")
            }
            guard (0...1).contains(stop.time) else {
                throw TimingParameterError(parameter: "keyframes[\(index)].time", message: "must be in 0...1, got \(stop.time)")
            }
            if index > 0, stop.time < stops[index - 1].time {
                throw TimingParameterError(parameter: "keyframes[\(index)].time",
                                           message: "must not be before the previous stop's \(stops[index - 1].time), got \(stop.time)")
            }
        }
        let segments = stops.count - 1
        switch curves.count {
        case segments: self.curves = curves
        case 1: self.curves = Array(repeating: curves[0], count: segments)
        default:
            throw TimingParameterError(parameter: "curves", message: "must have 1 or \(segments) entries, got \(curves.count)")
        }
        self.stops = stops
    }

    /// A plain animation from `from` at progress 0 to `to` at progress 1 along `curve`.
    public init(from: Double, to: Double, curve: TimingCurve = .linear) {
        stops = [Stop(time: 0, value: from), Stop(time: 1, value: to)]
        curves = [curve]
    }

    /// The value at `progress` (0 -> 1; NaN reads as 0).
    public func value(at progress: Double) -> Double {
        // The last stop at or before `progress`; later stops win at equal times (a jump).
        guard let index = stops.lastIndex(where: { $0.time <= progress }) else { return stops[0].value }
        guard index + 1 < stops.count else { return stops[index].value }
        let from = stops[index], to = stops[index + 1]
        let local = (progress - from.time) / (to.time - from.time)
        return from.value.interpolated(to: to.value, curves[index].value(at: local))
    }
}
