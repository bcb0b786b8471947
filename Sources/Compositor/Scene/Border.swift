/// A border drawn inside the view's bounds, following its corner radius, as CALayer's.
public struct Border: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    public var color: Color

    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }

    public func interpolated(to other: Border, _ t: Double) -> Border {
        Border(width: width.interpolated(to: other.width, t), color: color.interpolated(to: other.color, t))
    }
}
