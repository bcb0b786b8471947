/// The finger circle of a tap, as the simulator's "show touches" and screen-recording tools
/// draw it: it lands (fades in while shrinking to its size), presses (shrinks and darkens),
/// lifts (back to its size) as the transition starts, then fades out while the transition runs.
///
/// Times are seconds from the step's start; the tap's lead (`lead`) comes before the step's
/// transition, so the finger lifts exactly when the transition starts.
public struct TouchIndicator: Hashable, Sendable {
    /// One keyframe: time from the step's start, scale of the resting size, opacity, and how
    /// far pressed (0: resting color, 1: darkened).
    public struct Keyframe: Hashable, Sendable {
        public var time: Rational
        public var scale: Double
        public var alpha: Double
        public var press: Double
    }

    /// The time a tap takes before its transition starts: 0.4 s.
    public static let lead = Rational(2, 5)
    /// How long the finger stays after the transition starts, fading out: 0.2 s.
    public static let fadeOut = Rational(1, 5)

    /// Land (0–0.12 s), press (0.12–0.24 s), held down (to 0.32 s), lift (to 0.4 s), fade out
    /// (to 0.6 s); linear between keyframes.
    public static let keyframes: [Keyframe] = [
        Keyframe(time: .zero, scale: 1.3, alpha: 0, press: 0),
        Keyframe(time: Rational(3, 25), scale: 1, alpha: 1, press: 0),
        Keyframe(time: Rational(6, 25), scale: 0.8, alpha: 1, press: 1),
        Keyframe(time: Rational(8, 25), scale: 0.8, alpha: 1, press: 1),
        Keyframe(time: lead, scale: 1, alpha: 1, press: 0),
        Keyframe(time: lead + fadeOut, scale: 1.1, alpha: 0, press: 0),
    ]

    /// Where the finger lands, in canvas points.
    public var point: Point
    public var style: TouchStyle

    public init(point: Point, style: TouchStyle) {
        self.point = point; self.style = style
    }

    /// The interpolated keyframe at `time` seconds from the step's start, nil outside the
    /// finger's life (before 0, from `lead + fadeOut` on).
    public static func state(at time: Rational) -> Keyframe? {
        guard time >= .zero, time < lead + fadeOut else { return nil }
        let i = keyframes.lastIndex { $0.time <= time }!
        let a = keyframes[i], b = keyframes[i + 1]
        let t = ((time - a.time) / (b.time - a.time)).doubleValue
        return Keyframe(time: time, scale: a.scale.interpolated(to: b.scale, t), alpha: a.alpha.interpolated(to: b.alpha, t),
                        press: a.press.interpolated(to: b.press, t))
    }

    /// The circle at `time` seconds from the step's start, or nil when none shows.
    public func view(at time: Rational) -> View? {
        guard style.visible, let k = Self.state(at: time), k.alpha > 0 else { return nil }
        let d = style.size * k.scale
        let fill = style.color.interpolated(to: Color(red: 0, green: 0, blue: 0, alpha: style.color.alpha), 0.3 * k.press)
        return View(id: "flow.touch", frame: Rect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d), alpha: k.alpha,
                    backgroundColor: fill, cornerRadius: d / 2,
                    border: Border(width: 1.5, color: Color(red: 0, green: 0, blue: 0, alpha: 0.3)))
    }
}
