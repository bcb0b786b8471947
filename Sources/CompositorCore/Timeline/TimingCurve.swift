/// How an animation's progress maps to its eased value: the named UIKit/Core Animation curves, any
/// cubic Bézier, or a spring.
///
/// Progress runs 0 -> 1 over the animation; `value(at:)` is exactly 0 at progress 0 and exactly 1
/// at progress 1. Bézier curves with y1, y2 in 0...1 are monotone; springs (and Béziers with y
/// outside 0...1) may overshoot 1 in between.
public enum TimingCurve: Hashable, Sendable {
    /// The value equals the progress.
    case linear
    /// Core Animation's `easeIn`, the Bézier (0.42, 0, 1, 1): starts slowly.
    case easeIn
    /// Core Animation's `easeOut`, the Bézier (0, 0, 0.58, 1): ends slowly.
    case easeOut
    /// Core Animation's `easeInEaseOut`, the Bézier (0.42, 0, 0.58, 1): starts and ends slowly.
    case easeInOut
    /// Core Animation's `default`, the Bézier (0.25, 0.1, 0.25, 1) of implicit layer animations.
    case uikitDefault
    /// Any cubic Bézier timing function.
    case cubicBezier(CubicBezier)
    /// A damped spring, its `duration` of spring time stretched over progress 0 -> 1.
    case spring(Spring)

    /// The named curves, in the order template documentation lists them.
    public static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .uikitDefault]

    /// The curve a template names: "linear", "easeIn", "easeOut", "easeInOut" or "default"
    /// (case-sensitive); `nil` for anything else.
    public init?(name: String) {
        guard let curve = Self.named.first(where: { $0.name == name }) else { return nil }
        self = curve
    }

    /// The template name of a named curve ("default" for `uikitDefault`); `nil` for a custom
    /// Bézier or a spring.
    public var name: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .uikitDefault: "default"
        case .cubicBezier, .spring: nil
        }
    }

    /// The control points of every Bézier-shaped curve (the named ones other than `linear`, and
    /// `cubicBezier`); `nil` for `linear` and springs.
    public var bezier: CubicBezier? {
        switch self {
        case .linear, .spring: nil
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .uikitDefault: .uikitDefault
        case .cubicBezier(let curve): curve
        }
    }

    /// The eased value at `progress` (0 -> 1, clamped; NaN reads as 0): exactly 0 at 0 and
    /// exactly 1 at 1.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        switch self {
        case .linear: return progress
        case .spring(let spring): return spring.value(at: progress)
        case .easeIn, .easeOut, .easeInOut, .uikitDefault, .cubicBezier:
            return bezier?.value(at: progress) ?? progress
        }
    }
}

/// A timing parameter out of its valid range (a Bézier control point, a spring constant, an
/// animation range, a keyframe time). The template layer wraps it into a `TemplateError` naming
/// the file and the field path.
public struct TimingParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as the initializer spells it, for example `x1` or `dampingRatio`.
    public var parameter: String
    /// What is wrong, for example "must be in 0...1, got 1.5".
    public var message: String

    /// An error about `parameter`; `message` reads on from the parameter's name.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// `parameter message`, one line.
    public var description: String { "\(parameter) \(message)" }
}
