/// Where an imported flow step's finger lands: on the control that fires the step's segue, as
/// the scene draws it. A button or view is named by its IB id, a table cell by its cell id, a
/// bar button item by its place in the bar (`navigationBar.rightItems.0`, recorded by
/// `IBSceneBuilder`); a control the scene does not draw by name (a button inside a prototype
/// cell, a collection view cell) gives way to the nearest drawn element around it.
enum ImportTap {
    /// The view id a flow taps for the segue that `trigger` fires in `controller`, or `nil`
    /// when the segue is performed in code or nothing around its control is drawn by name.
    /// `targets` maps IB ids to drawn view ids (`ImportSession.tapTargets`).
    static func target(of trigger: IBNode?, in controller: IBNode, targets: [String: String]) -> String? {
        guard let trigger else { return nil }
        for node in path(to: trigger, from: controller).reversed() {
            if let id = node["id"], let target = targets[id] { return target }
        }
        return nil
    }

    /// The elements from `root` down to `node` (both included), or `[node]` when `node` is not
    /// under `root`.
    static func path(to node: IBNode, from root: IBNode) -> [IBNode] {
        var stack: [(IBNode, [IBNode])] = [(root, [root])]
        while let (current, trail) = stack.popLast() {
            if current === node { return trail }
            for child in current.children.reversed() { stack.append((child, trail + [child])) }
        }
        return [node]
    }

    /// The tab bar item of the tab at `index`, as `TabBar` names it.
    static func tab(_ index: Int) -> String { "tabBar.items.\(index)" }

    /// The back button's chevron, as `NavigationBar` names it: what a pop taps.
    static let back = "navigationBar.backChevron"
}
