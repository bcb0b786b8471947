import CompositorCore
import CompositorScene

/// A segue written in the template: both scenes placed, the presented one on top (or the
/// presenting one, with `top: source`), and the template's `layers` animating their views.
/// Without layers it cuts from one scene to the other at the end.
package struct CustomAnimator: Animator {
    public static let kind = AnimatorKind.custom
    public static let summary = "layers declared in the template animate the views of both scenes"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("top", .choice(["destination", "source"]), default: "destination",
                           "which scene is drawn on top while the layers run"),
    ]
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.linear
    public static let styles: [PresentationStyle] = [.fullScreen, .navigation, .tab, .formSheet, .pageSheet]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        if context.isSheet { return context.modalLayers(at: progress, presentedView: context.presented(context.to)) }
        let from = context.placed(context.from), to = context.placed(context.to)
        return context.options.string("top") == "source" ? [to, from] : [from, to]
    }
}
