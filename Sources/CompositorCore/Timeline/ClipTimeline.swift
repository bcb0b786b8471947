/// A clip's layout in time: the source scene held still, the transition, the destination held still.
///
/// Frame *i* shows the scene at the exact time tᵢ = *i* / fps. The clip lasts
/// D = holdBefore + transition + holdAfter and has ⌈D × fps⌉ + 1 frames, so the samples cover
/// the closed interval [0, D]: the first frame is the start state and the last frame, at
/// t = ⌈D × fps⌉ / fps ≥ D, is the final state (progress 1) even with `holdAfter: 0`.
/// When D × fps is whole that is ⌊D × fps⌋ + 1 frames and the last one sits exactly at D;
/// otherwise the last one lies less than one frame period after D (clamped to the final state).
/// A frame's progress is (tᵢ − holdBefore) / transition clamped to [0, 1]: 0 through the first
/// hold, 1 from the end of the transition on.
public struct ClipTimeline: Hashable, Sendable {
    /// Frames per second.
    public let frameRate: FrameRate
    /// Seconds of the source before the transition.
    public let holdBefore: Rational
    /// Seconds the transition runs.
    public let transition: Rational
    /// Seconds of the destination after it.
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

    /// ⌈duration × fps⌉ + 1: every frame time i / fps in [0, D], plus the first one at or after
    /// D when D falls between two frames, so the last frame always shows the final state.
    public var frameCount: Int { Int((duration * frameRate.rate).ceiling) + 1 }

    /// The encoded video's length: `frameCount` frame periods (each frame lasts 1 / fps, the last
    /// one included), which is D + 1 / fps when D × fps is whole.
    public var videoDuration: Rational { Rational(Int64(frameCount)) * frameRate.timeBase }

    /// The time of the last frame, ⌈D × fps⌉ / fps: D itself when D × fps is whole.
    public var lastFrameTime: Rational { frameRate.time(of: FrameIndex(frameCount - 1)) }

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
