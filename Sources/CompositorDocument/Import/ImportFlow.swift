import CompositorMotion

/// The flow template's walk of the segue graph: from the initial scene, each scene's segues
/// in document order, depth first — step in (push or present), walk the scene reached, step
/// back (pop or dismiss) — each scene entered once; then each other tab, in tab order. A tab's
/// scene is on screen already, so a segue to it is not walked. Each step taps what fires it
/// (`ImportTap`): a push or present its segue's control, a tab its tab bar item, a pop or
/// dismiss the control of an unwind segue back, else a pop the back button. Flow steps take no animator
/// options, so an animator that needs them (imageZoom's image views) gives way to the step's
/// default there; the segue's own template keeps it.
///
/// The flow template includes every scene it shows, so a scene is entered (and a tab kept) only
/// while the includes stay within what a template loads: `TemplateLimits.maxIncludedFiles`
/// files and `TemplateLimits.maxValues` values less `ImportLoadCheck.reserve` for the flow's
/// own; what does not fit is left out and the flow is marked truncated (a ring of 200 scenes,
/// a tab bar of 70 tabs, scenes too large together).
struct ImportFlow {
    /// Steps written at most (a large storyboard would otherwise make an hour-long flow).
    static let maxSteps = 60

    let segues: [ImportedSegue]
    /// The scenes whose navigation bar shows a back button (a pop taps it).
    let backButtons: Set<String>
    /// Each scene's values (`ImportLoadCheck.values`); a scene not listed counts none.
    let costs: [String: Int]
    private(set) var steps: [ImportYAML] = []
    private(set) var truncated = false
    var stepCount: Int { steps.count }
    /// The scenes the flow shows, in the order they were entered: the ones to include.
    private(set) var scenes: [String] = []
    private var visited: Set<String> = []
    private var valuesLeft = TemplateLimits.maxValues - ImportLoadCheck.reserve

    init(segues: [ImportedSegue], costs: [String: Int] = [:], backButtons: Set<String> = []) {
        self.segues = segues
        self.backButtons = backButtons
        self.costs = costs
    }

    /// The flow's `root`, `tabs` and `steps`.
    mutating func walk(root: String, tabs: [String]) -> ImportYAML {
        guard admit(root) else { return .map([("root", .string(root)), ("steps", .list([]))]) }
        visited = [root]
        var kept: [String] = []
        // Tabs in order while they fit: a tab's place in the list is its place in the tab bar.
        for tab in tabs {
            guard admit(tab) else { break }
            visited.insert(tab)
            kept.append(tab)
        }
        let tabs = kept
        walk(from: root, depth: 0)
        for (index, tab) in tabs.enumerated() where tab != root {
            add(.map([("tab", .string(tab)), ("tap", .string(ImportTap.tab(index)))]))
            walk(from: tab, depth: 0)
        }
        var keys: [(String, ImportYAML)] = [("root", .string(root))]
        if tabs.count > 1 { keys.append(("tabs", .list(tabs.map(ImportYAML.string)))) }
        keys.append(("steps", .list(steps)))
        return .map(keys)
    }

    /// Whether the flow may show `scene`: it is included already, or one more include fits
    /// (a file, and its values); marks the flow truncated when it does not.
    private mutating func admit(_ scene: String) -> Bool {
        if scenes.contains(scene) { return true }
        let cost = costs[scene] ?? 0
        guard scenes.count < TemplateLimits.maxIncludedFiles, cost <= valuesLeft else {
            truncated = true
            return false
        }
        valuesLeft -= cost
        scenes.append(scene)
        return true
    }

    private mutating func add(_ step: ImportYAML) {
        guard steps.count < ImportFlow.maxSteps else { truncated = true; return }
        steps.append(step)
    }

    private mutating func walk(from scene: String, depth: Int) {
        guard depth < 32 else { return }
        for segue in segues where segue.source == scene && !segue.dismissOnly && !visited.contains(segue.destination) {
            guard steps.count + 2 <= ImportFlow.maxSteps else { truncated = true; return }
            guard admit(segue.destination) else { continue }
            visited.insert(segue.destination)
            var step: [(String, ImportYAML)] = [(segue.action, .string(segue.destination))]
            let defaultAnimator = FlowStep.defaultAnimator(segue.action == "push" ? .push("") : .present(""))
            let needsOptions = AnimatorCatalog.animator(segue.animator).options.contains { $0.isRequired }
            if segue.animator != defaultAnimator && !needsOptions { step.append(("animator", .string(segue.animator.rawValue))) }
            if let style = segue.presentation, segue.action == "present" { step.append(("style", .string(style))) }
            if let tap = segue.tap { step.append(("tap", .string(tap))) }
            add(.map(step))
            walk(from: segue.destination, depth: depth + 1)
            let back = segue.action == "push" ? "pop" : "dismiss"
            var backStep: [(String, ImportYAML)] = [(back, .bool(true))]
            if let tap = backTap(from: segue.destination, action: back) { backStep.append(("tap", .string(tap))) }
            add(.map(backStep))
        }
    }

    /// What a pop or dismiss of `scene` taps: the control of an unwind segue from it that goes
    /// back the same way, else (for a pop) the back button when its bar shows one.
    private func backTap(from scene: String, action: String) -> String? {
        if let unwind = segues.first(where: { $0.dismissOnly && $0.destination == scene && $0.action == action && $0.tap != nil }) {
            return unwind.tap
        }
        return action == "pop" && backButtons.contains(scene) ? ImportTap.back : nil
    }
}
