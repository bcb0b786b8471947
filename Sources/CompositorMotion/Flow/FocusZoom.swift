import CompositorCore

/// Where a flow's `focus` step takes the screen: the scale and offset that make a region of
/// the canvas fill it as far as the region's shape allows, kept so the zoomed screen still
/// covers the whole canvas (no edge of the screen comes into view), in exact rationals.
///
/// Fully zoomed, a canvas point p is drawn at `scale` × p + `offset`. At progress q of the zoom
/// (0: the screen as it is, 1: zoomed; a spring's value, so it may pass 1 a little) it is drawn
/// at (1 + (`scale` − 1) q) p + q `offset`: every point moves on a straight line from where it
/// was to where the zoom puts it, as a screen-recording editor's zoom moves the picture.
///
/// The scale is the largest that shows all of the region, min(W / w, H / h), and never under 1
/// (a region larger than the screen shows the screen as it is). The offset first puts the
/// region's center at the canvas's center, then is clamped to [W − `scale` W, 0] (and likewise
/// vertically), so a region at an edge zooms toward that edge instead of showing what is past it.
public struct FocusZoom: Hashable, Sendable {
    /// The zoom factor, at least 1.
    public let scale: Rational
    /// Where the canvas's top-left corner is drawn when fully zoomed, in points (≤ 0).
    public let offsetX: Rational
    /// See `offsetX`.
    public let offsetY: Rational

    /// The zoom showing the region `x`, `y`, `width` × `height` (canvas points, positive size)
    /// of a `canvasWidth` × `canvasHeight` canvas.
    public init(x: Rational, y: Rational, width: Rational, height: Rational, canvasWidth: Rational, canvasHeight: Rational) {
        let s = Swift.max(Rational(1), Swift.min(canvasWidth / width, canvasHeight / height))
        func clamped(_ v: Rational, _ side: Rational) -> Rational { Swift.min(Rational(0), Swift.max(side - s * side, v)) }
        scale = s
        offsetX = clamped(canvasWidth / 2 - s * (x + width / 2), canvasWidth)
        offsetY = clamped(canvasHeight / 2 - s * (y + height / 2), canvasHeight)
    }

    /// The zoom by `scale` (at least 1) about the point `x`, `y`: the region of the canvas's
    /// shape, 1/`scale` of its size, centered there (as a zoom that follows a tap).
    public init(centerX x: Rational, centerY y: Rational, scale: Rational, canvasWidth: Rational, canvasHeight: Rational) {
        let s = Swift.max(Rational(1), scale)
        let w = canvasWidth / s, h = canvasHeight / s
        self.init(x: x - w / 2, y: y - h / 2, width: w, height: h, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
    }

    /// The scale and offset at progress `q` (see the type's documentation).
    public func at(_ q: Double) -> (scale: Double, offsetX: Double, offsetY: Double) {
        (1 + (scale.doubleValue - 1) * q, offsetX.doubleValue * q, offsetY.doubleValue * q)
    }
}
