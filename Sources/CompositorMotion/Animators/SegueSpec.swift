import CompositorCore

/// The segue a template animates: which animator, between which scenes, how long, which ways.
public struct SegueSpec: Hashable, Sendable {
    /// The animator (its raw value is the template's `segue.animator`).
    public var animator: AnimatorKind
    /// The animator's options (`segue-video list` shows each animator's).
    public var options: AnimatorOptions
    /// The presenting scene's name.
    public var from: String
    /// The presented scene's name.
    public var to: String
    /// The transition's length; the animator's default when the template gives none.
    public var duration: Rational
    /// The main curve; the animator's default when the template gives none.
    public var curve: TimingCurve
    /// Stillness before and after the transition, in seconds.
    public var holdBefore: Rational
    /// Seconds the destination is held after the transition.
    public var holdAfter: Rational
    /// The clips to render, in order.
    public var directions: [SegueDirection]
    /// Where the presented scene sits (full screen, a sheet, a navigation stack, a tab).
    public var style: PresentationStyle
    /// Custom animation layers over the animator's views.
    public var layers: [ViewAnimation]
    /// An interactive drag and release driving the progress, instead of a linear ramp.
    public var gesture: GestureTrack?
    /// What the dismiss clip shows; `nil`: the animator's own choice (`Animator.dismissal`).
    public var dismissal: Dismissal?
    /// The dismiss clip's transition length (`segue.dismissDuration`); `nil`: `duration`, as
    /// before. UIKit times a dismissal on its own (a 2 s custom presentation is still dismissed
    /// by a system slide), so a template can give the dismissal its own pace.
    public var dismissDuration: Rational? = nil

    /// The transition's length in `direction`: `duration`; for a dismiss clip `dismissDuration`,
    /// else, when it shows the system dismissal, that dismissal's own length (UIKit's, at most
    /// `duration`: `SystemDismissal.duration(for:)`), so the clip is the dismissal and its holds
    /// rather than a 0.5 s slide followed by a still picture for the rest of a 2 s presentation.
    public func duration(_ direction: SegueDirection) -> Rational {
        guard direction == .dismiss else { return duration }
        if let dismissDuration { return dismissDuration }
        let resolved = dismissal ?? AnimatorCatalog.animator(animator).dismissal
        guard resolved == .system, style != .tab, gesture == nil else { return duration }
        return min(duration, SystemDismissal.duration(for: style))
    }

    /// A segue as a template's `segue:` writes it.
    public init(animator: AnimatorKind, options: AnimatorOptions, from: String, to: String, duration: Rational,
                curve: TimingCurve, holdBefore: Rational, holdAfter: Rational, directions: [SegueDirection],
                style: PresentationStyle = .fullScreen, layers: [ViewAnimation] = [], gesture: GestureTrack? = nil,
                dismissal: Dismissal? = nil) {
        self.animator = animator; self.options = options; self.from = from; self.to = to
        self.duration = duration; self.curve = curve; self.holdBefore = holdBefore
        self.holdAfter = holdAfter; self.directions = directions
        self.style = style; self.layers = layers; self.gesture = gesture; self.dismissal = dismissal
    }
}
