import CompositorCore

/// An interactive transition as it was performed: a finger drags the transition's progress
/// through `points`, then lets go, and the transition completes (to 1) or cancels (back to 0)
/// along `settle`, as the Transition library's interactive phase and UIKit's
/// `UIPercentDrivenInteractiveTransition` do.
///
/// The track replaces the plain linear ramp: the transition lasts the drag plus the settle, and
/// at linear progress p (the fraction of that time) the animation's progress is the track's.
public struct GestureTrack: Hashable, Sendable {
    /// Progress reached `time` seconds after the drag began.
    public struct Point: Hashable, Sendable {
        /// Seconds since the drag began.
        public var time: Rational
        /// The transition's progress, 0...1.
        public var progress: Double

        /// `progress` reached at `time`.
        public init(time: Rational, progress: Double) {
            self.time = time
            self.progress = progress
        }
    }

    /// The drag: at least two points, the first at time 0, times increasing.
    public var points: [Point]
    /// True when the release completes the transition, false when it cancels.
    public var completes: Bool
    /// The motion after the release, from the release progress to 1 or 0.
    public var settle: TimingCurve
    /// How long the settle lasts, in seconds.
    public var settleDuration: Rational

    /// A drag through `points`, completed or cancelled along `settle` over `settleDuration` seconds.
    public init(points: [Point], completes: Bool, settle: TimingCurve, settleDuration: Rational) {
        self.points = points; self.completes = completes; self.settle = settle; self.settleDuration = settleDuration
    }

    /// When the finger lets go, in seconds.
    public var releaseTime: Rational { points.last?.time ?? .zero }

    /// The whole transition: the drag and the settle.
    public var duration: Rational { releaseTime + settleDuration }

    /// The animation's progress at linear progress `fraction` (0...1 of `duration`).
    public func progress(at fraction: Double) -> Double {
        guard let last = points.last else { return fraction }
        if fraction >= 1 { return completes ? 1 : 0 }
        let time = fraction * duration.doubleValue, release = releaseTime.doubleValue
        if time >= release {
            let target = completes ? 1.0 : 0.0
            let t = settle.value(at: (time - release) / settleDuration.doubleValue)
            return t >= 1 ? target : last.progress.interpolated(to: target, t)
        }
        guard let next = points.firstIndex(where: { $0.time.doubleValue > time }), next > 0 else { return points[0].progress }
        let a = points[next - 1], b = points[next]
        let t0 = a.time.doubleValue, t1 = b.time.doubleValue
        return a.progress.interpolated(to: b.progress, (time - t0) / (t1 - t0))
    }

    /// The default settle: a critically damped spring over `settleDuration` that starts at the
    /// speed of the drag's last segment (`releaseVelocity`), as a released finger hands its
    /// velocity to UIKit's completion animation. `nil` only for an invalid track.
    public static func releaseSpring(points: [Point], completes: Bool, settleDuration: Rational) -> TimingCurve? {
        guard points.count >= 2 else { return nil }
        let velocity = releaseVelocity(points: points, completes: completes)
        return (try? Spring(dampingRatio: 1, initialVelocity: velocity, duration: settleDuration.doubleValue)).map(TimingCurve.spring)
    }

    /// The finger's speed at the release in a settle spring's unit, as UIKit hands it to
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` when an interactive transition
    /// finishes or cancels: the drag's last segment moves the progress by `slope` per second,
    /// and the settle covers `distance` (target − release progress), so the velocity is
    /// slope / distance whole settles per second ("a value of 1 corresponds to the total
    /// animation distance traversed in one second", UISpringTimingParameters.initialVelocity).
    /// Negative when the finger was moving away from the target (a cancelled drag): the
    /// settle first carries on in the drag's direction, then turns. Clamped to ±50 so a flick
    /// stays a flick; 0 for a track with fewer than two points or a release on the target.
    public static func releaseVelocity(points: [Point], completes: Bool) -> Double {
        guard points.count >= 2 else { return 0 }
        let a = points[points.count - 2], b = points[points.count - 1]
        let slope = (b.progress - a.progress) / (b.time - a.time).doubleValue
        let distance = (completes ? 1 : 0) - b.progress
        return distance == 0 ? 0 : min(max(slope / distance, -50), 50)
    }
}
