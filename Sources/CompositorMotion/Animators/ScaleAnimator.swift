import CompositorCore
import CompositorScene

/// The ScaleSegue screencast's animator: the presented scene grows from the source scene's
/// designated scale view (the `ViewScaleable` idea; the template names it with `scaleView`) to
/// its final frame — the full screen on a phone, the form sheet's card on an iPad — over the
/// source. As in the seed, which animates the destination's frame and calls
/// `layoutIfNeeded()`, the scene is laid out again at every intermediate size (`content:
/// layout`, the default): subviews follow their autoresizing masks, labels keep their point
/// size (a label squeezed below its text's width keeps its resting layout, scaled, rather
/// than truncating: `RestingTextLayout`), images keep their content mode, circles stay round. As in UIKit, the
/// growing scene draws subviews that do not fit yet outside its bounds (a fixed-size view keeps
/// its size and stands out of the small frame) unless the scene sets `clipsToBounds`, or is a
/// sheet's card, which UIKit's presentation clips to its rounded corners. `content: snapshot`
/// instead scales a picture of the scene uniformly and crops it to the growing rect, as
/// snapshot-based zooms on iOS do; nothing is ever stretched unevenly. Without a scale view it
/// starts from a zero rect at the origin and warns, as the original does.
///
/// The seed defines no dismissal, so UIKit dismisses with the system transition of the
/// presentation style (`Dismissal.system`): the scene slides down; `dismiss: reverse` shrinks
/// it back into the scale view instead.
package struct ScaleAnimator: Animator {
    public static let kind = AnimatorKind.scale
    public static let summary = "the destination grows from a view of the source to its final frame (ScaleSegue)"
    public static let options: [AnimatorOptionSpec] = [
        AnimatorOptionSpec("scaleView", .sourceViewID, default: nil,
                           "the source view the destination grows from; without it, a zero rect"),
        AnimatorOptionSpec("content", .choice(["layout", "snapshot"]), default: "layout",
                           "layout: the scene is laid out at each size; snapshot: a uniformly scaled, cropped picture"),
    ]
    /// The seed's own: the ScaleSegue screencast animates over 2.0 s with UIView's default
    /// ease-in-out (`Templates/pets-scale.yaml` uses the same numbers).
    public static let defaultDuration = Rational(2)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let dismissal = Dismissal.system

    public let context: TransitionContext
    /// The start rectangle in container coordinates.
    private let startFrame: Rect
    /// True for `content: snapshot`.
    private let snapshot: Bool

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
        snapshot = context.options.string("content") == "snapshot"
    }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let t = context.curve.value(at: progress)
        let to = context.presented(context.to)
        let rect = startFrame.interpolated(to: to.frame, t)
        var grown = snapshot ? Self.snapshot(of: to, in: rect) : RestingTextLayout.keepingText(to.laidOut(in: rect), rest: to, scale: context.canvas.scale)
        if !grown.clipsToBounds && Self.drawsInsideItsFrame(grown) { grown.clipsToBounds = true }
        return context.modalLayers(at: t, presentedView: grown)
    }

    /// True when nothing of `view`'s subtree (subviews, shadows) stands out of its own bounds.
    /// Then clipping to the bounds cuts nothing UIKit would draw, and the renderer can confine
    /// the layer to its rectangle and repaint only that part of each frame
    /// (`SceneRenderer.confinedRect`), as it did when the growing scene always clipped; a
    /// subview that stands out (a fixed-size view in a frame still smaller than it) keeps the
    /// scene unclipped, as UIKit draws it.
    static func drawsInsideItsFrame(_ view: View) -> Bool {
        let drawn = view.deviceBounds(toDevice: .identity)
        let tolerance = 1e-9
        return drawn.minX >= -tolerance && drawn.minY >= -tolerance
            && drawn.maxX <= view.frame.width + tolerance && drawn.maxY <= view.frame.height + tolerance
    }

    /// `view` drawn at its own size, scaled uniformly to cover `rect` (aspect fill, about the
    /// center) and cropped to it, with its corner radius scaled alike.
    static func snapshot(of view: View, in rect: Rect) -> View {
        let size = view.frame.size
        let s = max(size.width > 0 ? rect.width / size.width : 0, size.height > 0 ? rect.height / size.height : 0)
        var picture = view
        picture.id = nil
        picture.frame = Rect(x: (rect.width - size.width) / 2, y: (rect.height - size.height) / 2, width: size.width, height: size.height)
        picture.transform = .scale(s)
        // A picture: drawn once at rest and resampled at each size, as a snapshot view is.
        // Clipped to its bounds, which hold what `rect` shows of it.
        picture.clipsToBounds = true
        picture.shouldRasterize = true
        return View(id: view.id, frame: rect, cornerRadius: view.cornerRadius * s, clipsToBounds: true, subviews: [picture])
    }
}
