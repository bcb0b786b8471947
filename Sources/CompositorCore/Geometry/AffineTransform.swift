/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), laid out as
/// Core Graphics' `CGAffineTransform`.
///
/// Transforms are evaluated once per view and frame, never per pixel, in IEEE double
/// arithmetic without fused multiply-add, so every CPU gets the same numbers.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix [a c tx; b d ty; 0 0 1], as CGAffineTransform's fields: x' = a·x + c·y + tx, y' = b·x
    /// + d·y + ty.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves points by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales about the origin by x horizontally and y vertically.
    public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y points down), as UIKit's.
    public static func rotation(_ radians: Double) -> AffineTransform {
        let s = DeterministicMath.sin(radians), c = DeterministicMath.cos(radians)
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether it changes nothing (exactly, not within a tolerance).
    public var isIdentity: Bool { self == .identity }

    /// True when the transform keeps axis-aligned rectangles axis-aligned (no rotation or skew).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// a·d − b·c: the area scale (0: the transform flattens everything, so it has no inverse).
    public var determinant: Double { a * d - b * c }

    /// `self` applied first, then `other` (Core Graphics' `concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse, or `nil` when the transform collapses the plane (a zero scale).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `p` goes.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The axis-aligned bounds of `rect` after the transform.
    public func bounds(of rect: Rect) -> Rect {
        let corners = [
            apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
            apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// Length of the image of the unit x vector: device units per local unit along local x.
    public var scaleX: Double { (a * a + b * b).squareRoot() }
    /// Length of the image of the unit y vector: device units per local unit along local y.
    public var scaleY: Double { (c * c + d * d).squareRoot() }
}
