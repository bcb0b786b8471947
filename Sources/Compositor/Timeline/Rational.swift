import Foundation

/// An exact fraction of two integers, always in lowest terms with a positive denominator.
///
/// Times, durations and frame rates are rationals so that frame *i* sits at exactly *i*/fps,
/// never at an accumulated floating-point sum.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let numerator: Int64
    public let denominator: Int64

    /// A reduced fraction; `denominator` must not be zero.
    public init(_ numerator: Int64, _ denominator: Int64 = 1) {
        precondition(denominator != 0, "Rational with zero denominator")
        let g = Rational.gcd(numerator.magnitude, denominator.magnitude)
        let sign: Int64 = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / Int64(g)
        self.denominator = sign * denominator / Int64(g)
    }

    /// Parses a decimal literal such as `0.35`, `2`, `-1.5` or `30000/1001` exactly.
    /// Returns `nil` for anything else (exponents, NaN, more than 12 decimals).
    public init?(parsing text: String) {
        let s = text.trimmingCharacters(in: .whitespaces)
        if let slash = s.firstIndex(of: "/") {
            guard let n = Int64(s[..<slash]), let d = Int64(s[s.index(after: slash)...]), d != 0 else { return nil }
            self.init(n, d)
            return
        }
        var digits = s
        var negative = false
        if digits.hasPrefix("-") { negative = true; digits.removeFirst() } else if digits.hasPrefix("+") { digits.removeFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !digits.isEmpty,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.count <= 9, fraction.count <= 12 else { return nil }
        var denominator: Int64 = 1
        for _ in 0..<fraction.count { denominator *= 10 }
        let numerator = (Int64(whole) ?? 0) * denominator + (Int64(fraction) ?? 0)
        self.init(negative ? -numerator : numerator, denominator)
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The largest integer not above the value.
    public var floor: Int64 {
        numerator >= 0 ? numerator / denominator : -((-numerator + denominator - 1) / denominator)
    }

    /// The smallest integer not below the value.
    public var ceiling: Int64 { -Rational(-numerator, denominator).floor }

    public static func + (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator + r.numerator * l.denominator, l.denominator * r.denominator)
    }

    public static func - (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator - r.numerator * l.denominator, l.denominator * r.denominator)
    }

    public static func * (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.numerator, l.denominator * r.denominator)
    }

    public static func / (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator, l.denominator * r.numerator)
    }

    public static func < (l: Rational, r: Rational) -> Bool {
        l.numerator * r.denominator < r.numerator * l.denominator
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }
}
