/// Distances in points from each edge of a rectangle inward, as UIEdgeInsets: a safe area, a
/// content inset.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = EdgeInsets()

    /// `rect` with the insets taken off each side.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: max(rect.width - left - right, 0), height: max(rect.height - top - bottom, 0))
    }

    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}
