import CFFmpeg

/// VP9 (libvpx-vp9) in WebM, for web pages; with a transparent canvas as `yuva420p` (the alpha
/// goes in a second VP9 stream that WebM stores beside the first, `alpha_mode: 1`), which
/// Chromium and Firefox composite over the page.
///
/// Settings fixed so bytes repeat: 2 threads with 1 tile column and row multithreading off
/// (libvpx's threads then only split work that gives the same result), `deadline=realtime`
/// with `cpu-used=8` (fast, and no speed feature chosen from measured timings), constant
/// quality (`crf` 32, no bitrate target), no lookahead (`lag-in-frames=0`).
enum VP9Format {
    /// libvpx's constant-quality level (0–63; 32 keeps UI edges and text clean).
    static let crf = 32

    static let format = OutputFormat(codec: .vp9, title: "VP9 WebM", extensions: ["webm"], alpha: .always,
                                     byteReproducible: true, memoryPerPixel: 100, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        let alpha = settings.keepsAlpha
        let pixelFormat: AVPixelFormat = alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        var convert = PictureConversion.yuv420
        if alpha { convert = PictureConversion.yuva420 }
        return LibavCodecSetup(
            encoder: "libvpx-vp9", container: .webm, pixelFormat: pixelFormat,
            streamMetadata: alpha ? [("alpha_mode", "1")] : [],
            configure: configure, convert: convert)
    }

    private static func configure(_ encoder: LibavCodecContext, _ settings: EncoderSettings) throws(FFmpegError) {
        encoder.pointer.pointee.thread_count = 2
        encoder.pointer.pointee.bit_rate = 0
        try encoder.setOption("crf", "\(crf)")
        try encoder.setOption("deadline", "realtime")
        try encoder.setOption("cpu-used", "8")
        try encoder.setOption("row-mt", "0")
        try encoder.setOption("tile-columns", "0")
        try encoder.setOption("lag-in-frames", "0")
    }
}
