/// Why a fraction given to `Rational.init(numerator:denominator:)` is not a rational.
public enum RationalError: Error, Equatable, CustomStringConvertible {
    /// The denominator is zero.
    case zeroDenominator(numerator: Int64)
    /// The reduced fraction does not fit 64-bit terms (only `Int64.min / -1` and the like).
    case outOfRange(numerator: Int64, denominator: Int64)

    public var description: String {
        switch self {
        case .zeroDenominator(let n): "\(n)/0 has a zero denominator"
        case .outOfRange(let n, let d): "\(n)/\(d) does not fit 64-bit terms"
        }
    }
}
