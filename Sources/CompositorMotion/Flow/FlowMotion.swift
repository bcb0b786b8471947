import CompositorCore
import CompositorScene

/// What moves during one step of a flow, as a function of the step's linear progress 0 → 1:
/// a catalog animator between two scenes (a push inside its level, a presentation over
/// everything below, a tab's content) wrapped in what stays still around it, or property
/// changes within the scene on top.
enum FlowMotion: Sendable {
    /// An animator's views for `direction`, placed by `wrap`.
    case transition(Transition, SegueDirection, FlowWrap)
    /// A change of the top scene of `state`, eased by `curve`, under `state`'s tab bar views
    /// (worked out once for the step: `FlowStage.tabBarViews`).
    case change(FlowStage, FlowState, FlowPartialChange, TimingCurve, tabBar: [View])
    /// The screen at rest (a focus step zooms it in `FlowScript`).
    case still([View])

    /// The motion of `step` from `before` to `after` (`restBefore`/`restAfter` are their screens
    /// at rest).
    init(step: FlowStep, before: FlowState, after: FlowState, restBefore: [View], restAfter: [View], stage: FlowStage) throws {
        let animator = step.animator, duration = step.duration, curve = step.curve, gesture = step.gesture
        /// The level a navigation step acts in: nil for the base, else the top modal's index.
        func level(_ state: FlowState) -> Int? { state.modals.isEmpty ? nil : state.modals.count - 1 }
        func navigation(from: FlowState, to: FlowState, direction: SegueDirection, state: FlowState) throws -> FlowMotion {
            let l = level(state), canvas = stage.levelCanvas(l, in: state)
            let t = try stage.navigation(animator, from: stage.topOfStack(from), to: stage.topOfStack(to), on: canvas,
                                         duration: duration, curve: curve, gesture: gesture)
            return .transition(t, direction, try FlowWrap(level: l, state: state, stage: stage))
        }
        switch step.action {
        case .push:
            self = try navigation(from: before, to: after, direction: .present, state: before)
        case .pop, .popToRoot:
            self = try navigation(from: after, to: before, direction: .dismiss, state: after)
        case .present:
            let t = try stage.presentation(after.modals.count - 1, over: restBefore, in: after, animator: animator, duration: duration, curve: curve, gesture: gesture)
            self = .transition(t, .present, FlowWrap())
        case .dismiss:
            let t = try stage.presentation(before.modals.count - 1, over: restAfter, in: before, animator: animator, duration: duration, curve: curve, gesture: gesture)
            self = .transition(t, .dismiss, FlowWrap())
        case .unwind:
            if after.modals.count < before.modals.count {
                let t = try stage.presentation(before.modals.count - 1, over: restAfter, in: before, animator: animator, duration: duration, curve: curve, gesture: gesture)
                self = .transition(t, .dismiss, FlowWrap())
            } else {
                self = try navigation(from: after, to: before, direction: .dismiss, state: after)
            }
        case .tab:
            let from = stage.flattened(try stage.stackAtRest(before.baseStack, in: before, on: stage.canvas), name: "flow.tab.from", like: stage.topScene(before))
            let to = stage.flattened(try stage.stackAtRest(after.baseStack, in: after, on: stage.canvas), name: "flow.tab.to", like: stage.topScene(after))
            let t = try stage.transition(animator ?? .crossDissolve, from: from, to: to, on: stage.canvas, style: .fullScreen,
                                         duration: duration, curve: curve, gesture: gesture)
            self = .transition(t, .present, FlowWrap(over: stage.tabBarViews(after)))
        case .change(let change):
            self = .change(stage, before, FlowPartialChange(scene: before.top, change: change, progress: 0), curve,
                           tabBar: stage.tabBarViews(before))
        case .focus:
            self = .still(restBefore)
        }
    }

    /// The views at linear progress `progress` of the step (without the window's chrome).
    func layers(at progress: Double) -> [View] {
        switch self {
        case .transition(let transition, let direction, let wrap):
            return wrap.place(transition.sceneLayers(direction, at: transition.progress(atLinear: progress)))
        case .change(let stage, let state, var partial, let curve, let tabBar):
            partial.progress = curve.value(at: progress)
            return (try? stage.atRest(state, partial: partial, tabBar: tabBar)) ?? []
        case .still(let views):
            return views
        }
    }
}

/// What stays still around a navigation transition: the levels under a sheet (the shrunk,
/// dimmed presenting screens) with the transition clipped to the sheet's card, or the tab bar
/// over a tab's stack.
struct FlowWrap: Sendable {
    var under: [View] = []
    /// The sheet's card the layers are drawn in, in canvas points.
    var card: Rect?
    var over: [View] = []

    init(under: [View] = [], card: Rect? = nil, over: [View] = []) {
        self.under = under; self.card = card; self.over = over
    }

    /// Around navigation in `level` (nil: the base, under the tab bar) of `state`.
    init(level: Int?, state: FlowState, stage: FlowStage) throws {
        guard let level else { self.init(over: stage.tabBarViews(state)); return }
        let style = state.modals[level].style
        guard style.keepsPresentingVisible else { self.init(); return }
        let below = try stage.atRest(state, levels: level)
        let context = stage.modalContext(style: style, below: stage.flattened(below, name: "flow.below.\(level)", like: stage.topScene(state)))
        self.init(under: [context.presentingBehindSheet(at: 1), context.dimming(at: 1)], card: context.presentedFrame)
    }

    func place(_ layers: [View]) -> [View] {
        guard let card else { return under + layers + over }
        return under + [View(frame: card, cornerRadius: ContainerChrome.sheetCornerRadius, clipsToBounds: true, subviews: layers)] + over
    }
}
