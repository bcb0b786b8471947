import CompositorCore

extension View {
    /// Whether this view or one of its subviews shows a video.
    public var showsVideo: Bool {
        video != nil || subviews.contains { $0.showsVideo }
    }

    /// This subtree with every video's `clipTime` set to `time`: what the pipeline does to a
    /// frame's views so that each video view shows the recording at that frame's time.
    public func playingVideos(at time: Rational) -> View {
        guard showsVideo else { return self }
        var copy = self
        copy.visit { if $0.video != nil { $0.video!.clipTime = time } }
        return copy
    }
}
