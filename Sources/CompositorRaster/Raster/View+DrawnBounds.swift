import CompositorCore
import CompositorScene

extension View {
    /// Device pixels (given the transform from this view's coordinates to them) that hold every
    /// pixel the subtree can draw, or `nil` when that is not known from the views alone. Unlike
    /// `deviceBounds` it is an upper bound for text too, so a renderer may repaint only this
    /// rectangle of a layer that does not clip (a scale's destination with a subview standing
    /// out of its still small frame, drawn as UIKit draws it: issue 44):
    ///
    /// - a view clipping to its bounds draws inside them (CALayer's masksToBounds, its shadow
    ///   included);
    /// - a shadow spreads 3 × its radius + 1 point (`deviceBounds`' margin; the blur reaches
    ///   about 3 sigma, sigma being radius / 2);
    /// - a label's ink may leave its box: glyphs overhang their advance, and a box shorter than
    ///   one line still shows that line centered on it. It is taken as its box grown by twice
    ///   its line height (or font size, whichever is larger) on every side;
    /// - an icon alike, by twice its size;
    /// - an unclipped image (drawn over its whole placed rectangle, which aspect fill makes
    ///   larger than the view; a video alike, unless fitted or stretched) gives `nil`, as does a
    ///   view turned in perspective;
    /// - a path draws inside its control points' hull, grown for a stroke by half its width
    ///   times the larger of its miter limit and √2 (a square cap).
    ///
    /// Hidden and fully transparent views draw nothing and count for nothing.
    package func drawnDeviceBounds(toDevice: AffineTransform) -> Rect? {
        var bounds: Rect?
        return accumulateDrawnBounds(toDevice: toDevice, into: &bounds) ? bounds ?? .zero : nil
    }

    /// Adds this subtree's drawn bounds to `bounds`; false when they are not known.
    private func accumulateDrawnBounds(toDevice: AffineTransform, into bounds: inout Rect?) -> Bool {
        guard !isHidden, alpha > 0 else { return true }
        guard transform.rotationY == 0 else { return false }
        func add(_ r: Rect) { bounds = bounds.map { $0.union(toDevice.bounds(of: r)) } ?? toDevice.bounds(of: r) }
        let own = Rect(origin: .zero, size: frame.size)
        add(own)
        if clipsToBounds { return true }
        guard image == nil else { return false }
        if let path, let hull = path.drawnBounds(in: frame.size) { add(hull) }
        // A video placed to fill, larger than the view, draws past it; fitted or stretched, inside it.
        if let video, video.contentMode == .scaleAspectFill || video.contentMode == .center { return false }
        if let shadowRect { add(shadowRect) }
        if let label { add(Self.grown(Rect(origin: .zero, size: frame.size), by: 2 * max(label.font.size, label.lineHeight ?? 0))) }
        if let icon { add(Self.grown(Rect(origin: .zero, size: frame.size), by: 2 * max(icon.size, icon.ring?.diameter ?? 0))) }
        for sub in subviews where !(sub.accumulateDrawnBounds(toDevice: sub.transformToSuperview.concatenating(toDevice), into: &bounds)) {
            return false
        }
        return true
    }
}

extension View {
    /// The view-local rectangle its shadow may paint (nil without one): its bounds moved by the
    /// offset and grown by 3 × the radius + 1 point (the blur reaches about 3 sigma, sigma being
    /// radius / 2).
    package var shadowRect: Rect? {
        guard let shadow, shadow.opacity > 0 else { return nil }
        return Self.grown(Rect(x: shadow.offset.width, y: shadow.offset.height, width: frame.width, height: frame.height),
                          by: shadow.radius * 3 + 1)
    }

    /// `r` grown by `m` on every side.
    package static func grown(_ r: Rect, by m: Double) -> Rect {
        Rect(x: r.minX - m, y: r.minY - m, width: r.width + 2 * m, height: r.height + 2 * m)
    }
}

extension PathContent {
    /// The view-local rectangle (`viewSize`: the view's) holding everything the path draws,
    /// nil for a path without points: a fill lies inside its control points' hull (a Bézier
    /// curve lies inside its control polygon); a stroke reaches half its width past the path, a
    /// miter join up to `miterLimit` times that, a square cap √2 times.
    package func drawnBounds(in viewSize: Size) -> Rect? {
        guard let hull = path.controlBounds else { return nil }
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * max(miterLimit, 2.0.squareRoot(), 1)
        return pathToView(size: viewSize).bounds(of: View.grown(hull, by: reach))
    }
}
