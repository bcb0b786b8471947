/// UIKit's `.crossDissolve` modal transition: the presented scene fades in over the presenting
/// one (its alpha goes 0 → 1 as a group); dismissing fades it out again.
public struct CrossDissolveAnimator: Animator {
    public static let name = "crossDissolve"
    public static let summary = "the destination fades in over the source (UIKit's .crossDissolve)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = TimingCurve.easeInOut

    private let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        let from = context.placed(context.from)
        if progress <= 0 { return [from] }
        var to = context.placed(context.to)
        if progress >= 1 { return [to] }
        to.alpha *= context.curve.value(at: progress)
        return [from, to]
    }
}
