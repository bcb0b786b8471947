import CompositorCore
import CompositorScene

/// A segue animation: given linear progress 0 → 1, the views to draw, back to front.
///
/// Progress runs from 0 (the source scene alone) to 1 (the destination at rest); the animator
/// applies its own timing curves. Frames must be a pure function of progress, so any frame can
/// be rendered on any thread in any order. To add an animator, write one file with a type
/// conforming to this protocol and register it in `AnimatorCatalog.all`.
package protocol Animator: Sendable {
    /// The animator's identity; its raw value is the name templates use, e.g. `crossDissolve`.
    static var kind: AnimatorKind { get }
    /// One line for `segue-video list`.
    static var summary: String { get }
    /// The options the animator takes.
    static var options: [AnimatorOptionSpec] { get }
    /// The duration when the template gives none.
    static var defaultDuration: Rational { get }
    /// The main curve when the template gives none.
    static var defaultCurve: TimingCurve { get }
    /// The presentation styles the animator supports; the first is the default.
    static var styles: [PresentationStyle] { get }
    /// What dismissing shows unless the template says otherwise: `.animator` when the seed
    /// defines a dismissal (`dismiss(at:)`), `.system` when it defines none and UIKit would
    /// dismiss with the style's system transition.
    static var dismissal: Dismissal { get }
    /// Why this animator cannot dismiss with `options`, or `nil` when it can (the dismiss clip is
    /// then left out unless the template lists it, which is an error).
    static func dismissUnavailable(_ options: AnimatorOptions) -> String?

    /// Prepares the animation; `warn` reports a recoverable problem (printed, not fatal).
    /// Throws an `AnimatorSetupError` when the context does not suit the animator.
    init(context: TransitionContext, warn: (String) -> Void) throws

    /// The context the animator was made with.
    var context: TransitionContext { get }

    /// The views at progress `progress` of presenting, in container coordinates, back to front.
    func present(at progress: Double) -> [View]

    /// The views at progress `progress` of dismissing (0: the presented scene, 1: the presenting
    /// one). By default the presentation played backwards, as UIKit reverses it.
    func dismiss(at progress: Double) -> [View]

    /// The presented scene at rest, where presenting ends and dismissing starts: by default the
    /// context's (the scene alone, or a sheet over the dimmed presenting scene).
    var presentedAtRest: [View] { get }
}

extension Animator {
    /// By default an animator runs full screen and in sheets.
    public static var styles: [PresentationStyle] { [.fullScreen, .formSheet, .pageSheet] }

    /// By default the animator's own `dismiss(at:)`.
    public static var dismissal: Dismissal { .animator }
    /// The name templates use: `kind`'s raw value.
    public static var name: String { kind.rawValue }

    /// By default every animator can dismiss.
    public static func dismissUnavailable(_ options: AnimatorOptions) -> String? { nil }

    public func dismiss(at progress: Double) -> [View] { present(at: 1 - progress) }

    /// The context's resting presented layers.
    public var presentedAtRest: [View] { context.presentedAlone }

    /// The views for `direction` at linear progress `progress`.
    public func frame(_ direction: SegueDirection, at progress: Double) -> [View] {
        switch direction {
        case .present: return present(at: progress)
        case .dismiss: return dismiss(at: progress)
        }
    }

    /// The resting layers at the start (`atStart`) or end of `direction`: the presenting scene
    /// alone, or the presented one at rest.
    public func resting(_ direction: SegueDirection, atStart: Bool) -> [View] {
        (direction == .present) == atStart ? context.presentingAlone : presentedAtRest
    }

    /// The endpoints every presentation shares: the presenting scene alone at or before 0,
    /// the presented one at rest at or after 1, `nil` in between.
    func presentEndpoint(_ progress: Double) -> [View]? {
        if progress <= 0 { return context.presentingAlone }
        if progress >= 1 { return presentedAtRest }
        return nil
    }

    /// The same for a dismissal: the presented scene at rest at 0, the presenting one alone at 1.
    func dismissEndpoint(_ progress: Double) -> [View]? {
        if progress <= 0 { return presentedAtRest }
        if progress >= 1 { return context.presentingAlone }
        return nil
    }
}

/// A reason an animator cannot run with the given context (unknown view, wrong options).
public struct AnimatorSetupError: Error, CustomStringConvertible {
    /// The option or field at fault, e.g. `scaleView`.
    public var option: String
    /// What is wrong, in one line.
    public var message: String

    /// A problem with `option`.
    public init(option: String, message: String) {
        self.option = option
        self.message = message
    }

    /// `option: message`.
    public var description: String { "\(option): \(message)" }
}
