/// How a view's stored frame moves when the canvas is not the device the document was saved for.
///
/// - A view IB lays out with **autoresizing** (no `translatesAutoresizingMaskIntoConstraints="NO"`):
///   UIKit's rule. Its `<autoresizingMask>` says which of its margins and dimensions stretch;
///   when its superview's size changes by Δ the flexible parts absorb Δ in proportion to their
///   lengths (`Autoresizing.frame(_:from:to:)`). No mask element means nothing stretches.
/// - A view laid out by **constraints** (`translatesAutoresizingMaskIntoConstraints="NO"`):
///   Auto Layout is not solved. Its x and width scale by the width ratio (canvas width ÷ the
///   document's width); y and height stay. Content pinned to both edges keeps its margins in
///   proportion, which is close for leading/trailing-pinned and centered content and off by the
///   ratio for fixed-width content.
///
/// With the document's own device every frame stays exactly as stored.
enum ImportDeviceRule {
    static func frame(_ node: IBNode, old: Size, new: Size, widthRatio: Double) -> Rect {
        let stored = node.frame ?? Rect(x: 0, y: 0, width: old.width, height: old.height)
        guard old != new else { return stored }
        if node["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            return Rect(x: stored.minX * widthRatio, y: stored.minY, width: stored.width * widthRatio, height: stored.height)
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
