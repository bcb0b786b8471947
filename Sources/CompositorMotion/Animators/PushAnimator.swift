import CompositorCore
import CompositorScene

/// UIKit's stock navigation push: the pushed scene slides in from the right over the current one,
/// which moves left with parallax and darkens. Dismissing is UIKit's pop, not the push played
/// backwards: the same slide moving the other way on the same decelerating curve (as
/// `PopAnimator` draws it; a navigation controller animates both operations with one curve),
/// so a pop starts fast and settles, where the push reversed would creep and then whip off.
package struct PushAnimator: Animator {
    public static let kind = AnimatorKind.push
    public static let summary = "UIKit's navigation push: slide in from the right with parallax and dimming"
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
            .layers(under: context.from, top: context.to, covered: context.curve.value(at: progress))
    }

    /// The pop: `PopAnimator`'s frames for the same two scenes (the pushed one leaving).
    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? NavigationSlide(context: context)
            .layers(under: context.from, top: context.to, covered: 1 - context.curve.value(at: progress))
    }
}
