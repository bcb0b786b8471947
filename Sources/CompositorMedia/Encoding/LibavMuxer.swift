/// The libavformat muxers the formats write with, by FFmpeg's name for each (`ffmpeg -muxers`):
/// one declaration of each name, so the encoder asks what a muxer takes instead of comparing
/// its name as a string (issue 43; `NameLiteralTests`).
enum LibavMuxer: String {
    /// MP4 (movenc.c): H.264 and HEVC.
    case mp4
    /// QuickTime (movenc.c): ProRes.
    case mov
    /// WebM (matroskaenc.c): VP9.
    case webm
    /// YUV4MPEG2 (yuv4mpegenc.c): the raw `.y4m` pipe.
    case yuv4mpegpipe
    /// Animated PNG (apngenc.c).
    case apng

    /// Whether the muxer takes `movie_timescale`, the movie header's time scale: movenc.c's
    /// option (MP4 and MOV, the formats that carry audio), which an audio track sets to its
    /// sample rate.
    var takesMovieTimescale: Bool {
        switch self {
        case .mp4, .mov: true
        case .webm, .yuv4mpegpipe, .apng: false
        }
    }
}
