import CompositorCore

extension View {
    /// This view moved to `newFrame`, its subtree laid out again for the new size the way UIKit
    /// lays out a view whose frame animates (`layoutIfNeeded()` in the animation block): the
    /// parts its `subviewLayout` placed (a component's) are placed again by that layout at the
    /// new size, as the component's `layoutSubviews()` would; every other subview follows its
    /// `autoresizing` mask (or the inferred one); labels keep their point size and re-wrap in
    /// their new width, images follow their content mode.
    ///
    /// Always computed from the design frames (a pure function of the size), and every view of
    /// the result is flagged `isLaidOutPerFrame`, so caches know the subtree changes each frame.
    public func laidOut(in newFrame: Rect) -> View {
        var view = self
        view.frame = newFrame
        view.isLaidOutPerFrame = true
        let old = frame.size, new = newFrame.size
        var parts: [View] = []
        if let layout = subviewLayout?.base {
            let rest = layout.subviews(size: old)
            if rest.count <= subviews.count {
                parts = Self.placedAgain(Array(subviews.prefix(rest.count)), rest: rest, fresh: layout.subviews(size: new), from: old, to: new)
            }
        }
        view.subviews = parts + subviews.dropFirst(parts.count).map { $0.laidOutByMask(from: old, to: new) }
        return view
    }

    /// This view laid out in the frame its autoresizing mask gives it when its superview goes
    /// from `old` to `new`.
    private func laidOutByMask(from old: Size, to new: Size) -> View {
        let mask = autoresizing ?? Autoresizing.inferred(for: frame, in: old)
        return laidOut(in: mask.frame(frame, from: old, to: new))
    }

    /// `parts` as a layout placed them in a view of size `old` (`rest`, the same layout's views at
    /// that size), placed again at `new` (`fresh`). A part still as the layout made it becomes
    /// the fresh one; a part something changed afterwards (a flow's `change` turned a switch on)
    /// keeps its content and takes the fresh frame if its own frame is untouched, its subviews
    /// matched the same way; anything else, or a layout whose views differ in number at the new
    /// size, falls back to autoresizing.
    private static func placedAgain(_ parts: [View], rest: [View], fresh: [View], from old: Size, to new: Size) -> [View] {
        guard rest.count == parts.count, fresh.count == parts.count else { return parts.map { $0.laidOutByMask(from: old, to: new) } }
        return parts.indices.map { i in
            let (part, atRest, placed) = (parts[i], rest[i], fresh[i])
            if part == atRest {
                var view = placed
                view.visit { $0.isLaidOutPerFrame = true }
                return view
            }
            guard part.frame == atRest.frame else { return part.laidOutByMask(from: old, to: new) }
            var view = part
            view.frame = placed.frame
            view.isLaidOutPerFrame = true
            view.subviews = placedAgain(part.subviews, rest: atRest.subviews, fresh: placed.subviews,
                                        from: atRest.frame.size, to: placed.frame.size)
            return view
        }
    }
}
