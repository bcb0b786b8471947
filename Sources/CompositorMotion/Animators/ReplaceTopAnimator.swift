import CompositorCore
import CompositorScene

/// ReplaceTopSegue: the top of a navigation stack is replaced by the destination, animated as a
/// push (the default) or as a fade.
///
/// The replaced scene (`from`) is no longer on the stack afterwards, so dismissing cannot bring
/// it back: the back button pops to the scene that was below it, which the template names with
/// `below`; the pop is the push's (the scene below returns from the left) or the fade's (it
/// fades in over the destination). Without `below` only the present clip is rendered.
package struct ReplaceTopAnimator: Animator {
    public static let kind = AnimatorKind.replaceTop
    public static let summary = "the top of a navigation stack is replaced, animated as a push or a fade (ReplaceTopSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("animation", .choice([AnimatorKind.push, .fade].map(\.rawValue)), default: AnimatorKind.push.rawValue, "how the replacement is animated"),
        AnimatorOptionSpec("below", .sceneName, default: nil,
                           "the scene under the replaced one, which dismissing pops back to; without it there is no dismiss clip"),
    ]
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.navigation]

    public static func dismissUnavailable(_ options: AnimatorOptions) -> String? {
        options.string("below") == nil
            ? "the replaced scene is off the stack; name the scene below it with options.below to pop back to it" : nil
    }

    public let context: TransitionContext
    private let inner: any Animator
    /// The scene dismissing pops back to.
    private let below: Scene?

    public init(context: TransitionContext, warn: (String) -> Void) throws {
        self.context = context
        inner = context.options.string("animation") == AnimatorKind.fade.rawValue
            ? FadeAnimator(context: context, warn: warn) : PushAnimator(context: context, warn: warn)
        below = context.options.string("below").flatMap(context.scene(named:))
        if let below, below.name == context.from.name || below.name == context.to.name {
            throw AnimatorSetupError(option: "below", message: "\"\(below.name)\" is \(below.name == context.from.name ? "the replaced scene" : "the destination"); name the scene under the replaced one")
        }
    }

    public func present(at progress: Double) -> [View] { inner.present(at: progress) }

    /// The pop from the destination to `below` (the replaced scene when the template names none,
    /// which only a program calling this directly can ask for).
    public func dismiss(at progress: Double) -> [View] {
        let under = below ?? context.from
        if progress <= 0 { return presentedAtRest }
        if progress >= 1 { return [context.placed(under)] }
        let t = context.curve.value(at: progress)
        guard inner is FadeAnimator else {
            return NavigationSlide(context: context).layers(under: under, top: context.to, covered: 1 - t)
        }
        var back = context.placed(under)
        back.alpha = t
        return [context.placed(context.to), back]
    }
}
