/// A location in points (or pixels, where a doc comment says so), y pointing down as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points rightwards from the origin (the top left).
    public var x: Double
    /// Points downwards from the origin (UIKit's flipped y).
    public var y: Double

    /// The point (x, y) in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, the top-left corner.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1).
    public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x: x.interpolated(to: other.x, t), y: y.interpolated(to: other.y, t))
    }
}

extension Double {
    /// Linear interpolation from `self` (t = 0) to `other` (t = 1); exact at both ends.
    public func interpolated(to other: Double, _ t: Double) -> Double {
        if t == 0 { return self }
        if t == 1 { return other }
        return self + (other - self) * t
    }
}
