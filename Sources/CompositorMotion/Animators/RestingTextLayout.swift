import CompositorCore
import CompositorScene

/// Keeps text as it is laid out at rest while a scene is laid out again at a smaller size (the
/// scale animator's `content: layout`). Auto Layout would squeeze a label whose width follows
/// its superview and re-truncate it ("Biscuit" → "Bi…") on every frame of the growth; a viewer
/// reads that as a broken label, and UIKit does not show it: it lays the presented view out at
/// its final size and animates the rendered layer. So a label narrower than at rest whose text
/// no longer fits keeps its resting frame and text layout, scaled uniformly just enough for its
/// text to fit its new frame, like that layer (drawn from its bitmap at rest, resampled:
/// `View.shouldRasterize`); labels that still fit are laid out as usual, at their point size.
enum RestingTextLayout {
    /// `laid` (a view laid out at a new size, `View.laidOut(in:)`) with each label that would
    /// lay out its text differently than in `rest` (the same view at rest) drawn as at rest.
    /// Subtrees are matched by position; where the counts differ, they are left as laid out.
    /// `scale`: device pixels per point, to which text widths are rounded up.
    static func keepingText(_ laid: View, rest: View, scale: Double) -> View {
        if rest.label != nil, let keep = restingLabel(laid, rest: rest, scale: scale) { return keep }
        guard laid.subviews.count == rest.subviews.count else { return laid }
        var view = laid
        view.subviews = zip(laid.subviews, rest.subviews).map { keepingText($0, rest: $1, scale: scale) }
        return view
    }

    /// The resting label scaled into `laid`'s frame, or nil when `laid` can lay its text out as
    /// at rest (as wide as at rest, or its text fits on one line in its new width). The view is
    /// narrowed to its text's width (whole device pixels, as UIKit sizes a label to fit, so the
    /// text lays out exactly as at rest) and scaled just enough for that width to fit the new
    /// frame's width (and its height the new height): the text shrinks no more than it must. It
    /// sits at the new frame's leading edge, center or trailing edge by its alignment, centered
    /// vertically.
    private static func restingLabel(_ laid: View, rest: View, scale: Double) -> View? {
        guard let label = rest.label, laid.frame.width < rest.frame.width, rest.frame.width > 0, rest.frame.height > 0,
              let textWidth = TextMeasure.pixelCeilWidth(of: label, scale: scale), textWidth > laid.frame.width else { return nil }
        let width = min(textWidth, rest.frame.width), height = rest.frame.height, new = laid.frame
        let s = max(min(new.width / width, new.height / height, 1), 0)
        let minX: Double
        switch label.alignment {
        case .center: minX = new.center.x - width * s / 2
        case .right: minX = new.maxX - width * s
        case .left, .natural: minX = new.minX
        }
        var view = rest
        // Scaled about its center, the view covers width·s from minX.
        view.frame = Rect(x: minX + width * s / 2 - width / 2, y: new.center.y - height / 2, width: width, height: height)
        view.transform = laid.transform
        view.transform.scaleX *= s
        view.transform.scaleY *= s
        view.alpha = laid.alpha
        view.isHidden = laid.isHidden
        // Not flagged `isLaidOutPerFrame`: its content is the resting layout at every frame
        // (only its origin, transform and alpha move), so a store of it stays valid. Drawn as
        // UIKit shows it, from its layer's bitmap at rest scaled down, not rasterized again at
        // each frame's size.
        view.shouldRasterize = true
        return view
    }
}
