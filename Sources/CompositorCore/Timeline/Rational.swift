import Foundation

/// An exact fraction of two integers, always in lowest terms with a positive denominator.
///
/// Times, durations and frame rates are rationals so that frame *i* sits at exactly *i*/fps,
/// never at an accumulated floating-point sum.
///
/// Building one never stops the process on input: `init(numerator:denominator:)` throws for a
/// zero denominator, `init?(parsing:)` returns nil, and whole numbers (`Rational(2)`, or an
/// integer literal) are always valid. The arithmetic works in 128 bits and reduces before it
/// narrows, so sums and products of template values (at most 9 decimals, frame rates within
/// `FrameRate`'s bounds) always fit; dividing by zero, or a result beyond 64-bit terms, is a
/// programming error and traps, as integer division does.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The numerator in lowest terms, carrying the sign.
    public let numerator: Int64
    /// The denominator in lowest terms, always positive.
    public let denominator: Int64

    /// A whole number.
    public init(_ whole: Int64) {
        numerator = whole
        denominator = 1
    }

    /// An integer literal as a whole number: `let two: Rational = 2`.
    public init(integerLiteral value: Int64) { self.init(value) }

    /// `numerator / denominator`, reduced; throws `RationalError.zeroDenominator` for a zero
    /// denominator and `.outOfRange` when the reduced fraction does not fit 64-bit terms
    /// (`Int64.min / -1`).
    public init(numerator: Int64, denominator: Int64) throws(RationalError) {
        guard denominator != 0 else { throw .zeroDenominator(numerator: numerator) }
        guard let value = Rational(exactly: Int128(numerator), Int128(denominator)) else {
            throw .outOfRange(numerator: numerator, denominator: denominator)
        }
        self = value
    }

    /// A reduced fraction from constants and internal invariants: `denominator` must not be
    /// zero (a precondition). Library users build fractions with `init(numerator:denominator:)`.
    package init(_ numerator: Int64, _ denominator: Int64) {
        precondition(denominator != 0, "Rational with zero denominator")
        self.init(wide: Int128(numerator), Int128(denominator))
    }

    /// The reduced fraction `n / d` (d ≠ 0), or nil when it does not fit 64-bit terms.
    private init?(exactly n: Int128, _ d: Int128) {
        let g = Int128(Self.gcd(n.magnitude, d.magnitude))
        let sign: Int128 = d < 0 ? -1 : 1
        guard let n64 = Int64(exactly: sign * n / g), let d64 = Int64(exactly: sign * d / g) else { return nil }
        numerator = n64
        denominator = d64
    }

    /// The reduced fraction `n / d` of an arithmetic result; traps when it does not fit.
    private init(wide n: Int128, _ d: Int128) {
        guard let value = Rational(exactly: n, d) else { preconditionFailure("Rational \(n)/\(d) does not fit 64-bit terms") }
        self = value
    }

    /// Parses a decimal literal such as `0.35`, `2`, `-1.5` or `30000/1001` exactly.
    /// Returns `nil` for anything else (exponents, NaN, a zero denominator, more than 9
    /// decimals or 9 digits on either side of `/`).
    public init?(parsing text: String) {
        let s = text.trimmingCharacters(in: .whitespaces)
        if let slash = s.firstIndex(of: "/") {
            let top = s[..<slash], bottom = s[s.index(after: slash)...]
            guard top.count <= 10, bottom.count <= 9, let n = Int64(top), let d = Int64(bottom), d > 0, n.magnitude < 1_000_000_000 else { return nil }
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
        guard !(whole.isEmpty && fraction.isEmpty), whole.count <= 9, fraction.count <= 9 else { return nil }
        var denominator: Int64 = 1
        for _ in 0..<fraction.count { denominator *= 10 }
        let numerator = (Int64(whole) ?? 0) * denominator + (Int64(fraction) ?? 0)
        self.init(negative ? -numerator : numerator, denominator)
    }

    /// 0.
    public static let zero = Rational(0)
    /// 1.
    public static let one = Rational(1)

    /// The nearest Double, for display and easing curves (never for timestamps).
    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The largest integer not above the value.
    public var floor: Int64 {
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        return r < 0 ? q - 1 : q
    }

    /// The smallest integer not below the value.
    public var ceiling: Int64 {
        let (q, r) = numerator.quotientAndRemainder(dividingBy: denominator)
        return r > 0 ? q + 1 : q
    }

    /// The exact sum.
    public static func + (l: Rational, r: Rational) -> Rational {
        let (ld, rd) = (Int128(l.denominator), Int128(r.denominator))
        let lcm = ld / Int128(gcd(ld.magnitude, rd.magnitude)) * rd
        return Rational(wide: Int128(l.numerator) * (lcm / ld) + Int128(r.numerator) * (lcm / rd), lcm)
    }

    /// The exact difference.
    public static func - (l: Rational, r: Rational) -> Rational { l + Rational(-r.numerator, r.denominator) }

    /// The exact product.
    public static func * (l: Rational, r: Rational) -> Rational {
        Rational(wide: Int128(l.numerator) * Int128(r.numerator), Int128(l.denominator) * Int128(r.denominator))
    }

    /// `r` must not be zero (a precondition, as for integer division).
    public static func / (l: Rational, r: Rational) -> Rational {
        precondition(r.numerator != 0, "Rational division by zero")
        return Rational(wide: Int128(l.numerator) * Int128(r.denominator), Int128(l.denominator) * Int128(r.numerator))
    }

    public static func < (l: Rational, r: Rational) -> Bool {
        Int128(l.numerator) * Int128(r.denominator) < Int128(r.numerator) * Int128(l.denominator)
    }

    private static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }
}
