import CompositorCore
import CompositorScene

/// Draws a flow's states, and the transitions between them, with the catalog's animators: the
/// screen is built level by level as UIKit's containers stack up. The selected tab's navigation
/// stack (at rest: the push of its top scene at progress 1, so the back button and bars are
/// exactly the ones a push leaves) under the tab bar; then each modal presentation's animator at
/// rest over everything below it, flattened into one presenting scene (so a sheet over a sheet
/// shrinks what is behind it, as on iOS 13+).
///
/// Nothing here draws pixels: every layer is a view from the scenes, the component kit or an
/// animator, composited by the ordinary renderer.
struct FlowStage: Sendable {
    let canvas: Canvas
    /// The template's scenes (a tab bar controller's scenes without their own tab bars, which the
    /// flow draws once over the stacks).
    let scenes: [Scene]
    /// The tab bar controller's tabs (empty: none).
    let tabs: [String]
    /// The flow's tab bar: the first tab scene's own `tabBar`, else one item per tab.
    let tabBar: TabBar?

    /// Every `change` step's change, by the scene it acts on, in the flow's order: a view rests
    /// at the starting values of the changes still to come (see `scene(_:in:partial:)`).
    let plannedChanges: [String: [FlowChange]]

    init(canvas: Canvas, scenes: [Scene], tabs: [String], plannedChanges: [String: [FlowChange]] = [:]) {
        self.canvas = canvas
        self.tabs = tabs
        self.plannedChanges = plannedChanges
        if tabs.isEmpty {
            self.scenes = scenes
            tabBar = nil
        } else {
            let own = tabs.lazy.compactMap { name in scenes.first { $0.name == name }?.tabBar }.first
            tabBar = own ?? TabBar(items: tabs.map { name in TabBar.Item(title: scenes.first { $0.name == name }?.title ?? name, icon: "circle.fill") })
            self.scenes = scenes.map { scene in
                var s = scene
                if tabs.contains(scene.name) { s.tabBar = nil }
                return s
            }
        }
    }

    /// The scene named `name` with the changes `state` has made to it (and `partial`, a change
    /// in progress, at its progress). A view a later change animates `from` a value rests at
    /// that value until then (the earliest such change's), as an app sets a view up before it
    /// animates it: the change's first frame shows `from`, with no jump from the view's own
    /// value to it.
    func scene(_ name: String, in state: FlowState, partial: FlowPartialChange? = nil) -> Scene {
        var scene = scenes.first { $0.name == name } ?? Scene(name: name, root: View(frame: canvas.bounds))
        var layers = [scene.root]
        let made = state.changes[name] ?? []
        for change in made { change.apply(at: 1, to: &layers) }
        let inProgress = partial.map { $0.scene == name } ?? false
        let upcoming = (plannedChanges[name] ?? []).dropFirst(made.count + (inProgress ? 1 : 0))
        for change in upcoming.reversed() { change.apply(at: 0, to: &layers) }
        if let partial, inProgress { partial.change.apply(at: partial.progress, to: &layers) }
        scene.root = layers[0]
        return scene
    }

    /// The scene at `index` of a navigation stack, its back button titled with the scene below
    /// it when the scene gives no title of its own (a push names only its pair of scenes).
    func stackScene(_ stack: [FlowEntry], at index: Int, in state: FlowState, partial: FlowPartialChange? = nil) -> Scene {
        var s = scene(stack[index].scene, in: state, partial: partial)
        if index > 0, var bar = s.navigationBar, bar.backButton, bar.backTitle == nil {
            bar.backTitle = scene(stack[index - 1].scene, in: state).navigationTitle ?? "Back"
            s.navigationBar = bar
        }
        return s
    }

    /// The top navigation stack's top scene (as `stackScene` titles it).
    func topOfStack(_ state: FlowState) -> Scene { stackScene(state.topStack, at: state.topStack.count - 1, in: state) }

    /// The scene on top of `state`, for its appearance.
    func topScene(_ state: FlowState) -> Scene { scene(state.top, in: state) }

    /// The scene the window's status bar and home indicator follow: the one on top, with light
    /// status-bar content over a compact page sheet's black backdrop (as iOS 13+ switches it)
    /// unless the scene asks for a style itself.
    func chromeScene(_ state: FlowState) -> Scene {
        overCompactSheet(state) ? WindowChrome.overCompactSheetBackdrop(topScene(state)) : topScene(state)
    }

    /// Whether the top of `state` is a sheet over the black backdrop of a compact-width window.
    func overCompactSheet(_ state: FlowState) -> Bool {
        state.modals.last.map { $0.style.keepsPresentingVisible && canvas.size.width < 700 } ?? false
    }

