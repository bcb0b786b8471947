import CompositorCore
import CompositorScene

/// UIKit's `.crossDissolve` modal transition: the presented scene fades in over the presenting
/// one (its alpha goes 0 → 1 as a group, with the sheet's dimming); dismissing fades it out again.
package struct CrossDissolveAnimator: Animator {
    public static let kind = AnimatorKind.crossDissolve
    public static let summary = "the destination fades in over the source (UIKit's .crossDissolve)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.fullScreen, .formSheet, .pageSheet, .navigation, .tab]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let t = context.curve.value(at: progress)
        var to = context.presented(context.to)
        to.alpha *= t
        return context.modalLayers(at: t, presentedView: to)
    }
}
