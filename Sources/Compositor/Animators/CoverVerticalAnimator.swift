/// UIKit's `.coverVertical`, the default modal transition: the presented scene slides up from
/// below the container (a sheet's dimming fades in with it); dismissing slides it back down.
public struct CoverVerticalAnimator: Animator {
    public static let name = "coverVertical"
    public static let summary = "the destination slides up from the bottom (UIKit's .coverVertical)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeInOut

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let t = context.curve.value(at: progress)
        var to = context.presented(context.to)
        to.transform.translationY = (context.canvas.size.height - to.frame.minY) * (1 - t)
        return context.modalLayers(at: t, presentedView: to)
    }
}
