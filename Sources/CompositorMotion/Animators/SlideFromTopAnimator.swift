import CompositorCore
import CompositorScene

/// The Transition library's SimpleAnimation: presenting slides the presented scene down from
/// above the container (−height) to its place with ease-out; dismissing slides it back up, with
/// the same curve rather than the presentation reversed.
///
/// In a navigation stack (the Transition README's worked example) presenting pushes and
/// dismissing pops: the pushed scene slides down over the one below, which stays in place;
/// when both scenes have titles the navigation bar stays on top and its title cross-fades.
package struct SlideFromTopAnimator: Animator {
    public static let kind = AnimatorKind.slideFromTop
    public static let summary = "the destination slides down from above; dismissing slides it back up (SimpleAnimation)"
    public static let options: [AnimatorOptionSpec] = []
    /// The seed's navigation timing: SimpleAnimation's 0.5 s as the library's navigation
    /// transitions use it; its modal demo runs the same animation over 2.0 s, which
    /// `Templates/slide-from-top.yaml` sets with `duration: 2.0`.
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeOut
    public static let styles: [PresentationStyle] = [.fullScreen, .formSheet, .pageSheet, .navigation]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    /// The presented scene `offset` of the way up out of view (0 at rest, 1 just above the top).
    private func layers(raised offset: Double) -> [View] {
        var to = context.presented(context.to)
        to.transform.translationY = -to.frame.maxY * offset
        guard context.style == .navigation else { return context.modalLayers(at: 1 - offset, presentedView: to) }
        var from = context.placed(context.from)
        guard let fromTitle = context.from.title, let toTitle = context.to.title else { return [from, to] }
        from.removeNavigationBar()
        to.removeNavigationBar()
        var oldBar = ContainerChrome.navigationBar(title: fromTitle, canvas: context.canvas)
        let newBar = ContainerChrome.navigationBar(title: toTitle, canvas: context.canvas)
        oldBar.alpha = offset
        return [from, to, newBar, oldBar]
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? layers(raised: 1 - context.curve.value(at: progress))
    }

    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? layers(raised: context.curve.value(at: progress))
    }
}
