/// The Transition library's SimpleAnimation: presenting slides the presented scene down from
/// above the container (−height) to its place with ease-out; dismissing slides it back up, with
/// the same curve rather than the presentation reversed.
public struct SlideFromTopAnimator: Animator {
    public static let name = "slideFromTop"
    public static let summary = "the destination slides down from above; dismissing slides it back up (SimpleAnimation)"
    public static let options: [AnimatorOptionSpec] = []
    /// The seed's navigation timing: SimpleAnimation's 0.5 s as the library's navigation
    /// transitions use it; its modal demo runs the same animation over 2.0 s, which
    /// `Templates/slide-from-top.yaml` sets with `duration: 2.0`.
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeOut

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    /// The presented scene `offset` of the way up out of view (0 at rest, 1 just above the top).
    private func layers(raised offset: Double) -> [View] {
        var to = context.presented(context.to)
        to.transform.translationY = -to.frame.maxY * offset
        return context.modalLayers(at: 1 - offset, presentedView: to)
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? layers(raised: 1 - context.curve.value(at: progress))
    }

    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? layers(raised: context.curve.value(at: progress))
    }
}
