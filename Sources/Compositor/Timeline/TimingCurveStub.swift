// Temporary stand-in until the timing-curves branch lands; replaced by TimingCurve.swift.

/// An easing curve mapping linear progress 0...1 to eased progress (0 → 0, 1 → 1).
public enum TimingCurve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut, uikitDefault

    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "default": self = .uikitDefault
        default: return nil
        }
    }

    public func value(at progress: Double) -> Double {
        let (x1, y1, x2, y2): (Double, Double, Double, Double)
        switch self {
        case .linear: return progress
        case .easeIn: (x1, y1, x2, y2) = (0.42, 0, 1, 1)
        case .easeOut: (x1, y1, x2, y2) = (0, 0, 0.58, 1)
        case .easeInOut: (x1, y1, x2, y2) = (0.42, 0, 0.58, 1)
        case .uikitDefault: (x1, y1, x2, y2) = (0.25, 0.1, 0.25, 1)
        }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(mid, x1, x2) < progress { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, y1, y2)
    }
}
