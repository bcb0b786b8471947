import CompositorCore

/// A frame worth reading in a clip: a screen at rest (nothing moving, no caption fading), or
/// the middle of a step whose caption is fully shown.
package struct ProofMoment: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A screen at rest: the first and last frame of a segue, each flow state before its
        /// step starts, and a flow's last frame.
        case rest
        /// The middle of a flow step with a caption (the caption at full opacity).
        case caption
    }

    public var kind: Kind
    public var frame: FrameIndex

    /// The moments of `clip`, in time order, without repeats: for a segue its first and last
    /// frame; for a flow the frame where each step starts (the state before it, at rest, the
    /// previous caption faded out), the middle of each captioned step, and the last frame.
    public static func moments(of clip: ClipFrames) -> [ProofMoment] {
        let last = FrameIndex(clip.frameCount - 1)
        var moments: [ProofMoment] = []
        /// The first frame at or after `time` (a frame before a step's start still shows the
        /// previous caption fading out).
        func add(_ kind: Kind, at time: Rational) {
            let index = FrameIndex(min(Int((time * clip.timeline.frameRate.rate).ceiling), last.value))
            guard !moments.contains(where: { $0.frame == index }) else { return }
            moments.append(ProofMoment(kind: kind, frame: index))
        }
        if let flow = clip.flow {
            for step in flow.steps {
                add(.rest, at: step.start)
                // The caption's own span: a callout at a view the step takes away ends as
                // the transition starts (or with it, without a tap), before the step's hold.
                if let caption = step.caption { add(.caption, at: step.start + caption.span / Rational(2)) }
            }
        } else {
            add(.rest, at: .zero)
        }
        add(.rest, at: clip.timeline.lastFrameTime)
        return moments.sorted { $0.frame < $1.frame }
    }
}
