import CompositorCore

/// A video shown by a view (an `AVPlayerLayer`): a recording file, the part of it played, how
/// fast, and how it fits the bounds, with the clip time of the frame being drawn.
///
/// What the view shows is a pure function of `clipTime` (`recordingTime`), so frames can be
/// made in any order on any thread: the renderer asks its `VideoFrameSource` for the
/// recording's latest frame whose presentation time is at or before `recordingTime`, as a
/// player holds a frame until the next one is due.
public struct VideoContent: Hashable, Sendable {
    /// Absolute path of the video file (resolved against the template's folder when decoded).
    public var path: String
    /// Recording time, in seconds, shown at clip time 0. Default 0; negative delays the
    /// recording (its first frame is held until clip time −start).
    public var start: Rational
    /// Recording time at which playing stops (the frame there is held) or, with `loops`, wraps
    /// back to `start`. `nil`: the end of the recording (its last frame is held).
    public var end: Rational?
    /// Recording seconds per clip second. Default 1.
    public var rate: Rational
    /// Wrap from `end` back to `start` (requires `end`).
    public var loops: Bool
    /// How the video fills the bounds: `fill` is `scaleAspectFill`, `fit` `scaleAspectFit`,
    /// `stretch` `scaleToFill` (AVLayerVideoGravity's three).
    public var contentMode: ContentMode
    /// The part of the picture shown, in unit coordinates of the whole picture, placed by
    /// `contentMode` as if it were the picture (as `ImageContent.crop`): a recording scene
    /// stretches a band of the recording under its drawn status bar this way. `nil`: all of it.
    public var crop: Rect? = nil
    /// The clip time of the frame this view is drawn in, in seconds; set per frame by the
    /// pipeline (`View.playingVideos(at:)`), 0 in a scene as decoded.
    public var clipTime: Rational = .zero

    /// The video at `path`, played from `start` to `end` at `rate`, fitted by `contentMode`.
    public init(path: String, start: Rational = .zero, end: Rational? = nil, rate: Rational = .one, loops: Bool = false,
                contentMode: ContentMode = .scaleAspectFill) {
        self.path = path
        self.start = start
        self.end = end
        self.rate = rate
        self.loops = loops
        self.contentMode = contentMode
    }

    /// The recording time shown at `clipTime`, exactly: `start + clipTime × rate`, wrapped into
    /// [start, end) when looping, held at `end` after it otherwise. Before the recording's first
    /// frame the source shows the first frame, after its last frame the last.
    public var recordingTime: Rational {
        let played = clipTime * rate
        guard let end, end > start else { return start + (played < .zero ? .zero : played) }
        if loops {
            let span = end - start
            let turns = Rational((played / span).floor)
            return start + (played - span * turns)
        }
        return min(start + played, end)
    }
}
