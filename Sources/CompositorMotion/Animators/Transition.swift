import CompositorScene

/// A template's segue ready to draw: the animator, with the template's extra layers, its shared
/// elements (views with the same `match` id in both scenes) and its gesture track applied over it.
///
/// Linear progress runs 0 → 1 over the transition's time; the gesture track, when there is one,
/// maps it to the animation's progress. Endpoints are the animator's resting layers untouched.
///
/// An interactive transition runs its animator on a linear curve, so the animation's progress
/// is the finger's: UIKit's `UIPercentDrivenInteractiveTransition` sets the animations' time
/// offset to the gesture's percent, and "during the interactive portion of a view controller
/// transition, the animation curve is linear" (Apple, UIPercentDrivenInteractiveTransition
/// `completionCurve`). The view under the finger stays under it; the release's curve is the
/// track's `settle`.
package struct Transition: Sendable {
    /// The built-in (or custom) animator drawing the scenes.
    public let animator: any Animator
    /// Template layers, applied at presentation progress (dismissing reverses them).
    public let layers: [ViewAnimation]
    /// The interactive drag driving progress, if any.
    public let gesture: GestureTrack?
    /// What the dismiss clip shows: the animator's own dismissal, the style's system
    /// transition, or the presentation reversed.
    public let dismissal: Dismissal
    /// The shared elements, in the source scene's order.
    let matches: [MatchedViews]

    /// Builds `type` for `context`; throws the animator's `AnimatorSetupError`. `dismissal`
    /// defaults to the animator's own (`Animator.dismissal`). With a `gesture` the animator's
    /// curve is linear (the finger drives it 1:1).
    public init(animator type: any Animator.Type, context: TransitionContext, layers: [ViewAnimation] = [],
                gesture: GestureTrack? = nil, dismissal: Dismissal? = nil, warn: (String) -> Void) throws {
        var context = context
        if gesture != nil { context.curve = .linear }
        animator = try type.init(context: context, warn: warn)
        self.layers = layers
        self.gesture = gesture
        self.dismissal = dismissal ?? type.dismissal
        matches = MatchedViews.shared(from: context.placed(context.from), to: context.presented(context.to))
    }

    /// The animator's transitioning context.
    public var context: TransitionContext { animator.context }

    /// What `direction` does to the view controller hierarchy: the style's operation, except
    /// that presenting with `replaceTop` replaces the top of the stack.
    public func operation(_ direction: SegueDirection) -> SegueOperation {
        animator is ReplaceTopAnimator && direction == .present ? .replaceTop : context.operation(direction)
    }

    /// The animation's progress at linear progress `linear`: the gesture track's, else the same.
    public func progress(atLinear linear: Double) -> Double {
        gesture?.progress(at: linear) ?? linear
    }

    /// The views at linear progress `linear` of `direction`, back to front.
    public func frame(_ direction: SegueDirection, atLinear linear: Double) -> [View] {
        frame(direction, at: progress(atLinear: linear))
    }

    /// The animator's own views for `direction`, the dismissal as `dismissal` chooses.
    func animatorLayers(_ direction: SegueDirection, at progress: Double) -> [View] {
        switch (direction, dismissal) {
        case (.present, _): return animator.present(at: progress)
        case (.dismiss, .animator): return animator.dismiss(at: progress)
        case (.dismiss, .reverse): return animator.present(at: 1 - progress)
        case (.dismiss, .system): return SystemDismissal(animator: animator).layers(at: progress)
        }
    }

    /// The views at animation progress `progress` of `direction`, back to front.
    /// The window's chrome follows the screen that covers it in this frame (`ChromeHandover`);
    /// over a compact sheet at rest it takes light content (`WindowChrome.views(canvas:from:to:drawn:progress:)`).
    public func frame(_ direction: SegueDirection, at progress: Double) -> [View] {
        let overSheet = context.isSheet && !context.isRegularWidth
        let to = overSheet ? WindowChrome.overCompactSheetBackdrop(context.to) : context.to
        let (start, end) = direction == .present ? (context.from, to) : (to, context.from)
        let scene = sceneLayers(direction, at: progress)
        return scene + WindowChrome.views(canvas: context.canvas, from: start, to: end, drawn: scene,
                                          progress: progress)
    }

    /// The animator's views with the template's layers and shared elements, without the
    /// window's chrome.
    func sceneLayers(_ direction: SegueDirection, at progress: Double) -> [View] {
        var views = animatorLayers(direction, at: progress)
        guard progress > 0, progress < 1 else { return views }
        let presentation = direction == .present ? progress : 1 - progress
        for layer in layers { layer.apply(at: presentation, to: &views) }
        guard !matches.isEmpty else { return views }
        let ids = Set(matches.compactMap(\.source.matchID))
        for i in views.indices { views[i].hide { $0.matchID.map(ids.contains) ?? false } }
        let t = context.curve.value(at: presentation)
        return views + matches.flatMap { $0.morph(at: t) }
    }
}
