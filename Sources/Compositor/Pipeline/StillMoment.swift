import CompositorCore
import CompositorDocument
import Foundation

/// Which picture of a clip a still shows (`segue-video still`, `SegueVideo.renderStill`): a
/// frame by number, an exact time, or a progress of the transition (interactive transitions
/// can stop at any progress).
public enum StillMoment: Sendable, Hashable {
    /// Frame `n`, 0-based, as in the video.
    case frame(Int)
    /// Seconds from the clip's start, exact (frame *i* is time *i* / fps).
    case time(Rational)
    /// Linear progress of the transition, 0 to 1, before the timing curve (for a flow: of its
    /// duration).
    case progress(Double)

    /// The views at this moment of `clip`; throws `OptionError` (exit 2, as the command line
    /// reports it) for a moment outside the clip, naming the flag that asks for it.
    func layers(of clip: ClipFrames) throws(OptionError) -> [View] {
        switch self {
        case .frame(let n):
            guard n >= 0 else { throw OptionError(message: "--frame \(n) is out of range; frames count from 0") }
            guard n < clip.frameCount else { throw OptionError(message: "--frame \(n) is past the clip's last frame, \(clip.frameCount - 1)") }
            return clip.layers(at: FrameIndex(n))
        case .time(let t):
            guard t >= .zero else { throw OptionError(message: "--time \(t) is out of range; seconds count from 0") }
            guard let layers = clip.layers(atTime: t) else {
                throw OptionError(message: "--time \(t) is past the clip's last frame, at \(String(format: "%.3f", clip.timeline.lastFrameTime.doubleValue)) s")
            }
            return layers
        case .progress(let p):
            guard (0...1).contains(p) else { throw OptionError(message: "--progress \(p) is out of range; expected 0 to 1") }
            return clip.layers(atProgress: p)
        }
    }
}
