import CompositorCore

/// A view's transform in decomposed, animatable form, applied about the view's center:
/// scale first, then rotation (radians, clockwise on screen), then translation (points).
/// `rotationY` first turns the view about its vertical axis in perspective, as a CATransform3D
/// with m34 = −1/`eyeDistance` (a flip); the renderer draws such a view as a projective quad.
public struct ViewTransform: Hashable, Sendable {
    /// Horizontal scale (1: none).
    public var scaleX: Double
    /// Vertical scale (1: none).
    public var scaleY: Double
    /// Rotation in radians, clockwise on screen.
    public var rotation: Double
    /// Horizontal move in points.
    public var translationX: Double
    /// Vertical move in points.
    public var translationY: Double
    /// Radians about the vertical axis through the center; positive turns the right edge away.
    public var rotationY: Double
    /// Points from the eye to the view's plane for `rotationY`'s perspective.
    public var eyeDistance: Double

    /// A transform; each part defaults to none.
    public init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translationX: Double = 0, translationY: Double = 0,
                rotationY: Double = 0, eyeDistance: Double = 1000) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.rotation = rotation
        self.translationX = translationX; self.translationY = translationY
        self.rotationY = rotationY; self.eyeDistance = eyeDistance
    }

    /// No transform.
    public static let identity = ViewTransform()

    /// A uniform scale.
    public static func scale(_ s: Double) -> ViewTransform { ViewTransform(scaleX: s, scaleY: s) }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The affine form, about the origin; callers move the origin to the view's center.
    public var affine: AffineTransform {
        var t = AffineTransform.scale(scaleX, scaleY)
        if rotation != 0 { t = t.concatenating(.rotation(rotation)) }
        return t.concatenating(.translation(translationX, translationY))
    }

    /// Component-wise interpolation from `self` (t = 0) to `other` (t = 1).
    public func interpolated(to other: ViewTransform, _ t: Double) -> ViewTransform {
        ViewTransform(
            scaleX: scaleX.interpolated(to: other.scaleX, t), scaleY: scaleY.interpolated(to: other.scaleY, t),
            rotation: rotation.interpolated(to: other.rotation, t),
            translationX: translationX.interpolated(to: other.translationX, t),
            translationY: translationY.interpolated(to: other.translationY, t),
            rotationY: rotationY.interpolated(to: other.rotationY, t), eyeDistance: eyeDistance.interpolated(to: other.eyeDistance, t))
    }
}