    /// The band of the screen between the bars of `state` at rest, in canvas points: below the
    /// status bar and the top level's navigation bar (with its large title), above its tab bar
    /// or toolbar and the home indicator; in a sheet, the card's own bars. Captions stay in it,
    /// so they never cover the chrome a walkthrough explains.
    func contentBand(_ state: FlowState) -> FlowBand {
        let level = state.modals.isEmpty ? nil : state.modals.count - 1
        let card = levelCanvas(level, in: state)
        let top = topOfStack(state)
        let env = ComponentEnvironment(canvas: card, appearance: top.appearance)
        let bars = SceneChrome(scene: top, env: env)
        // A titled scene without a bar of its own gets an inline one in a navigation stack.
        let navigation = top.navigationBar?.barHeight(in: env) ?? (top.title == nil ? 0 : NavigationBar.rowHeight(env))
        var originY = 0.0
        if let level, state.modals[level].style.keepsPresentingVisible { originY = modalContext(style: state.modals[level].style).presentedFrame.minY }
        var band = FlowBand(top: max(canvas.safeArea.top, originY + bars.top + navigation),
                            bottom: min(canvas.size.height - canvas.safeArea.bottom, originY + bars.contentBottom))
        if level == nil, let tabBar {
            let env = ComponentEnvironment(canvas: canvas, appearance: topScene(state).appearance)
            let frame = tabBar.frame(in: env)
            if tabBar.isFloating(in: env) { band.top = max(band.top, frame.maxY) } else { band.bottom = min(band.bottom, frame.minY) }
        }
        return band
    }

    // MARK: Levels

    /// The canvas a level's navigation stack is laid out on: the container, or a sheet's card.
    func levelCanvas(_ level: Int?, in state: FlowState) -> Canvas {
        guard let level, state.modals[level].style.keepsPresentingVisible else { return canvas }
        var card = canvas
        card.size = modalContext(style: state.modals[level].style).presentedFrame.size
        card.safeArea = .zero
        return card
    }

    /// A bare context for a modal style on the container (for its frames and backdrop views).
    func modalContext(style: PresentationStyle, below: Scene? = nil) -> TransitionContext {
        let stand = below ?? Scene(name: "flow.below", root: View(frame: canvas.bounds))
        return TransitionContext(canvas: canvas, from: stand, to: stand, duration: .one, curve: .linear, style: style)
    }

    /// A navigation transition on `canvas` from `from` to `to` (a push; dismissing pops).
    func navigation(_ animator: AnimatorKind?, from: Scene, to: Scene, on canvas: Canvas, duration: Rational?, curve: TimingCurve?,
                    gesture: GestureTrack? = nil) throws -> Transition {
        try transition(animator ?? .push, from: from, to: to, on: canvas, style: .navigation, duration: duration, curve: curve,
                       gesture: gesture)
    }

    /// `animator` between `from` and `to` on `canvas` in `style`; throws a `FlowStateError` when
    /// the animator does not support the style or refuses the scenes.
    func transition(_ kind: AnimatorKind, from: Scene, to: Scene, on canvas: Canvas, style: PresentationStyle,
                    duration: Rational?, curve: TimingCurve?, gesture: GestureTrack? = nil) throws -> Transition {
        let type = AnimatorCatalog.animator(kind)
        let style = type.styles.contains(style) ? style : try fallbackStyle(type, for: style)
        let context = TransitionContext(canvas: canvas, from: from, to: to, duration: duration ?? type.defaultDuration,
                                        curve: curve ?? type.defaultCurve, style: style, scenes: scenes)
        do {
            return try Transition(animator: type, context: context, gesture: gesture, warn: { _ in })
        } catch {
            throw FlowStateError("\(kind.rawValue): \(error)")
        }
    }

    /// A navigation step may use a full-screen animator (a cross-dissolve, a fade) over the stack;
    /// a modal style must be supported as given.
    private func fallbackStyle(_ type: any Animator.Type, for style: PresentationStyle) throws -> PresentationStyle {
        if style == .navigation || style == .tab, type.styles.contains(.fullScreen) { return .fullScreen }
        throw FlowStateError("\(type.name) does not support \(style.rawValue); it supports: " + type.styles.map(\.rawValue).joined(separator: ", "))
    }

