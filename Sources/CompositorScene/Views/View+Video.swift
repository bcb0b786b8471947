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

    /// This subtree with each video pinned to the picture it shows: played from `shown(video)`
    /// (that picture's presentation time, `VideoFrameSource.shownTime(of:at:)`) at clip time
    /// 0, so it shows the same picture, and two moments showing the same pictures give equal
    /// views (a recording holds each frame for several output frames). `nil` when `shown` has
    /// no answer for a video.
    public func pinningVideos(_ shown: (VideoContent) -> Rational?) -> View? {
        guard showsVideo else { return self }
        var copy = self, unknown = false
        copy.visit { view in
            guard let video = view.video else { return }
            guard let time = shown(video) else { unknown = true; return }
            var pinned = VideoContent(path: video.path, start: time, contentMode: video.contentMode)
            pinned.crop = video.crop
            view.video = pinned
        }
        return unknown ? nil : copy
    }
}
