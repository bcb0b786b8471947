import CompositorCore

extension FlowSpec {
    /// The steps' voice-overs in step order, each at its step's start: the flow's `hold`, then
    /// each earlier step's span (lead, transition, hold), so a voice-over starts with its
    /// step's tap, as the step's caption does (`CaptionCue`).
    public var voiceovers: [VoiceoverCue] {
        var start = hold, cues: [VoiceoverCue] = []
        for (index, step) in steps.enumerated() {
            if let sound = step.voiceover { cues.append(VoiceoverCue(sound: sound, start: start, step: index)) }
            start = start + step.span
        }
        return cues
    }
}
