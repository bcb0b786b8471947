import CFFmpeg
import CompositorScene

/// The part of a libavcodec-backed format that differs from format to format: which encoder,
/// which muxer, which picture layout and how frames are converted into it, and the encoder
/// options that fix its bytes. `VideoEncoder` does the rest (the send/receive/mux loop, the
/// temporary file, the color tags) the same way for every one of them.
struct LibavCodecSetup {
    /// libavcodec encoder name, e.g. `libx264`.
    var encoder: String
    /// The libavformat muxer.
    var container: LibavMuxer
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
    /// Whether the decode timestamps of a stream of at most `shortStreamFrames` frames are
    /// replaced by the packets' order (x265; see `shortStreamFrames`).
    var fillsShortStreamDTS = false
    /// Encoder options beyond size, rate, time base, keyframe interval, color tags and
    /// bit-exact flags (which `VideoEncoder` sets for every codec).
    var configure: (LibavCodecContext, EncoderSettings) throws(FFmpegError) -> Void
    /// Fills the encoder's picture from a frame (premultiplied RGBA at the settings' size).
    var convert: (Pixmap, UnsafeMutablePointer<AVFrame>) -> Void

    /// MP4 and MOV options: `moov` first (plays while downloading) and a track time scale of
    /// the frame rate's numerator, so pts count frames exactly (1/60, or 1/30000 at 29.97).
    /// The longest stream whose decode timestamps x265 leaves to chance. x265 3.5 (Debian 12's)
    /// computes the dts of its first packets as pts − `m_bframeDelayTime`, a member it sets only
    /// when frame number `bframeDelay` (2 with B-pyramid, every preset) arrives and never
    /// initialises: a stream of 1 or 2 frames gets heap garbage, so the MP4 muxer refuses it
    /// ("pts/dts pair unsupported", `AVERROR_PATCHWELCOME`) or, worse, writes a nonsense `ctts`
    /// that depends on the process's history (x265 issue #781, fixed upstream by initialising
    /// it to 0). Such a stream has no B-frame (its last frame is a P-frame), so decode order is
    /// display order and its dts are 0, 1 in frames, what fixed x265 writes; `VideoEncoder`
    /// sets them and checks dts ≤ pts. From 3 frames on x265's own dts are right (first −2).
    static let shortStreamFrames = 2

    static func isoMediaOptions(_ settings: EncoderSettings) -> [(String, String)] {
        [("movflags", "+faststart"), ("video_track_timescale", String(settings.frameRate.rate.numerator))]
            + (settings.editLists ? [] : [("use_editlist", "0")])
    }
}

extension LibavCodecSetup {
    /// x264 and x265 in MP4, set up by one piece of code: 8-bit 4:2:0 through `YUV420Converter`,
    /// `moov` first, the template's preset and CRF, then the encoder's own parameter string
    /// (`x264-params` / `x265-params`) that fixes its bytes. `prepare` sets what only one of them
    /// needs (x264's profile and thread count) before those options.
    /// `tenBit`: 10-bit 4:2:0 (`yuv420p10le`) through `YUV10Converter` instead (x265's Main 10).
    /// `levelledBitrate`: the encoder honours `settings.bitrate` (a delivery preset's bit rate,
    /// VBV buffer and level) in place of CRF; x264 only.
    static func x26x(encoder: String, paramsOption: String, params: String, settings: EncoderSettings,
                     codecTag: String? = nil, stripsH264SEI: Bool = false, fillsShortStreamDTS: Bool = false, tenBit: Bool = false,
                     levelledBitrate: Bool = false,
                     prepare: @escaping (LibavCodecContext) throws(FFmpegError) -> Void = { _ throws(FFmpegError) in }) -> LibavCodecSetup {
        var convert = PictureConversion.yuv420
        if tenBit { convert = PictureConversion.yuv420p10 }
        return LibavCodecSetup(
            encoder: encoder, container: .mp4, pixelFormat: tenBit ? AV_PIX_FMT_YUV420P10LE : AV_PIX_FMT_YUV420P,
            muxerOptions: isoMediaOptions(settings), codecTag: codecTag, stripsH264SEI: stripsH264SEI,
            fillsShortStreamDTS: fillsShortStreamDTS,
            configure: { encoder, settings throws(FFmpegError) in
                try prepare(encoder)
                try encoder.setOption("preset", settings.preset.rawValue)
                if levelledBitrate, let limit = settings.bitrate {
                    encoder.pointer.pointee.bit_rate = Int64(limit.targetKbps) * 1000
                    encoder.pointer.pointee.rc_max_rate = Int64(limit.maxKbps) * 1000
                    encoder.pointer.pointee.rc_buffer_size = Int32(limit.bufferKbit * 1000)
                    try encoder.setOption("level", limit.level)
                } else {
                    try encoder.setOption("crf", "\(settings.crf)")
                }
                try encoder.setOption(paramsOption, params)
            },
            convert: convert)
    }
}

extension OutputFormat {
    /// A format libavcodec encodes (`VideoEncoder`): its encoder and its pixel format's name
    /// both come from `setup`, so they cannot disagree.
    init(codec: Codec, title: String, extensions: [String], alpha: AlphaSupport, byteReproducible: Bool,
         carriesAudio: Bool = false, memoryPerPixel: Int = EncoderMemory.defaultPerPixel,
         setup: @escaping @Sendable (EncoderSettings) -> LibavCodecSetup) {
        self.init(codec: codec, title: title, extensions: extensions, alpha: alpha, byteReproducible: byteReproducible,
                  carriesAudio: carriesAudio, memoryPerPixel: memoryPerPixel,
                  pixelFormat: { settings in av_get_pix_fmt_name(setup(settings).pixelFormat).map { String(cString: $0) } ?? "none" },
                  makeEncoder: { path, settings in try VideoEncoder(outputPath: path, settings: settings, setup: setup(settings)) })
    }
}
