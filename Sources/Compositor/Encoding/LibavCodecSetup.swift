import CFFmpeg

/// The part of a libavcodec-backed format that differs from format to format: which encoder,
/// which muxer, which picture layout and how frames are converted into it, and the encoder
/// options that fix its bytes. `VideoEncoder` does the rest (the send/receive/mux loop, the
/// temporary file, the color tags) the same way for every one of them.
struct LibavCodecSetup {
    /// libavcodec encoder name, e.g. `libx264`.
    var encoder: String
    /// libavformat muxer name, e.g. `mp4`.
    var container: String
    /// The picture layout the encoder takes.
    var pixelFormat: AVPixelFormat
    /// Options for `avformat_write_header`; every one must be used by the muxer.
    var muxerOptions: [(String, String)] = []
    /// A four-character codec tag for the track (`hvc1`), or nil for the muxer's default.
    var codecTag: String?
    /// Stream metadata (WebM's `alpha_mode`).
    var streamMetadata: [(String, String)] = []
    /// Whether H.264 SEI units are removed from every packet (x264's settings banner).
    var stripsH264SEI = false
    /// Encoder options beyond size, rate, time base, keyframe interval, color tags and
    /// bit-exact flags (which `VideoEncoder` sets for every codec).
    var configure: (LibavCodecContext, EncoderSettings) throws(FFmpegError) -> Void
    /// Fills the encoder's picture from a frame (premultiplied RGBA at the settings' size).
    var convert: (Pixmap, UnsafeMutablePointer<AVFrame>) -> Void

    /// MP4 and MOV options: `moov` first (plays while downloading) and a track time scale of
    /// the frame rate's numerator, so pts count frames exactly (1/60, or 1/30000 at 29.97).
    static func isoMediaOptions(_ settings: EncoderSettings) -> [(String, String)] {
        [("movflags", "+faststart"), ("video_track_timescale", String(settings.frameRate.rate.numerator))]
    }
}
