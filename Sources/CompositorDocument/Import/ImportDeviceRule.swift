import CompositorCore
import CompositorScene

/// How a view's stored frame moves when the canvas is not the device the document was saved for.
///
/// - A view IB lays out with **autoresizing** (no `translatesAutoresizingMaskIntoConstraints="NO"`):
///   UIKit's rule. Its `<autoresizingMask>` says which of its margins and dimensions stretch;
///   when its superview's size changes by Δ the flexible parts absorb Δ in proportion to their
///   lengths (`Autoresizing.frame(_:from:to:)`). No mask element means nothing stretches.
/// - A view laid out by **constraints** (`translatesAutoresizingMaskIntoConstraints="NO"`):
///   Auto Layout is not solved. Its x and width scale by the width ratio (the new width ÷ the
///   stored width of its superview); its height stays, and when the superview's height changes
///   it keeps its distance from the nearer edge: from the top if its center is in the upper half,
///   from the bottom otherwise (content under the navigation bar stays there, a bottom button
///   stays above the home indicator). Content pinned to both sides keeps its margins in
///   proportion, which is close for leading/trailing-pinned and centered content and off by the
///   ratio for fixed-width content.
///
/// With the document's own device every frame stays exactly as stored.
enum ImportDeviceRule {
    static func frame(_ node: IBNode, old: Size, new: Size, widthRatio: Double) -> Rect {
        let stored = node.frame ?? Rect(x: 0, y: 0, width: old.width, height: old.height)
        guard old != new else { return stored }
        if node["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            let lower = stored.minY + stored.height / 2 > old.height / 2
            let y = lower ? stored.minY + new.height - old.height : stored.minY
            return Rect(x: stored.minX * widthRatio, y: y, width: stored.width * widthRatio, height: stored.height)
        }
        return mask(node).frame(stored, from: old, to: new)
    }

    /// The `<autoresizingMask>` as an `Autoresizing`.
    static func mask(_ node: IBNode) -> Autoresizing {
        guard let m = node.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        var mask: Autoresizing = []
        if m.flag("flexibleMinX") { mask.insert(.flexibleLeftMargin) }
        if m.flag("widthSizable") { mask.insert(.flexibleWidth) }
        if m.flag("flexibleMaxX") { mask.insert(.flexibleRightMargin) }
        if m.flag("flexibleMinY") { mask.insert(.flexibleTopMargin) }
        if m.flag("heightSizable") { mask.insert(.flexibleHeight) }
        if m.flag("flexibleMaxY") { mask.insert(.flexibleBottomMargin) }
        return mask
    }
}
