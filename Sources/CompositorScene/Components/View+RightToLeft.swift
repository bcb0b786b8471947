import CompositorCore

extension View {
    /// This view placed as a right-to-left layout places it, as UIKit's leading and trailing
    /// constraints do under `semanticContentAttribute`: its frame reflected across the vertical
    /// center line of `container` (in the same coordinates) and its text's alignment swapped
    /// (left and natural become right, right becomes left). Its own subviews stay as they are
    /// (an icon, a photo, a switch's track are not drawn reflected); a component flips what
    /// should point the other way (a chevron) itself.
    package func mirrored(within container: Rect) -> View {
        var v = self
        v.frame.origin.x = container.minX + container.maxX - frame.maxX
        if let alignment = label?.alignment { v.label?.alignment = LayoutDirection.rightToLeft.mirrored(alignment) }
        return v
    }
}
