extension View {
    /// This view moved to `newFrame`, its subtree laid out again for the new size the way UIKit
    /// lays out a view whose frame animates (`layoutIfNeeded()` in the animation block): each
    /// subview follows its `autoresizing` mask (or the inferred one), labels keep their point
    /// size and re-wrap in their new width, images follow their content mode.
    ///
    /// Always computed from the design frames (a pure function of the size), and every view of
    /// the result is flagged `isLaidOutPerFrame`, so caches know the subtree changes each frame.
    public func laidOut(in newFrame: Rect) -> View {
        var view = self
        view.frame = newFrame
        view.isLaidOutPerFrame = true
        let old = frame.size, new = newFrame.size
        view.subviews = subviews.map { sub in
            let mask = sub.autoresizing ?? Autoresizing.inferred(for: sub.frame, in: old)
            return sub.laidOut(in: mask.frame(sub.frame, from: old, to: new))
        }
        return view
    }
}
