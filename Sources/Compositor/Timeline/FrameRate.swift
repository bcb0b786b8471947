/// Frames per second as an exact fraction (60, 30000/1001, …). The encoder's time base is its
/// reciprocal, so frame *i* has presentation timestamp *i*.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    /// Frames per second.
    public let rate: Rational

    /// `rate` must be positive.
    public init(_ rate: Rational) {
        precondition(rate > .zero, "frame rate must be positive")
        self.rate = rate
    }

    public init(_ framesPerSecond: Int) { self.init(Rational(Int64(framesPerSecond))) }

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
    public let value: Int

    public init(_ value: Int) { self.value = value }

    public static func < (l: FrameIndex, r: FrameIndex) -> Bool { l.value < r.value }
    public func distance(to other: FrameIndex) -> Int { other.value - value }
    public func advanced(by n: Int) -> FrameIndex { FrameIndex(value + n) }
    public var description: String { "\(value)" }
}
