import CompositorCore
import CompositorScene

/// UIKit's `.partialCurl`, approximated: the presenting scene's page lifts from its bottom edge
/// and folds back over itself, uncovering the presented scene underneath, and stays lifted over
/// the top part of the screen, as UIKit leaves it. Dismissing lays the page back down.
///
/// The approximation: the fold is a straight horizontal line rather than UIKit's diagonal curl
/// from the bottom-right corner, and the curled part is the page's lower part mirrored about the
/// fold and squashed to `curlDepth` of its height (a cylinder seen from the front), drawn as the
/// translucent back of the paper with a shadow under the fold.
package struct PartialCurlAnimator: Animator {
    public static let kind = AnimatorKind.partialCurl
    public static let summary = "the source's page curls up from the bottom, uncovering the destination (UIKit's .partialCurl, approximated)"
    public static let options: [AnimatorOptionSpec] = []
    public static let defaultDuration = Rational(3, 4)
    public static let defaultCurve = TimingCurve.easeInOut
    public static let styles: [PresentationStyle] = [.fullScreen]

    /// Where the fold rests, as a fraction of the height from the top.
    static let restingFold = 0.45
    /// The curled part's height as a fraction of the page part it folds over.
    static let curlDepth = 0.35
    /// The paper's back: white at 75 % over the mirrored content.
    static let paperBack = Color(red: 1, green: 1, blue: 1, alpha: 0.75)

    public let context: TransitionContext

    public init(context: TransitionContext, warn: (String) -> Void) {
        self.context = context
    }

    public func present(at progress: Double) -> [View] {
        presentEndpoint(progress) ?? layers(lifted: context.curve.value(at: progress))
    }

    /// UIKit leaves the page curled: at rest the presented scene shows below the fold.
    public var presentedAtRest: [View] { layers(lifted: 1) }

    /// The layers with the page lifted `t` of the way (0 flat, 1 at rest).
    package func layers(lifted t: Double) -> [View] {
        let w = context.canvas.size.width, h = context.canvas.size.height
        let fold = h - t * h * (1 - Self.restingFold)
        let curl = (h - fold) * Self.curlDepth
        let page = context.placed(context.from)
        let flat = View(frame: Rect(x: 0, y: 0, width: w, height: fold), clipsToBounds: true, subviews: [page])
        var mirrored = page
        mirrored.frame.origin.y = curl - fold
        mirrored.transform = ViewTransform(scaleX: 1, scaleY: -Self.curlDepth, translationY: (1 + Self.curlDepth) * (fold - h / 2))
        let shade = LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), location: 1)])
        let back = View(frame: Rect(x: 0, y: fold - curl, width: w, height: curl), clipsToBounds: true, subviews: [
            mirrored,
            View(frame: Rect(x: 0, y: 0, width: w, height: curl), backgroundColor: Self.paperBack),
            View(frame: Rect(x: 0, y: 0, width: w, height: curl), gradient: shade),
        ])
        let cast = LinearGradient(stops: [.init(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), location: 0), .init(color: .clear, location: 1)])
        let shadow = View(frame: Rect(x: 0, y: fold, width: w, height: min(16, h - fold)), alpha: t, gradient: cast)
        return [context.placed(context.to), flat, shadow, back]
    }
}
