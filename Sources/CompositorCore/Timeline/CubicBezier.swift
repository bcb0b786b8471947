/// A cubic Bézier timing function, as CAMediaTimingFunction(controlPoints:) and CSS
/// `cubic-bezier()`: the curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// read as eased value y over progress x.
///
/// x1 and x2 lie in 0...1, so x(t) is non-decreasing and every progress has one value; y1 and y2
/// may lie outside 0...1 (a curve that overshoots). Progress runs 0 -> 1, and the endpoints are
/// exact: `value(at: 0) == 0`, `value(at: 1) == 1`.
public struct CubicBezier: Hashable, Sendable {
    /// The first control point, leaving (0, 0).
    public let x1: Double, y1: Double
    /// The second control point, arriving at (1, 1).
    public let x2: Double, y2: Double

    /// Validates the control points: all finite, x1 and x2 in 0...1 (otherwise the curve would
    /// double back in time).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingParameterError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw TimingParameterError(parameter: name, message: "must be a finite number, got \(value)")
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw TimingParameterError(parameter: name, message: "must be in 0...1, got \(value)")
        }
        self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Core Animation's `easeIn` (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(validX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeOut` (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(validX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `easeInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `default` (0.25, 0.1, 0.25, 1), the curve of implicit layer animations.
    public static let uikitDefault = CubicBezier(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The eased value at `progress` (0 -> 1, clamped; NaN reads as 0).
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        return Self.sample(parameter(forX: progress), p1: y1, p2: y2)
    }

    /// Accepted |x(t) − x| when solving: far below any visible difference, and above the few ulp
    /// of rounding in evaluating x(t), so Newton's method can reach it.
    package static let solveTolerance = 1e-14

    /// The curve parameter t in 0...1 with x(t) = `x`, as WebKit's UnitBezier: Newton's method from
    /// t = x, and bisection (x(t) is non-decreasing) when Newton stalls on a flat slope or leaves 0...1.
    package func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.sample(t, p1: x1, p2: x2) - x
            if abs(error) <= Self.solveTolerance { return t }
            let slope = Self.slope(t, p1: x1, p2: x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<200 {
            let error = Self.sample(t, p1: x1, p2: x2) - x
            if abs(error) <= Self.solveTolerance { return t }
            if error < 0 { low = t } else { high = t }
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            t = middle
        }
        return t
    }

    /// One coordinate of the curve at parameter t, with end points 0 and 1 and control values
    /// p1, p2: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    package static func sample(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of `sample` with respect to t.
    package static func slope(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
