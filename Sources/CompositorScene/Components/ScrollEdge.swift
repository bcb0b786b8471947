import CompositorCore

/// Whether a scene at rest has content under one of its bars, the way UIKit picks a bar's
/// appearance (`BarAppearance.automatic`): content scrolled under a bar makes it show its
/// material, content resting clear of it leaves the bar at its scroll edge, transparent.
///
/// Content under the bar is any shown view of the scene (not its root, whose fill is the
/// screen's background) that draws something (a fill, gradient, material, border, image, path,
/// icon or text) and overlaps the bar's frame without covering all of it: a row running on
/// under the tab bar. A view covering the whole bar (a full-screen map or photo, a table's
/// background) is not scrollable content reaching an edge; UIKit leaves a bar over such a
/// screen at its scroll edge too (a view controller without a scroll view).
package enum ScrollEdge {
    /// True when a view of `root`'s subtree (in `root`'s coordinates) lies partly under `bar`.
    package static func contentUnder(_ bar: Rect, in root: View) -> Bool {
        func under(_ view: View, _ toRoot: AffineTransform, alpha: Double) -> Bool {
            guard !view.isHidden else { return false }
            let a = alpha * view.alpha
            guard a > 0 else { return false }
            let t = view.transformToSuperview.concatenating(toRoot)
            if draws(view) {
                let box = t.bounds(of: Rect(origin: .zero, size: view.frame.size))
                if let overlap = box.intersection(bar), overlap != bar { return true }
            }
            return view.subviews.contains { under($0, t, alpha: a) }
        }
        return root.subviews.contains { under($0, .identity, alpha: 1) }
    }

    /// Whether `view` puts anything on screen of its own.
    private static func draws(_ view: View) -> Bool {
        if let c = view.backgroundColor, c.alpha > 0 { return true }
        if let b = view.border, b.width > 0 { return true }
        return view.gradient != nil || view.material != nil || view.image != nil || view.video != nil || view.path != nil
            || view.icon != nil || view.label.map { !$0.text.isEmpty } ?? false
    }
}
