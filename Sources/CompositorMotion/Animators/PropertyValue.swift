import CompositorCore
import CompositorScene

/// The value of an animatable property: a number, a point, a size, a rectangle or a color.
public enum PropertyValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)

    /// The kind of value, for checking a template's values against a property.
    public enum Kind: String, Hashable, Sendable {
        case number, point, size, rect, color
    }

    /// The value's kind.
    public var kind: Kind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        }
    }

    /// Component-wise interpolation from `self` (t = 0) to `other` (t = 1), exact at both ends;
    /// colors on premultiplied components, as Core Animation. Values of different kinds jump at
    /// the midpoint (never happens for validated layers).
    public func interpolated(to other: PropertyValue, _ t: Double) -> PropertyValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a.interpolated(to: b, t))
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, t))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, t))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, t))
        default: return t < 0.5 ? self : other
        }
    }
}
