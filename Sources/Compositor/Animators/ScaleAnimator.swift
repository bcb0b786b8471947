/// The ScaleSegue screencast's animator: the presented scene grows from the source scene's
/// designated scale view (the `ViewScaleable` idea; the template names it with `scaleView`) to
/// its final frame — the full screen on a phone, the form sheet's card on an iPad — over the
/// source. The scene's content scales with it, as a snapshot would. Without a scale view it
/// starts from a zero rect at the origin and warns, as the original does.
///
/// The seed defines no dismissal, so UIKit dismisses with the system transition of the
/// presentation style (`Dismissal.system`): the scene slides down; `dismiss: reverse` shrinks
/// it back into the scale view instead.
public struct ScaleAnimator: Animator {
    public static let name = "scale"
    public static let summary = "the destination grows from a view of the source to its final frame (ScaleSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("scaleView", .sourceViewID, default: nil,
                           "the source view the destination grows from; without it, a zero rect"),
    ]
    /// The seed's own: the ScaleSegue screencast animates over 2.0 s with UIView's default
    /// ease-in-out (`Templates/pets-scale.yaml` uses the same numbers).
    public static let defaultDuration = Rational(2)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let dismissal = Dismissal.system

    public let context: TransitionContext
    /// The start rectangle in container coordinates.
    private let startFrame: Rect

    public init(context: TransitionContext, warn: (String) -> Void) throws {
        self.context = context
        if let id = context.options.string("scaleView") {
            guard let (view, toContainer) = context.placed(context.from).find(id: id) else {
                throw AnimatorSetupError(option: "scaleView", message: "no view with id \"\(id)\" in scene \"\(context.from.name)\"")
            }
            startFrame = toContainer.bounds(of: Rect(origin: .zero, size: view.frame.size))
        } else {
            warn("scale: scene \"\(context.from.name)\" names no scaleView; the destination grows from a zero rect")
            startFrame = .zero
        }
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let t = context.curve.value(at: progress)
        var to = context.presented(context.to)
        to.transform = ViewTransform.mapping(to.frame, onto: startFrame.interpolated(to: to.frame, t))
        return context.modalLayers(at: t, presentedView: to)
    }
}

extension ViewTransform {
    /// The transform (about the frame's center) that shows a view with frame `frame` over `target`.
    static func mapping(_ frame: Rect, onto target: Rect) -> ViewTransform {
        ViewTransform(scaleX: frame.width > 0 ? target.width / frame.width : 1,
                      scaleY: frame.height > 0 ? target.height / frame.height : 1,
                      translationX: target.center.x - frame.center.x, translationY: target.center.y - frame.center.y)
    }
}
