import CompositorCore

/// A vector shape drawn by a view, as CAShapeLayer draws one: a path in the view's own
/// coordinates (points; or `viewBox` units scaled to fit the bounds), filled and/or stroked.
public struct PathContent: Hashable, Sendable {
    /// Which regions of a self-overlapping path are inside (CAShapeLayerFillRule).
    public enum FillRule: String, Hashable, Sendable, CaseIterable { case nonZero, evenOdd }
    /// How open stroke ends look (CAShapeLayerLineCap).
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    /// How stroke corners look (CAShapeLayerLineJoin).
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

    /// The shape.
    public var path: VectorPath
    /// When set, the path's coordinates are in this box, scaled uniformly to fit the view's
    /// bounds and centered (an SVG icon's viewBox); the stroke width scales with it.
    public var viewBox: Rect?
    /// Default black, as CAShapeLayer's; nil draws no fill.
    public var fillColor: Color?
    /// Which regions of a self-crossing path are inside (default non-zero).
    public var fillRule: FillRule
    /// Default none.
    public var strokeColor: Color?
    /// Points (viewBox units with a viewBox).
    public var lineWidth: Double
    /// Stroke ends (default butt).
    public var lineCap: LineCap
    /// Stroke corners (default miter).
    public var lineJoin: LineJoin
    /// Miter length over line width past which a miter join becomes a bevel.
    public var miterLimit: Double

    /// A shape layer drawing `path`, with CAShapeLayer's defaults.
    public init(path: VectorPath, viewBox: Rect? = nil, fillColor: Color? = .black, fillRule: FillRule = .nonZero,
                strokeColor: Color? = nil, lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10) {
        self.path = path; self.viewBox = viewBox; self.fillColor = fillColor; self.fillRule = fillRule
        self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }

    /// The map from path coordinates to the view's, for a view of `size`: identity, or the
    /// viewBox fitted (aspect fit, centered).
    public func pathToView(size: Size) -> AffineTransform {
        guard let box = viewBox, box.width > 0, box.height > 0 else { return .identity }
        let s = min(size.width / box.width, size.height / box.height)
        return AffineTransform(a: s, b: 0, c: 0, d: s,
                               tx: (size.width - box.width * s) / 2 - box.minX * s,
                               ty: (size.height - box.height * s) / 2 - box.minY * s)
    }
}
