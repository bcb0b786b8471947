import CompositorCore
import CompositorScene

/// JKImageTransitionSegue: an image flies from its rect in the source scene to its rect in the
/// destination, above both scenes, while underneath the destination is presented "using an
/// ordinary modal transition, in sync with the custom image animation" (the seed's post): by
/// default UIKit's coverVertical slide on the system curve, over the same duration as the
/// flight (`underlay: crossDissolve` fades it in instead, as the seed's code sets; `none` shows
/// it at once). The source's image is hidden during the flight. The seed unwinds too (its
/// `unwinding` flag): the image flies back while the destination is dismissed with the
/// underlay's own dismissal (it slides down, or fades out).
package struct ImageZoomAnimator: Animator {
    public static let kind = AnimatorKind.imageZoom
    public static let summary = "a shared image flies from the source to its place in the destination (JKImageTransitionSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("sourceView", .sourceViewID, default: nil, "the image view in the source", required: true),
        AnimatorOptionSpec("destinationView", .destinationViewID, default: nil, "where it lands in the destination", required: true),
        AnimatorOptionSpec("underlay", .choice(ImageZoomAnimator.underlays.map(\.rawValue) + ["none"]), default: AnimatorKind.coverVertical.rawValue,
                           "how the destination is presented under the flying image"),
    ]
    public static let defaultDuration = Rational(1, 2)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.fullScreen, .navigation]

    public let context: TransitionContext
    private let pair: MatchedViews
    /// The animators the `underlay` option names (besides `none`).
    static let underlays: [AnimatorKind] = [.coverVertical, .crossDissolve]
    /// The `underlay` option; nil: `none`.
    private let underlay: AnimatorKind?

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
        underlay = context.options.string("underlay").map { AnimatorKind(rawValue: $0) } ?? .coverVertical
    }

    /// Both scenes with the image at `flight` of its way (0: its source rect) and the
    /// destination `shown` of its way in by the underlay's transition (0: not yet, 1: in place).
    private func layers(flight: Double, shown: Double) -> [View] {
        var from = context.placed(context.from), to = context.placed(context.to)
        from.hide { $0.id == pair.source.id }
        to.hide { $0.id == pair.destination.id }
        var kept: [View] = []
        switch underlay {
        case .crossDissolve?: to.alpha = shown
        case nil: break
        default:
            to.transform.translationY = (context.canvas.size.height - to.frame.minY) * (1 - shown)
            kept = Self.barKeptWhole(from: &from, underlayTop: to.frame.minY + to.transform.translationY)
        }
        return [from, to] + kept + pair.morph(at: flight)
    }

    /// The source's tab bar, whole, over the rising underlay until the underlay's top edge has
    /// passed the bar's top (it is then covered); nothing after that. The destination's top
    /// is an empty fill the colour of the bar's own backdrop while its image is in flight
    /// (the image is hidden there), so its edge cannot be seen: covered row by row, the bar
    /// seemed to vanish mid-icon at progress 0.02–0.05 (the system curve lifts the underlay
    /// over the 83-point bar in three frames), with the list above it untouched. Moved out of
    /// `from` (not drawn twice) into a layer of its own in the source's coordinates.
    static func barKeptWhole(from: inout View, underlayTop: Double) -> [View] {
        guard let index = from.subviews.firstIndex(where: { $0.id == "tabBar" && !$0.isHidden }) else { return [] }
        let bar = from.subviews[index]
        let top = from.transformToSuperview.bounds(of: bar.frame).minY
        guard underlayTop > top else { return [] }
        from.subviews.remove(at: index)
        return [View(frame: from.frame, transform: from.transform, alpha: from.alpha, subviews: [bar])]
    }

    /// The underlay's progress: the system curve for the slide, the flight's curve for the fade.
    private func shown(_ progress: Double) -> Double {
        underlay == .coverVertical ? CoverVerticalAnimator.defaultCurve.value(at: progress) : context.curve.value(at: progress)
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? layers(flight: context.curve.value(at: progress), shown: shown(progress))
    }

    public func dismiss(at progress: Double) -> [View] {
        dismissEndpoint(progress) ?? layers(flight: context.curve.value(at: 1 - progress), shown: 1 - shown(progress))
    }
}
