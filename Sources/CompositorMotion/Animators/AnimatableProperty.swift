import CompositorCore
import CompositorScene

/// A view property animators and template layers animate: UIKit's animatable `UIView` and
/// `CALayer` properties. One place reads and writes each, so built-in animators and custom
/// template layers interpolate exactly alike.
///
/// `frame`, `center` and `size` are in the superview's coordinates, as UIKit's; the transform
/// components apply about the center (rotation in radians, clockwise on screen; `rotationY`
/// turns the view about its vertical axis in perspective, as a flip does).
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case frame, center, size
    case alpha
    case scale, scaleX, scaleY, rotation, rotationY, translateX, translateY
    case cornerRadius
    case background
    case borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor

    /// The kind of value the property holds.
    public var kind: PropertyValue.Kind {
        switch self {
        case .frame: return .rect
        case .center, .shadowOffset: return .point
        case .size: return .size
        case .background, .borderColor, .shadowColor: return .color
        default: return .number
        }
    }

    /// The property's current value on `view`. `scale` reads scaleX.
    public func value(of view: View) -> PropertyValue {
        switch self {
        case .frame: return .rect(view.frame)
        case .center: return .point(view.frame.center)
        case .size: return .size(view.frame.size)
        case .alpha: return .number(view.alpha)
        case .scale, .scaleX: return .number(view.transform.scaleX)
        case .scaleY: return .number(view.transform.scaleY)
        case .rotation: return .number(view.transform.rotation)
        case .rotationY: return .number(view.transform.rotationY)
        case .translateX: return .number(view.transform.translationX)
        case .translateY: return .number(view.transform.translationY)
        case .cornerRadius: return .number(view.cornerRadius)
        case .background: return .color(view.backgroundColor ?? .clear)
        case .borderWidth: return .number(view.border?.width ?? 0)
        case .borderColor: return .color(view.border?.color ?? .clear)
        case .shadowOpacity: return .number(view.shadow?.opacity ?? 0)
        case .shadowRadius: return .number(view.shadow?.radius ?? Shadow().radius)
        case .shadowOffset:
            let o = view.shadow?.offset ?? Shadow().offset
            return .point(Point(x: o.width, y: o.height))
        case .shadowColor: return .color(view.shadow?.color ?? .black)
        }
    }

    /// Sets the property on `view`; a value of the wrong kind is ignored. Center and size keep
    /// the other half of the frame; border and shadow are created when first set.
    public func set(_ value: PropertyValue, on view: inout View) {
        switch (self, value) {
        case (.frame, .rect(let r)): view.frame = r
        case (.center, .point(let c)):
            view.frame.origin = Point(x: c.x - view.frame.width / 2, y: c.y - view.frame.height / 2)
        case (.size, .size(let s)):
            let c = view.frame.center
            view.frame = Rect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
        case (.alpha, .number(let v)): view.alpha = min(max(v, 0), 1)
        case (.scale, .number(let v)): view.transform.scaleX = v; view.transform.scaleY = v
        case (.scaleX, .number(let v)): view.transform.scaleX = v
        case (.scaleY, .number(let v)): view.transform.scaleY = v
        case (.rotation, .number(let v)): view.transform.rotation = v
        case (.rotationY, .number(let v)): view.transform.rotationY = v
        case (.translateX, .number(let v)): view.transform.translationX = v
        case (.translateY, .number(let v)): view.transform.translationY = v
        case (.cornerRadius, .number(let v)): view.cornerRadius = max(v, 0)
        case (.background, .color(let c)): view.backgroundColor = c
        case (.borderWidth, .number(let v)):
            view.border = Border(width: max(v, 0), color: view.border?.color ?? .black)
        case (.borderColor, .color(let c)):
            view.border = Border(width: view.border?.width ?? 0, color: c)
        case (.shadowOpacity, .number(let v)): view.shadow = (view.shadow ?? Shadow()).with { $0.opacity = min(max(v, 0), 1) }
        case (.shadowRadius, .number(let v)): view.shadow = (view.shadow ?? Shadow()).with { $0.radius = max(v, 0) }
        case (.shadowOffset, .point(let p)): view.shadow = (view.shadow ?? Shadow()).with { $0.offset = Size(width: p.x, height: p.y) }
        case (.shadowColor, .color(let c)): view.shadow = (view.shadow ?? Shadow()).with { $0.color = c }
        default: break
        }
    }
}

extension Shadow {
    /// A copy changed by `change`.
    package func with(_ change: (inout Shadow) -> Void) -> Shadow {
        var copy = self
        change(&copy)
        return copy
    }
}
