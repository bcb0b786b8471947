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

extension View {
    /// This view placed right to left by its superview of `superview` size, as a template's
    /// `frame:` mirrors (`SemanticContentAttribute`): the frame reflected across the superview's
    /// vertical center line, the autoresizing mask with its left and right margins swapped (the
    /// written one, else the one inferred from the unmirrored frame), so an animator that
    /// resizes the superview keeps the view at the same edge a left-to-right layout keeps it
    /// at. Its text alignment, content and subviews are as they are (its superview decides
    /// nothing inside it).
    package func placedRightToLeft(in superview: Size) -> View {
        var v = self
        v.autoresizing = (autoresizing ?? Autoresizing.inferred(for: frame, in: superview)).mirroredHorizontally
        v.frame = frame.mirrored(in: superview.width)
        return v
    }
}

extension Array where Element == View {
    /// These views as a layout in `direction` places them in a container of `size`: unchanged
    /// left to right, each reflected across the container's vertical center line right to left
    /// (`View.mirrored(within:)`), as UIKit mirrors a control's parts (a slider's fill, the order
    /// of segments, dots and toolbar items).
    package func laidOut(_ direction: LayoutDirection, in size: Size) -> [View] {
        direction == .rightToLeft ? map { $0.mirrored(within: Rect(origin: .zero, size: size)) } : self
    }
}
