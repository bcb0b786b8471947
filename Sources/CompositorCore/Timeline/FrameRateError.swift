/// Why a value given to `FrameRate.init` is not a frame rate.
public enum FrameRateError: Error, Equatable, CustomStringConvertible {
    /// Zero or negative frames per second.
    case notPositive(Rational)
    /// A numerator or denominator above `FrameRate.maxTerm`.
    case tooFine(Rational)

    public var description: String {
        switch self {
        case .notPositive(let r): "frame rate \(r) is not positive"
        case .tooFine(let r): "frame rate \(r) has a term above \(FrameRate.maxTerm)"
        }
    }
}
