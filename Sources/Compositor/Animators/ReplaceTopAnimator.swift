/// ReplaceTopSegue: the top of a navigation stack is replaced by the destination, animated as a
/// push (the default) or as a fade; dismissing plays that animation's own dismissal.
public struct ReplaceTopAnimator: Animator {
    public static let name = "replaceTop"
    public static let summary = "the top of a navigation stack is replaced, animated as a push or a fade (ReplaceTopSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("animation", .choice(["push", "fade"]), default: "push", "how the replacement is animated"),
    ]
    public static let defaultDuration = Rational(35, 100)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.navigation]

    public let context: TransitionContext
    private let inner: any Animator

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
        inner = context.options.string("animation") == "fade"
            ? FadeAnimator(context: context, warn: warn) : PushAnimator(context: context, warn: warn)
    }

    public func present(at progress: Double) -> [View] { inner.present(at: progress) }
    public func dismiss(at progress: Double) -> [View] { inner.dismiss(at: progress) }
}
