import CompositorCore
import CompositorScene

/// ExplodeSegue: the source scene scales up by `factor` (2 by default; the original also shows 3)
/// and fades to nothing with ease-out over 0.75 s, revealing the destination beneath it.
/// The seed defines no dismissal, so UIKit's system one runs (`Dismissal.system`): full screen
/// the destination slides down, in a navigation stack it pops; `dismiss: reverse` implodes the
/// source back over the destination instead.
package struct ExplodeAnimator: Animator {
    public static let kind = AnimatorKind.explode
    public static let summary = "the source scales up and fades out, revealing the destination beneath (ExplodeSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("factor", .number(0.1...10), default: "2", "how much the source grows while it fades"),
    ]
    /// The seed's first variant: ×2 over 0.75 s, ease-out (`Templates/explode.yaml`); its second,
    /// ×3 over 1.0 s, is `factor: 3` with `duration: 1.0` (`Templates/explode-x3.yaml`).
    public static let defaultDuration = Rational(3, 4)
    public static let defaultCurve = TimingCurve.easeOut
    public static let styles: [PresentationStyle] = [.fullScreen, .navigation, .tab]
    public static let dismissal = Dismissal.system

    public let context: TransitionContext
    /// Scale and alpha of the source root: the two property animations ExplodeSegue runs.
    package let animation: ViewAnimation

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
        let factor = context.options.number("factor") ?? 2
        animation = ViewAnimation(target: context.from.name, animations: [
            .number(.scale, 1, factor, curve: context.curve),
            .number(.alpha, 1, 0, curve: context.curve),
        ])
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        var from = context.placed(context.from)
        animation.apply(at: progress, toView: &from)
        return [context.placed(context.to), from]
    }
}
