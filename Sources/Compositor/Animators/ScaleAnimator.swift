/// The ScaleSegue screencast's animator: the presented scene grows from the source scene's
/// designated scale view (the `ViewScaleable` idea; the template names it with `scaleView`) to
/// its final frame, over the source. The view's content scales with it, as a snapshot would.
/// Without a scale view it starts from a zero rect at the origin and warns, as the original does.
public struct ScaleAnimator: Animator {
    public static let name = "scale"
    public static let summary = "the destination grows from a view of the source to full size (ScaleSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("scaleView", .sourceViewID, default: nil,
                           "the source view the destination grows from; without it, a zero rect"),
    ]
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeInOut

    private let context: TransitionContext
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
        let from = context.placed(context.from)
        if progress <= 0 { return [from] }
        var to = context.placed(context.to)
        if progress >= 1 { return [to] }
        let t = context.curve.value(at: progress)
        let final = to.frame
        let frame = startFrame.interpolated(to: final, t)
        // Scale the whole scene about its center so its content follows the frame.
        to.transform = ViewTransform(
            scaleX: frame.width / final.width, scaleY: frame.height / final.height,
            translationX: frame.center.x - final.center.x, translationY: frame.center.y - final.center.y)
        return [from, to]
    }
}
