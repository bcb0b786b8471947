import CompositorCore

/// A drop shadow behind the view's shape, as CALayer's shadowColor/Opacity/Radius/Offset.
public struct Shadow: Hashable, Sendable {
    /// The shadow's color (CALayer's shadowColor).
    public var color: Color
    /// 0...1, multiplies the color's alpha.
    public var opacity: Double
    /// Blur radius in points.
    public var radius: Double
    /// Offset in points.
    public var offset: Size

    /// A shadow with CALayer's defaults (opacity 0: none drawn until set).
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Size = Size(width: 0, height: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }

    /// The shadow a fraction `t` (0 → self, 1 → other) of the way to `other`, for animations.
    public func interpolated(to other: Shadow, _ t: Double) -> Shadow {
        Shadow(color: color.interpolated(to: other.color, t), opacity: opacity.interpolated(to: other.opacity, t),
               radius: radius.interpolated(to: other.radius, t), offset: offset.interpolated(to: other.offset, t))
    }
}
