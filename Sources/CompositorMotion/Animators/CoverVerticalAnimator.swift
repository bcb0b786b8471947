import CompositorCore
import CompositorScene

/// UIKit's `.coverVertical`, the default modal transition: the presented scene slides up from
/// below the container (a sheet's dimming fades in with it); dismissing slides it back down.
/// Both run on the system curve by default (`system`: quick start, long deceleration; see
/// `SystemCurves.swift`), as UIKit's do;
/// dismissing is not the presentation reversed but the same curve moving the other way.
package struct CoverVerticalAnimator: Animator {
    public static let kind = AnimatorKind.coverVertical
    public static let summary = "the destination slides up from the bottom (UIKit's .coverVertical)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.system

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    /// The presented scene risen `covered` of the way from below the container (0: just below,
    /// 1: in place), over the presenting scene (and, for sheets, the dimming).
    package static func layers(_ context: TransitionContext, covered: Double) -> [View] {
        var to = context.presented(context.to)
        to.transform.translationY = (context.canvas.size.height - to.frame.minY) * (1 - covered)
        return context.modalLayers(at: covered, presentedView: to)
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? Self.layers(context, covered: context.curve.value(at: progress))
    }

    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? Self.layers(context, covered: 1 - context.curve.value(at: progress))
    }
}
