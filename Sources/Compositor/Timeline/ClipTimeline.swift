/// A clip's layout in time: the source scene held still, the transition, the destination held still.
///
/// Frame *i* shows the scene at the exact time tᵢ = *i* / fps. The clip lasts
/// D = holdBefore + transition + holdAfter and has ⌈D × fps⌉ frames (frames sample [0, D)).
/// A frame's progress is (tᵢ − holdBefore) / transition clamped to [0, 1]: 0 through the first
/// hold, 1 from the end of the transition on.
public struct ClipTimeline: Hashable, Sendable {
    public let frameRate: FrameRate
    public let holdBefore: Rational
    public let transition: Rational
    public let holdAfter: Rational

    /// Durations in seconds; `transition` must be positive and the holds non-negative.
    public init(frameRate: FrameRate, holdBefore: Rational, transition: Rational, holdAfter: Rational) {
        precondition(transition > .zero && holdBefore >= .zero && holdAfter >= .zero)
        self.frameRate = frameRate
        self.holdBefore = holdBefore
        self.transition = transition
        self.holdAfter = holdAfter
    }

    /// The clip's length in seconds.
    public var duration: Rational { holdBefore + transition + holdAfter }

    /// ⌈duration × fps⌉.
    public var frameCount: Int { Int((duration * frameRate.rate).ceiling) }

    /// All frame indices, in order.
    public var frames: Range<FrameIndex> { FrameIndex(0)..<FrameIndex(frameCount) }

    /// The exact, unclamped linear progress of the transition at frame `index`.
    public func exactProgress(at index: FrameIndex) -> Rational {
        let p = (frameRate.time(of: index) - holdBefore) / transition
        return min(max(p, .zero), .one)
    }

    /// Linear progress in [0, 1] at frame `index`, converted to a double once from the exact value.
    public func progress(at index: FrameIndex) -> Double {
        exactProgress(at: index).doubleValue
    }
}
