import CompositorCore
import CompositorScene

/// A `focus` step's target, as screen-recording editors zoom: a region of the screen zoomed
/// onto (`focus: [x, y, width, height]`, canvas points), or a zoom by `scale` that follows the
/// step's tap (`focus: {scale: 2}`). The screen zooms in over the step's `duration`, stays for
/// its `hold`, and zooms back out over `duration` again; the state does not change.
///
/// The motion is a spring: by default a critically damped one settling over `duration`, as
/// `UIViewPropertyAnimator(duration:dampingRatio: 1)` ("to smoothly decelerate the animation
/// without oscillation, specify a value of 1", UIKit documentation for `dampingRatio`; also
/// `UISpringTimingParameters(dampingRatio:)`), built by `Spring(dampingRatio:duration:)`; a
/// step's own `curve` replaces it. The geometry is `FocusZoom`, in exact rationals.
public struct FlowFocus: Hashable, Sendable {
    /// What is zoomed onto.
    public enum Target: Hashable, Sendable {
        /// A region in canvas points: x, y, width, height (positive size).
        case region(x: Rational, y: Rational, width: Rational, height: Rational)
        /// The step's tap point, zoomed by this factor (at least 1).
        case tap(scale: Rational)
    }

    /// What is zoomed onto.
    public var target: Target

    /// A focus on `target`.
    public init(_ target: Target) { self.target = target }

    /// The default zoom-in (and zoom-out) time, in seconds.
    public static let defaultDuration = Rational(1, 2)

    /// The default curve for a zoom of `duration` seconds: a critically damped spring.
    public static func defaultCurve(duration: Double) -> TimingCurve {
        (try? Spring(dampingRatio: 1, duration: duration)).map(TimingCurve.spring) ?? .easeInOut
    }

    /// The zoom on a canvas of `size`, with the step's tap at `tap` (needed by `.tap`).
    public func zoom(canvas size: Size, tap: Point?) -> FocusZoom {
        let w = Self.micro(size.width), h = Self.micro(size.height)
        switch target {
        case .region(let x, let y, let width, let height):
            return FocusZoom(x: x, y: y, width: width, height: height, canvasWidth: w, canvasHeight: h)
        case .tap(let scale):
            let p = tap ?? Point(x: size.width / 2, y: size.height / 2)
            return FocusZoom(centerX: Self.micro(p.x), centerY: Self.micro(p.y), scale: scale, canvasWidth: w, canvasHeight: h)
        }
    }

    /// `points` to the nearest millionth of a point, exactly (canvas sizes and tap points are
    /// decimals the template wrote, or a view's center: halves of them).
    static func micro(_ points: Double) -> Rational { Rational(Int64((points * 1_000_000).rounded()), 1_000_000) }

    /// The zoom's progress (0: the screen as it is, 1: zoomed) at `local` seconds into a step
    /// with `lead`, `duration` and `hold`: in over `duration` by `curve`, held, out the same way.
    public static func progress(at local: Rational, lead: Rational, duration: Rational, hold: Rational, curve: TimingCurve) -> Double {
        let zoomedAt = lead + duration, leavesAt = zoomedAt + hold, outAt = leavesAt + duration
        if local <= lead || local >= outAt { return 0 }
        if local < zoomedAt { return curve.value(at: ((local - lead) / duration).doubleValue) }
        if local <= leavesAt { return 1 }
        return 1 - curve.value(at: ((local - leavesAt) / duration).doubleValue)
    }

    /// `views` (the screen and its chrome) drawn through `zoom` at progress `q`: one view the
    /// canvas's size, clipped, whose transform maps a point p to (1 + (s − 1) q) p + q offset.
    public static func zoomed(_ views: [View], zoom: FocusZoom, progress q: Double, canvas size: Size) -> [View] {
        guard q != 0 else { return views }
        let (s, ox, oy) = zoom.at(q)
        // The transform acts about the view's center c: p ↦ s (p − c) + t + c, so t = offset + (s − 1) c.
        let t = ViewTransform(scaleX: s, scaleY: s, translationX: ox + (s - 1) * size.width / 2, translationY: oy + (s - 1) * size.height / 2)
        return [View(id: "flow.focus", frame: Rect(x: 0, y: 0, width: size.width, height: size.height), transform: t, clipsToBounds: true, subviews: views)]
    }
}
