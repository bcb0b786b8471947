/// The audio track an MP4 or MOV gets beside its video: the soundtrack mixed to the video's
/// exact length with a flow's voice-overs over it, or silence (a track App Store previews
/// require even when nothing plays).
package struct AudioTrackPlan: Hashable, Sendable {
    /// What plays; nil: silence under the voice-overs (or throughout).
    public var soundtrack: Soundtrack?
    /// The flow's voice-overs, each at its step's start (`SegueTemplate.voiceovers`).
    public var voiceovers: [VoiceoverCue]
    /// The video's length in frames: the track lasts `videoFrames` / fps seconds, to the
    /// nearest sample.
    public var videoFrames: Int

    public init(soundtrack: Soundtrack?, voiceovers: [VoiceoverCue] = [], videoFrames: Int) {
        self.soundtrack = soundtrack
        self.voiceovers = voiceovers
        self.videoFrames = videoFrames
    }
}
