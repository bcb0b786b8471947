import CompositorCore
import CompositorScene

/// The finger circle of a tap, as the simulator's "show touches" and screen-recording tools
/// draw it: it lands (fades in while shrinking to its size), presses (shrinks and darkens),
/// lifts (back to its size) as the transition starts, then fades out while the transition runs.
///
/// Times are seconds from the finger's landing (the step's start, or after a callout's reading
/// time, `FlowStep.reading`); the tap's lead (`lead`) comes before the step's transition, so
/// the finger lifts exactly when the transition starts. In an interactive step
/// the finger stays down and follows the drag until its release.
package struct TouchIndicator: Hashable, Sendable {
    /// One keyframe: time from the step's start, scale of the resting size, opacity, and how
    /// far pressed (0: resting color, 1: darkened).
    public struct Keyframe: Hashable, Sendable {
        /// Seconds from the step's start.
        public var time: Rational
        /// The circle's diameter over the style's size.
        public var scale: Double
        /// The circle's opacity.
        public var alpha: Double
        /// 0: the style's color; 1: darkened by 30 %.
        public var press: Double
    }

    /// The time a tap takes before its transition starts: 0.4 s.
    public static let lead = Rational(2, 5)
    /// How long the finger stays after the transition starts, fading out: 0.2 s.
    public static let fadeOut = Rational(1, 5)
    /// How long lifting takes: 0.08 s.
    public static let lift = Rational(2, 25)

    /// A tap's keyframes: land (0–0.12 s), press (0.12–0.24 s), held down (to 0.32 s), lift (to
    /// 0.4 s, when the transition starts), fade out (to 0.6 s); linear between keyframes.
    public static let keyframes = keyframes(release: lead - lift)

    /// The keyframes of a touch let go at `release` seconds from the step's start: it lands and
    /// presses as a tap does, stays pressed until `release`, lifts over 0.08 s and fades out
    /// over 0.2 s.
    public static func keyframes(release: Rational) -> [Keyframe] {
        [
            Keyframe(time: .zero, scale: 1.3, alpha: 0, press: 0),
            Keyframe(time: Rational(3, 25), scale: 1, alpha: 1, press: 0),
            Keyframe(time: Rational(6, 25), scale: 0.8, alpha: 1, press: 1),
            Keyframe(time: release, scale: 0.8, alpha: 1, press: 1),
            Keyframe(time: release + lift, scale: 1, alpha: 1, press: 0),
            Keyframe(time: release + lift + fadeOut, scale: 1.1, alpha: 0, press: 0),
        ]
    }

    /// Where the finger lands, in canvas points.
    public var point: Point
    /// How the circle looks.
    public var style: TouchStyle
    /// A drag: the gesture driving the step's transition, and how far the finger moves (in
    /// points) while the transition's progress goes from 0 to 1.
    public var drag: Drag?

    /// A drag the finger follows.
    public struct Drag: Hashable, Sendable {
        /// The drag and its release.
        public var gesture: GestureTrack
        /// The finger's travel, in points, for the transition's progress 0 → 1.
        public var travel: Point
        /// A drag moving the finger by `travel` over the whole transition.
        public init(gesture: GestureTrack, travel: Point) { self.gesture = gesture; self.travel = travel }
    }

    /// A finger landing at `point`, following `drag` when given.
    public init(point: Point, style: TouchStyle, drag: Drag? = nil) {
        self.point = point; self.style = style; self.drag = drag
    }

    /// When the finger lets go, in seconds from the step's start: as a tap, 0.32 s; in a
    /// drag, at the drag's release.
    public var release: Rational { drag.map { Self.lead + $0.gesture.releaseTime } ?? Self.lead - Self.lift }

    /// When the finger is gone, in seconds from the step's start.
    public var end: Rational { release + Self.lift + Self.fadeOut }

    /// The interpolated keyframe at `time` seconds from the step's start, nil outside the
    /// finger's life (before 0, from `end` on).
    public func state(at time: Rational) -> Keyframe? {
        let frames = Self.keyframes(release: release)
        guard time >= .zero, time < frames[frames.count - 1].time else { return nil }
        let i = frames.lastIndex { $0.time <= time }!
        let a = frames[i], b = frames[i + 1]
        let t = ((time - a.time) / (b.time - a.time)).doubleValue
        return Keyframe(time: time, scale: a.scale.interpolated(to: b.scale, t), alpha: a.alpha.interpolated(to: b.alpha, t),
                        press: a.press.interpolated(to: b.press, t))
    }

    /// Where the finger is at `time`: where it landed, moved along a drag by the gesture's
    /// progress until the release.
    public func position(at time: Rational) -> Point {
        guard let drag, time > Self.lead else { return point }
        let dragTime = min(time - Self.lead, drag.gesture.releaseTime)
        let p = drag.gesture.progress(at: (dragTime / drag.gesture.duration).doubleValue)
        return Point(x: point.x + drag.travel.x * p, y: point.y + drag.travel.y * p)
    }

    /// The circle at `time` seconds from the step's start, or nil when none shows.
    public func view(at time: Rational) -> View? {
        guard style.visible, let k = state(at: time), k.alpha > 0 else { return nil }
        let d = style.size * k.scale, point = position(at: time)
        let fill = style.color.interpolated(to: Color(red: 0, green: 0, blue: 0, alpha: style.color.alpha), 0.3 * k.press)
        return View(id: "flow.touch", frame: Rect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d), alpha: k.alpha,
                    backgroundColor: fill, cornerRadius: d / 2,
                    border: Border(width: 1.5, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3)))
    }
}
