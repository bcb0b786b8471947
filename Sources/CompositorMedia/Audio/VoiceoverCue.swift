import CompositorCore

/// A voice-over placed on the clip's timeline: a flow step's `voiceover:` sound, starting at
/// the step's start (its tap's lead first) and playing to its own end, mixed over the
/// soundtrack, which ducks under it (`Ducking`, `VoiceoverMix`).
public struct VoiceoverCue: Hashable, Sendable {
    /// The sound: its `file`, `volume` and where the template names it (`field` is
    /// `flow.steps[N].voiceover.file`). Its `start`, `fadeIn` and `fadeOut` are not used.
    public var sound: Soundtrack
    /// When it starts, in seconds from the clip's start; sample ⌊start × rate + ½⌋ of the track.
    public var start: Rational
    /// The step that carries it, from 0.
    public var step: Int

    public init(sound: Soundtrack, start: Rational, step: Int) {
        self.sound = sound; self.start = start; self.step = step
    }

    /// The one-line warning for a voice-over running past a clip that ends at `end` seconds,
    /// given its `length` in seconds; nil when it ends in time. The track ends with the video,
    /// so the rest is cut.
    public func overrunWarning(length: Rational, clipEnd end: Rational) -> String? {
        let over = start + length - end
        guard over > .zero else { return nil }
        func s(_ r: Rational) -> String { String(format: "%.3f", r.doubleValue) }
        return "flow.steps[\(step)].voiceover: \(sound.file) lasts \(s(length)) s from \(s(start)) s, past the clip's end at \(s(end)) s: its last \(s(over)) s are cut"
    }
}
