/// A vector outline in points (y down, as UIKit's): subpaths of lines and Bézier curves, as
/// UIBezierPath/CGPath hold them. SVG arcs are already turned into cubics (see `PathData`).
public struct VectorPath: Hashable, Sendable {
    /// One drawing command; every subpath starts with `move`.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        /// Control point, end point.
        case quad(Point, Point)
        /// Two control points, end point.
        case cubic(Point, Point, Point)
        /// Closes the current subpath back to its start.
        case close
    }

    /// The drawing commands, in order.
    public var elements: [Element]

    /// A path of `elements` (empty: draws nothing).
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// Every point the path names (ends and control points), in order: the curves lie in their hull.
    public var allPoints: [Point] {
        elements.flatMap { e -> [Point] in
            switch e {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// The smallest rectangle holding every end and control point; `nil` for an empty path.
    public var controlBounds: Rect? {
        let points = allPoints
        guard let first = points.first else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points.dropFirst() { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> VectorPath {
        VectorPath(elements: elements.map { e in
            switch e {
            case .move(let p): .move(t.apply(p))
            case .line(let p): .line(t.apply(p))
            case .quad(let c, let p): .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: .close
            }
        })
    }
}
