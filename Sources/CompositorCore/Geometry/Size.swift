/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1).
    public func interpolated(to other: Size, _ t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, t), height: height.interpolated(to: other.height, t))
    }
}
