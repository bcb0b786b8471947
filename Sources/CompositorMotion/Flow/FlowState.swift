import CompositorCore

/// The view controller hierarchy between two steps of a flow, as UIKit keeps it: a tab bar
/// controller (optional) whose tabs are navigation stacks, and modal presentations stacked over
/// it, each a navigation stack of its own. A step changes it with `applying(_:)`, which refuses
/// a step that names something not reachable from here (`FlowStateError`).
///
/// Every scene records how it came on screen (its `FlowEntry`), so a pop or dismiss without an
/// animator of its own plays the same animator backwards, as UIKit reverses a push or a
/// presentation.
package struct FlowState: Hashable, Sendable {
    /// The tab bar controller's scenes (empty: none).
    public var tabs: [String]
    /// The selected tab's index in `tabs` (0 without tabs).
    public var selectedTab: Int
    /// One navigation stack per tab (one in all without tabs), root first.
    public var stacks: [[FlowEntry]]
    /// Modal presentations, bottom first.
    public var modals: [FlowModal]
    /// Changes made by `change` steps, by scene name, in order; they persist.
    public var changes: [String: [FlowChange]]

    /// The state at the start: `root` alone in its navigation stack (its tab selected).
    public init(root: String, tabs: [String]) {
        self.tabs = tabs
        selectedTab = tabs.firstIndex(of: root) ?? 0
        stacks = tabs.isEmpty ? [[FlowEntry(scene: root)]] : tabs.map { [FlowEntry(scene: $0)] }
        modals = []
        changes = [:]
    }

    /// The navigation stack steps act on: the topmost modal's, else the selected tab's.
    public var topStack: [FlowEntry] { modals.last?.stack ?? stacks[selectedTab] }

    /// The scene on top of everything.
    public var top: String { topStack.last!.scene }

    /// The selected tab's navigation stack, root first.
    public var baseStack: [FlowEntry] { stacks[selectedTab] }

    /// Every scene in the hierarchy (every tab's stack, then each modal's).
    public var allScenes: [String] { stacks.flatMap { $0.map(\.scene) } + modals.flatMap { $0.stack.map(\.scene) } }

    /// The state after `step`; throws when the step cannot run from this state.
    public func applying(_ step: FlowStep) throws(FlowStateError) -> FlowState {
        var next = self
        let entry = { (scene: String) in FlowEntry(scene: scene, animator: step.animator, duration: step.duration, curve: step.curve) }
        switch step.action {
        case .push(let scene):
            try checkNew(scene)
            next.mutateTopStack { $0.append(entry(scene)) }
        case .pop:
            guard topStack.count > 1 else { throw FlowStateError("nothing to pop: \"\(top)\" is the root of its navigation stack") }
            next.mutateTopStack { $0.removeLast() }
        case .popToRoot:
            guard topStack.count > 1 else { throw FlowStateError("nothing to pop: \"\(top)\" is the root of its navigation stack") }
            next.mutateTopStack { $0.removeLast($0.count - 1) }
        case .present(let scene):
            try checkNew(scene)
            let e = entry(scene)
            next.modals.append(FlowModal(stack: [e], style: step.style ?? .pageSheet))
        case .dismiss:
            guard !modals.isEmpty else { throw FlowStateError("nothing to dismiss: no scene is presented") }
            next.modals.removeLast()
        case .tab(let scene):
            guard let index = tabs.firstIndex(of: scene) else {
                throw FlowStateError(tabs.isEmpty ? "no tabs: give flow.tabs to switch tabs"
                                     : "\"\(scene)\" is not a tab; the tabs are: " + tabs.joined(separator: ", "))
            }
            guard modals.isEmpty else { throw FlowStateError("the tab bar is covered by the presented \"\(top)\"; dismiss it first") }
            guard index != selectedTab else { throw FlowStateError("\"\(scene)\" is already the selected tab") }
            next.selectedTab = index
        case .unwind(let scene):
            guard scene != top else { throw FlowStateError("\"\(scene)\" is already on top; nothing to unwind") }
            if let level = modals.lastIndex(where: { $0.stack.contains { $0.scene == scene } }) {
                next.modals.removeLast(modals.count - level - 1)
                next.mutateTopStack { $0 = Array($0.prefix { $0.scene != scene }) + [$0.first { $0.scene == scene }!] }
            } else if let depth = baseStack.firstIndex(where: { $0.scene == scene }) {
                next.modals = []
                next.stacks[selectedTab].removeLast(baseStack.count - depth - 1)
            } else {
                throw FlowStateError("\"\(scene)\" is not below the top on screen; the screens are: " + onScreenPath.joined(separator: " > "))
            }
        case .change(let change):
            next.changes[top, default: []].append(change)
        case .focus:
            break  // a zoom of the screen, not a change of it
        }
        return next
    }

    /// The scenes from the selected tab's root to the top, in order.
    public var onScreenPath: [String] { baseStack.map(\.scene) + modals.flatMap { $0.stack.map(\.scene) } }

    private mutating func mutateTopStack(_ body: (inout [FlowEntry]) -> Void) {
        if modals.isEmpty { body(&stacks[selectedTab]) } else { body(&modals[modals.count - 1].stack) }
    }

    /// A scene can be shown in one place only, as a view controller has one parent.
    private func checkNew(_ scene: String) throws(FlowStateError) {
        if scene == top { throw FlowStateError("\"\(scene)\" is already on top") }
        if allScenes.contains(scene) { throw FlowStateError("\"\(scene)\" is already in the hierarchy (" + onScreenPath.joined(separator: " > ") + ")") }
    }
}

/// A scene in a navigation stack, with how it was pushed or presented.
package struct FlowEntry: Hashable, Sendable {
    /// The scene's name.
    public var scene: String
    /// The animator that brought it on; nil for a root or the action's default.
    public var animator: AnimatorKind?
    /// How long the push or presentation took; nil for a root.
    public var duration: Rational?
    /// Its curve; nil for a root.
    public var curve: TimingCurve?

    /// An entry for `scene`, brought on as given.
    public init(scene: String, animator: AnimatorKind? = nil, duration: Rational? = nil, curve: TimingCurve? = nil) {
        self.scene = scene; self.animator = animator; self.duration = duration; self.curve = curve
    }
}

/// A modal presentation: its navigation stack (the presented scene first) and its style.
package struct FlowModal: Hashable, Sendable {
    /// The presentation's navigation stack, the presented scene first.
    public var stack: [FlowEntry]
    /// How it is presented (full screen or a sheet).
    public var style: PresentationStyle
}

/// Why a step cannot run from the state before it.
public struct FlowStateError: Error, Hashable, CustomStringConvertible {
    /// Why, in one line.
    public var message: String
    /// A refusal saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
