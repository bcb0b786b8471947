/// A border drawn inside the view's bounds, following its corner radius, as CALayer's.
public struct Border: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// The stroke's color.
    public var color: Color

    /// A border `width` points wide, drawn inside the view's bounds as CALayer's is.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }

    /// The border a fraction `t` (0 → self, 1 → other) of the way to `other`, for animations.
    public func interpolated(to other: Border, _ t: Double) -> Border {
        Border(width: width.interpolated(to: other.width, t), color: color.interpolated(to: other.color, t))
    }
}
