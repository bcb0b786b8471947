import CompositorCore
import CompositorScene

/// FadeInAnimator: the destination fades in over 0.35 s on top of the source, for a push and
/// for a pop alike. Unlike UIKit's reversed dismissal, popping fades the scene below in over the
/// popped one, as the original animator does for both operations.
package struct FadeAnimator: Animator {
    public static let kind = AnimatorKind.fade
    public static let summary = "the destination fades in over the source, for push and pop alike (FadeInAnimator)"
    public static let options: [AnimatorOptionSpec] = []
    /// The seed's own: FadeInAnimator's `transitionDuration` is 0.35 s (`Templates/fade.yaml`).
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.navigation, .fullScreen, .tab]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        var to = context.placed(context.to)
        to.alpha = context.curve.value(at: progress)
        return [context.placed(context.from), to]
    }

    public func dismiss(at progress: Double) -> [View] {
        if let rest = dismissEndpoint(progress) { return rest }
        var from = context.placed(context.from)
        from.alpha = context.curve.value(at: progress)
        return [context.placed(context.to), from]
    }
}
