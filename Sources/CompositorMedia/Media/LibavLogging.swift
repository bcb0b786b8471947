import CFFmpeg

/// libav's own logging, which writes to stderr from inside the libraries.
enum LibavLogging {
    /// Turns libav's logging off: x264's banner, the muxer's progress and decoders' complaints
    /// would garble the CLI's one-line messages, and every failure already reaches the user as
    /// a Swift error with the call and `av_strerror` text. Idempotent.
    static func silence() { av_log_set_level(AV_LOG_QUIET) }
}
