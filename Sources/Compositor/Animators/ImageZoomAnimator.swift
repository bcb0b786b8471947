/// JKImageTransitionSegue: an image flies from its rect in the source scene to its rect in the
/// destination, above both scenes, while the destination fades in underneath; the source's
/// image is hidden during the flight. Unwinding plays it back. The options name the two views.
public struct ImageZoomAnimator: Animator {
    public static let name = "imageZoom"
    public static let summary = "a shared image flies from the source to its place in the destination (JKImageTransitionSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("sourceView", .sourceViewID, default: nil, "the image view in the source", required: true),
        AnimatorOptionSpec("destinationView", .destinationViewID, default: nil, "where it lands in the destination", required: true),
    ]
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.fullScreen, .navigation]

    public let context: TransitionContext
    private let pair: MatchedViews

    public init(context: TransitionContext, warn: (String) -> Void) throws {
        self.context = context
        guard let sourceID = context.options.string("sourceView") else {
            throw AnimatorSetupError(option: "sourceView", message: "imageZoom needs the id of the image view in scene \"\(context.from.name)\"")
        }
        guard let destinationID = context.options.string("destinationView") else {
            throw AnimatorSetupError(option: "destinationView", message: "imageZoom needs the id of the image view in scene \"\(context.to.name)\"")
        }
        guard let pair = MatchedViews(sourceID: sourceID, in: context.placed(context.from),
                                      destinationID: destinationID, in: context.placed(context.to)) else {
            throw AnimatorSetupError(option: "sourceView", message: "no view \"\(sourceID)\" in scene \"\(context.from.name)\" or \"\(destinationID)\" in scene \"\(context.to.name)\"")
        }
        self.pair = pair
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let t = context.curve.value(at: progress)
        var from = context.placed(context.from), to = context.placed(context.to)
        from.hide { $0.id == pair.source.id }
        to.hide { $0.id == pair.destination.id }
        to.alpha = t
        return [from, to] + pair.morph(at: t)
    }
}
