import CompositorCore

/// A node of a scene, with UIView's geometry and CALayer's look.
///
/// `frame` is in the superview's coordinates (points) before `transform`, which applies about
/// the frame's center, so `frame.center` is UIKit's `center` and `frame.size` its `bounds.size`.
/// A value type: an animator changes a copy for each frame.
public struct View: Hashable, Sendable {
    /// Names the view for animators (the scale view, shared elements, custom layers).
    public var id: String?
    /// Pairs the view with the view of the same match id in the other scene: a shared element
    /// that morphs between the two during any transition (Hero's heroID).
    public var matchID: String?
    /// Position and size in the superview's coordinates, in points.
    public var frame: Rect
    /// Scale, rotation and translation about the view's center, as UIView.transform.
    public var transform: ViewTransform
    /// 0...1; with subviews, the view and its subtree fade as one group, as UIKit's.
    public var alpha: Double
    /// The fill behind the content (nil: none).
    public var backgroundColor: Color?
    /// A gradient fill over the background color (nil: none).
    public var gradient: LinearGradient?
    /// Rounds the background, border and (with clipsToBounds) the content, in points.
    public var cornerRadius: Double
    /// Clip subviews and content to the (rounded) bounds.
    public var clipsToBounds: Bool
    /// Draw nothing of this view or its subviews.
    public var isHidden: Bool
    /// A border inside the bounds (nil: none).
    public var border: Border?
    /// A drop shadow (nil: none).
    public var shadow: Shadow?
    /// An image drawn in the bounds (nil: none).
    public var image: ImageContent?
    /// Text drawn in the bounds (nil: none).
    public var label: Label?
    /// A video drawn in the bounds, above the image (nil: none).
    public var video: VideoContent? = nil
    /// A vector shape (CAShapeLayer), drawn above the image and below the label.
    public var path: PathContent? = nil
    /// An icon (an SF Symbol's stand-in), drawn above the path and below the label.
    public var icon: IconContent? = nil
    /// A blur material (UIVisualEffectView) behind the background: see `hasBackdropDependentContent`.
    public var material: Material? = nil
    /// Drawn in order, later above earlier.
    public var subviews: [View]
    /// How the view follows its superview's size changes; `nil`: inferred from where it sits
    /// (`Autoresizing.inferred`). Used only when an animator animates a scene's frame.
    public var autoresizing: Autoresizing?
    /// True when an animator lays this view out again on every frame (`laidOut(in:)`): its
    /// frame and its subtree's depend on progress, so the subtree is not static.
    public var isLaidOutPerFrame = false
    /// The layout that placed the first of `subviews` (a component's parts; the rest are the
    /// template's own subviews): `laidOut(in:)` asks it again at each size. Nil for plain views.
    public var subviewLayout: AnySubviewLayout? = nil
    /// CALayer's `shouldRasterize`: the subtree is drawn once as at rest (at the canvas scale,
    /// without its position, transform and alpha) into a bitmap that each frame composites
    /// with them, resampled when scaled (`SceneRenderer.drawRasterized`): what Core Animation
    /// shows for a layer whose contents are not redrawn while a transform animates it. The
    /// scale animator sets it on the labels it keeps at rest while they shrink and on its
    /// `content: snapshot` picture, so their text is not rasterized again at each frame's size.
    public var shouldRasterize = false

    /// A view; everything but its frame defaults to UIView's defaults (visible, opaque, no fill).
    public init(id: String? = nil, frame: Rect, transform: ViewTransform = .identity, alpha: Double = 1,
                backgroundColor: Color? = nil, gradient: LinearGradient? = nil, cornerRadius: Double = 0,
                clipsToBounds: Bool = false, isHidden: Bool = false, border: Border? = nil, shadow: Shadow? = nil,
                image: ImageContent? = nil, label: Label? = nil, subviews: [View] = []) {
        self.id = id; self.frame = frame; self.transform = transform; self.alpha = alpha
        self.backgroundColor = backgroundColor; self.gradient = gradient; self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds; self.isHidden = isHidden; self.border = border; self.shadow = shadow
        self.image = image; self.label = label; self.subviews = subviews
    }

    /// The transform from this view's own coordinates (origin at its top-left) to its
    /// superview's: move the center to the origin, apply `transform`, move to `frame.center`.
    public var transformToSuperview: AffineTransform {
        let c = frame.center
        if transform.isIdentity { return .translation(frame.minX, frame.minY) }
        return AffineTransform.translation(-frame.width / 2, -frame.height / 2)
            .concatenating(transform.affine)
            .concatenating(.translation(c.x, c.y))
    }

    /// The first view with `id` in this subtree, depth first, with the transform from its own
    /// coordinates to this view's superview's.
    public func find(id wanted: String) -> (view: View, toRoot: AffineTransform)? {
        if id == wanted { return (self, transformToSuperview) }
        for sub in subviews {
            if let (v, t) = sub.find(id: wanted) { return (v, t.concatenating(transformToSuperview)) }
        }
        return nil
    }

    /// Calls `body` on this view and every descendant, depth first, allowing changes.
    public mutating func visit(_ body: (inout View) -> Void) {
        body(&self)
        for i in subviews.indices { subviews[i].visit(body) }
    }

    /// Every id in the subtree, in depth-first order.
    public var allIDs: [String] {
        (id.map { [$0] } ?? []) + subviews.flatMap(\.allIDs)
    }
}
