/// Distances in points from each edge of a rectangle inward, as UIEdgeInsets: a safe area, a
/// content inset.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Points inset from the top edge.
    public var top: Double
    /// Points inset from the left edge.
    public var left: Double
    /// Points inset from the bottom edge.
    public var bottom: Double
    /// Points inset from the right edge.
    public var right: Double

    /// Insets in points; each edge defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// `rect` with the insets taken off each side.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: max(rect.width - left - right, 0), height: max(rect.height - top - bottom, 0))
    }

    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}
