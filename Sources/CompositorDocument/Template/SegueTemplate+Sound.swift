import CompositorCore
import CompositorMedia

/// The sound a template plays: its soundtrack (`audio:`) and its flow's voice-overs.
extension SegueTemplate {
    /// The flow's voice-overs in step order, each at its step's start: the flow's `hold`, then
    /// each earlier step's span (lead, transition, hold), so a voice-over starts with its
    /// step's tap, as the step's caption does (`CaptionCue`); empty for a segue template.
    /// Worked out here, where the template meets the audio path, so neither the flow (which
    /// holds each step's sound, a `Soundtrack` value) nor the audio path depends on the other.
    public var voiceovers: [VoiceoverCue] {
        guard let flow else { return [] }
        var start = flow.hold, cues: [VoiceoverCue] = []
        for (index, step) in flow.steps.enumerated() {
            if let sound = step.voiceover { cues.append(VoiceoverCue(sound: sound, start: start, step: index)) }
            start = start + step.span
        }
        return cues
    }

    /// True when the template has anything to hear: a soundtrack or a voice-over.
    public var hasSound: Bool { audio != nil || !voiceovers.isEmpty }

    /// The audio track of a video of `videoFrames` frames: the soundtrack and the voice-overs.
    package func audioTrack(videoFrames: Int) -> AudioTrackPlan {
        AudioTrackPlan(soundtrack: audio, voiceovers: voiceovers, videoFrames: videoFrames)
    }

    /// The audio track of a video made of the clip's `frames` (at `video.frameRate`), as it
    /// sounds from the first of them: the soundtrack starts that much later in its file (its
    /// fades at the range's ends), the voice-overs that much earlier (one already speaking is
    /// heard from where it has got to). The whole clip's track for `0..<frameCount`.
    package func audioTrack(frames: Range<Int>) -> AudioTrackPlan {
        guard frames.lowerBound > 0 else { return audioTrack(videoFrames: frames.count) }
        let offset = Rational(Int64(frames.lowerBound)) * video.frameRate.timeBase
        var soundtrack = audio
        if let start = soundtrack?.start { soundtrack?.start = start + offset }
        let cues = voiceovers.map { cue in
            var cue = cue
            cue.start = cue.start - offset
            return cue
        }
        return AudioTrackPlan(soundtrack: soundtrack, voiceovers: cues, videoFrames: frames.count)
    }

    /// Opens the soundtrack and every voice-over and decodes their first samples, so a file
    /// that is not sound fails before any output exists (exit 4 at its key, naming the file);
    /// measures each voice-over (a full decode, in chunks) and returns a warning for each that
    /// runs past the clip's end, where the track cuts it (`VoiceoverCue.overrunWarning`).
    /// Once per loaded template: what the files gave is kept (`soundProbes`) and reused by every
    /// later call, on this template or a copy of it; the warnings follow the copy's own clip end.
    public func probeSound() throws -> [String] {
        if let audio { try soundProbes.probe(audio) }
        let end = Rational(Int64(timeline.frameCount)) * video.frameRate.timeBase
        var warnings: [String] = []
        for cue in voiceovers {
            try soundProbes.probe(cue.sound)
            if let warning = cue.overrunWarning(length: try soundProbes.length(of: cue.sound), clipEnd: end) { warnings.append(warning) }
        }
        return warnings
    }
}