    /// A navigation stack at rest on `canvas`: its root placed in a navigation controller, or the
    /// push of its top scene at progress 1.
    func stackAtRest(_ stack: [FlowEntry], in state: FlowState, partial: FlowPartialChange? = nil, on canvas: Canvas) throws -> [View] {
        let top = stackScene(stack, at: stack.count - 1, in: state, partial: partial)
        guard stack.count > 1 else {
            let context = TransitionContext(canvas: canvas, from: top, to: top, duration: .one, curve: .linear, style: .navigation)
            return [context.placed(top)]
        }
        let below = stackScene(stack, at: stack.count - 2, in: state, partial: partial)
        return try navigation(.push, from: below, to: top, on: canvas, duration: nil, curve: nil).sceneLayers(.present, at: 1)
    }

    /// The tab bar over the selected tab's stack, or nothing without tabs. A function of `state`
    /// alone (its scenes with the changes made, not one in progress): its appearance and whether
    /// content runs on under it (a walk of the whole scene).
    func tabBarViews(_ state: FlowState) -> [View] {
        guard var bar = tabBar else { return [] }
        bar.selected = state.selectedTab
        let env = ComponentEnvironment(canvas: canvas, appearance: topScene(state).appearance ?? canvas.appearance)
        let under = scene(state.baseStack[state.baseStack.count - 1].scene, in: state).root
        return [bar.view(in: env, contentUnder: ScrollEdge.contentUnder(TabBar.frame(env), in: under))]
    }

    /// One scene standing for `layers` (a whole level, or everything under a presentation), so
    /// an animator can move it as it moves a scene.
    func flattened(_ layers: [View], name: String, like model: Scene, size: Size? = nil) -> Scene {
        Scene(name: name, root: View(frame: Rect(origin: .zero, size: size ?? canvas.size), subviews: layers),
              appearance: model.appearance, chrome: model.chrome)
    }

    /// A modal level's navigation stack as the scene its presentation animates.
    func levelScene(_ level: Int, in state: FlowState, partial: FlowPartialChange? = nil) throws -> Scene {
        let stack = state.modals[level].stack, card = levelCanvas(level, in: state)
        let layers = try stackAtRest(stack, in: state, partial: partial, on: card)
        return flattened(layers, name: "flow.modal.\(level)", like: scene(stack[stack.count - 1].scene, in: state), size: card.size)
    }

    /// The presentation of modal `level` over `below` (everything under it at rest).
    func presentation(_ level: Int, over below: [View], in state: FlowState, partial: FlowPartialChange? = nil,
                      animator: AnimatorKind? = nil, duration: Rational? = nil, curve: TimingCurve? = nil,
                      gesture: GestureTrack? = nil) throws -> Transition {
        let modal = state.modals[level], first = modal.stack[0]
        let under = flattened(below, name: "flow.below.\(level)", like: scene(level == 0 ? state.baseStack.last!.scene : state.modals[level - 1].stack.last!.scene, in: state))
        return try transition(animator ?? first.animator ?? .coverVertical, from: under,
                              to: try levelScene(level, in: state, partial: partial), on: canvas, style: modal.style,
                              duration: duration ?? first.duration, curve: curve ?? first.curve, gesture: gesture)
    }

    // MARK: Whole screens

    /// The base level at rest: the selected tab's stack under the tab bar. `tabBar`: the tab
    /// bar's views when already worked out for `state` (`tabBarViews(state)`, which a change in
    /// progress does not alter), so a `change` step does not walk the scene again at each frame.
    func baseAtRest(_ state: FlowState, partial: FlowPartialChange? = nil, tabBar: [View]? = nil) throws -> [View] {
        try stackAtRest(state.baseStack, in: state, partial: partial, on: canvas) + (tabBar ?? tabBarViews(state))
    }

    /// Everything on screen in `state` at rest, back to front, without the window's chrome;
    /// `levels` limits it to the base and that many modal levels; `tabBar` as `baseAtRest` takes it.
    func atRest(_ state: FlowState, levels: Int? = nil, partial: FlowPartialChange? = nil, tabBar: [View]? = nil) throws -> [View] {
        var layers = try baseAtRest(state, partial: partial, tabBar: tabBar)
        for level in 0..<(levels ?? state.modals.count) {
            layers = try presentation(level, over: layers, in: state, partial: partial).sceneLayers(.present, at: 1)
        }
        return layers
    }
}

/// A `change` step in progress on `scene`, at `progress` of the step's curve.
struct FlowPartialChange: Hashable, Sendable {
    var scene: String
    var change: FlowChange
    var progress: Double
}

/// A horizontal band of the screen, in canvas points: the part between a state's bars.
struct FlowBand: Hashable, Sendable {
    var top: Double
    var bottom: Double

    /// The band inside both `self` and `other` (what stays between the bars all through a step
    /// from one state to the other).
    func intersection(_ other: FlowBand) -> FlowBand { FlowBand(top: max(top, other.top), bottom: min(bottom, other.bottom)) }
}
