/// Frames per second as an exact fraction (60, 30000/1001, …). The encoder's time base is its
/// reciprocal, so frame *i* has presentation timestamp *i*.
///
/// A rate from input goes through the throwing initializers (positive, numerator and
/// denominator at most `maxTerm`); an integer literal (`FrameRate(60)`, `let r: FrameRate = 30`)
/// is a constant in code and must be positive.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Frames per second.
    public let rate: Rational

    /// The largest numerator or denominator: the time base fits every container's 32-bit
    /// fields, and a 9-decimal time times a rate stays within `Rational`'s 64-bit terms.
    public static let maxTerm: Int64 = 1_000_000

    /// `rate` frames per second; throws unless it is positive with terms at most `maxTerm`.
    public init(_ rate: Rational) throws(FrameRateError) {
        guard rate > .zero else { throw .notPositive(rate) }
        guard rate.numerator <= Self.maxTerm, rate.denominator <= Self.maxTerm else { throw .tooFine(rate) }
        self.rate = rate
    }

    /// `framesPerSecond` frames per second; throws unless it is in 1...`maxTerm`.
    public init(_ framesPerSecond: Int) throws(FrameRateError) {
        try self.init(Rational(Int64(framesPerSecond)))
    }

    /// A constant rate in code, such as `60`; it must be in 1...`maxTerm` (a precondition).
    public init(integerLiteral value: Int64) {
        precondition(value > 0 && value <= Self.maxTerm, "frame rate literal \(value) is not in 1...\(Self.maxTerm)")
        rate = Rational(value)
    }

    /// Seconds per frame: the time base of the encoded stream.
    public var timeBase: Rational { Rational(rate.denominator, rate.numerator) }

    /// The exact time of frame `index`: index / fps.
    public func time(of index: FrameIndex) -> Rational {
        Rational(Int64(index.value)) * timeBase
    }

    public var description: String { rate.description }
}

/// The position of a frame in a clip, counted from 0.
public struct FrameIndex: Hashable, Sendable, Comparable, Strideable, CustomStringConvertible {
    /// The frame's number, 0 for the first.
    public let value: Int

    /// Frame number `value`.
    public init(_ value: Int) { self.value = value }

    public static func < (l: FrameIndex, r: FrameIndex) -> Bool { l.value < r.value }
    /// Frames from this one to `other`.
    public func distance(to other: FrameIndex) -> Int { other.value - value }
    /// The frame `n` frames later.
    public func advanced(by n: Int) -> FrameIndex { FrameIndex(value + n) }
    public var description: String { "\(value)" }
}
