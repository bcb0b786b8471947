import CompositorCore
import CompositorScene

/// UIKit's stock navigation pop as a segue of its own: the source is the top of the stack and
/// slides out to the right, uncovering the destination underneath, which returns from its
/// parallax offset. Dismissing pushes the source back on, as `PushAnimator` pushes (the push
/// forwards on its decelerating curve, not this pop played backwards): a navigation controller
/// animates both operations on one curve.
package struct PopAnimator: Animator {
    public static let kind = AnimatorKind.pop
    public static let summary = "UIKit's navigation pop: the source slides out to the right, uncovering the destination"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = NavigationSlide.curve
    public static let styles: [PresentationStyle] = [.navigation, .fullScreen]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? NavigationSlide(context: context)
            .layers(under: context.to, top: context.from, covered: 1 - context.curve.value(at: progress))
    }

    /// The push of the source back over the destination: `PushAnimator`'s frames.
    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? NavigationSlide(context: context)
            .layers(under: context.to, top: context.from, covered: context.curve.value(at: progress))
    }
}
