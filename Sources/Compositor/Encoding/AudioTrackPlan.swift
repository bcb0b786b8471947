/// The audio track an MP4 or MOV gets beside its video: the soundtrack mixed to the video's
/// exact length, or silence (a track App Store previews require even when nothing plays).
package struct AudioTrackPlan: Hashable, Sendable {
    /// What plays; nil: a silent track.
    public var soundtrack: Soundtrack?
    /// The video's length in frames: the track lasts `videoFrames` / fps seconds, to the
    /// nearest sample.
    public var videoFrames: Int

    public init(soundtrack: Soundtrack?, videoFrames: Int) {
        self.soundtrack = soundtrack
        self.videoFrames = videoFrames
    }
}
