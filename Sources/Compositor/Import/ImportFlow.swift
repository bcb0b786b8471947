/// The flow template's walk of the segue graph: from the initial scene, each scene's segues
/// in document order, depth first — step in (push or present), walk the scene reached, step
/// back (pop or dismiss) — each scene entered once; then each other tab, in tab order. A tab's
/// scene is on screen already, so a segue to it is not walked. Flow steps take no animator
/// options, so an animator that needs them (imageZoom's image views) gives way to the step's
/// default there; the segue's own template keeps it.
struct ImportFlow {
    /// Steps written at most (a large storyboard would otherwise make an hour-long flow).
    static let maxSteps = 60

    let segues: [ImportedSegue]
    private(set) var steps: [ImportYAML] = []
    private(set) var truncated = false
    var stepCount: Int { steps.count }
    private var visited: Set<String> = []

    init(segues: [ImportedSegue]) { self.segues = segues }

    /// The flow's `root`, `tabs` and `steps`.
    mutating func walk(root: String, tabs: [String]) -> ImportYAML {
        visited = Set([root] + tabs)
        walk(from: root, depth: 0)
        for tab in tabs where tab != root {
            add(.map([("tab", .string(tab))]))
            walk(from: tab, depth: 0)
        }
        var keys: [(String, ImportYAML)] = [("root", .string(root))]
        if tabs.count > 1 { keys.append(("tabs", .list(tabs.map(ImportYAML.string)))) }
        keys.append(("steps", .list(steps)))
        return .map(keys)
    }

    private mutating func add(_ step: ImportYAML) {
        guard steps.count < ImportFlow.maxSteps else { truncated = true; return }
        steps.append(step)
    }

    private mutating func walk(from scene: String, depth: Int) {
        guard depth < 32 else { return }
        for segue in segues where segue.source == scene && !segue.dismissOnly && !visited.contains(segue.destination) {
            guard steps.count + 2 <= ImportFlow.maxSteps else { truncated = true; return }
            visited.insert(segue.destination)
            var step: [(String, ImportYAML)] = [(segue.action, .string(segue.destination))]
            let defaultAnimator = segue.action == "push" ? "push" : "coverVertical"
            let needsOptions = AnimatorCatalog.named(segue.animator)?.options.contains { $0.isRequired } ?? false
            if segue.animator != defaultAnimator && !needsOptions { step.append(("animator", .string(segue.animator))) }
            if let style = segue.presentation, segue.action == "present" { step.append(("style", .string(style))) }
            add(.map(step))
            walk(from: segue.destination, depth: depth + 1)
            add(.map([(segue.action == "push" ? "pop" : "dismiss", .bool(true))]))
        }
    }
}
