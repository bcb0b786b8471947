import CompositorCore
import CompositorScene

/// UIKit's `.flipHorizontal`: the container turns half a revolution about its vertical axis in
/// true perspective, the presenting scene on its front face and the presented one on its back.
/// The renderer draws each face as a projective quad (`ViewTransform.rotationY`).
package struct FlipHorizontalAnimator: Animator {
    public static let kind = AnimatorKind.flipHorizontal
    public static let summary = "the screen turns over about its vertical axis in perspective (UIKit's .flipHorizontal)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(3, 4)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.fullScreen]

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    /// The eye's distance from the screen: 1.5 times its larger side, a moderate perspective.
    package var eyeDistance: Double { max(context.canvas.size.width, context.canvas.size.height) * 1.5 }

    public func present(at progress: Double) -> [View] {
        if let rest = presentEndpoint(progress) { return rest }
        let angle = Double.pi * context.curve.value(at: progress)
        // The front face shows until edge-on, then the back face, turned the rest of the way.
        var face = angle < Double.pi / 2 ? context.placed(context.from) : context.placed(context.to)
        face.transform.rotationY = angle < Double.pi / 2 ? -angle : Double.pi - angle
        face.transform.eyeDistance = eyeDistance
        return [face]
    }
}
