import CompositorCore

/// What the H.264 encoder makes: picture size, frame rate and the two x264 knobs that trade
/// size for speed. Everything else about the stream is fixed (see `VideoEncoder`).
package struct EncoderSettings: Hashable, Sendable {
    /// Pixels; must be even (4:2:0 chroma covers 2×2 blocks), 2...16384.
    public var width: Int
    public var height: Int
    /// The stream's time base is exactly 1/frameRate (1001/30000 for 29.97), one tick a frame.
    public var frameRate: FrameRate
    /// x264 constant rate factor, `crfRange` (lower is better and larger; 0, lossless, would
    /// need the High 4:4:4 profile).
    public var crf: Int
    /// x264's preset (x265 knows the same names).
    public var preset: X264Preset
    /// Which ProRes the `prores` format writes (default HQ; 4444 and 4444 XQ keep alpha).
    public var proresProfile: ProResProfile = .hq
    /// Whether the frames' alpha is to be kept (a transparent canvas, for a format that can).
    public var keepsAlpha = false
    /// H.264 by bit rate and level instead of `crf` (a delivery preset's); nil: CRF.
    public var bitrate: BitrateLimit?
    /// An AAC track beside the video (formats whose `OutputFormat.carriesAudio`); nil: none.
    public var audio: AudioTrackPlan?
    /// Whether the MP4/MOV may carry edit lists (`elst`). True: FFmpeg's mov muxer writes one
    /// per track, the AAC track's trimming the encoder's 1024 priming samples. False (the feed
    /// delivery presets, `DeliveryPreset.allowsEditLists`): the muxer runs with
    /// `use_editlist 0` (FFmpeg formats documentation, mov/mp4 muxer options) and the priming
    /// is handled in the track itself (`AudioTrackEncoder`): the soundtrack's first 1024
    /// samples (21.3 ms at 48 kHz) are not encoded and the packets start at time 0, so the
    /// decoded priming plays in their place, the rest stays in sync with the picture, and
    /// the audio lasts exactly as long as the video.
    public var editLists = true
    /// Bits per sample for HEVC: 8 (Main) or 10 (Main 10, `yuv420p10le`). ProRes is always
    /// 10-bit; the other formats 8.
    public var bitDepth = 8
    /// Which of its assembly x264 may use (a test hook, `EngineSettings.x264Assembly`).
    public var x264Assembly: X264Assembly = .detected

    /// The default CRF, 18. Defaults measured on a 2 s 1080p60 push segue over a photo (120 frames, 2 x264 threads,
    /// 2-core machine shared with other builds, so speeds are per CPU-second):
    ///
    /// | preset    | CRF | frames/CPU-s | size     | luma PSNR |
    /// |-----------|-----|--------------|----------|-----------|
    /// | ultrafast | 20  | ~100         | 1 400 KB | –         |
    /// | superfast | 20  | ~55          | 1 011 KB | 46.3 dB   |
    /// | veryfast  | 23  | ~45          | 313 KB   | 39.9 dB   |
    /// | veryfast  | 20  | ~40          | 429 KB   | 42.4 dB   |
    /// | veryfast  | 18  | ~40          | 518 KB   | 44.0 dB   |
    /// | faster    | 20  | ~22          | 475 KB   | 44.1 dB   |
    ///
    /// A second measurement, on segue-video's own frames (Templates/cross-dissolve.yaml, 2 s
    /// 1080p60 decoded to raw YUV, x264 through the FFmpeg CLI with 2 threads, CRF 18, PSNR
    /// against the source frames, one run on an idle 2-core machine):
    ///
    /// | x264 settings                      | fps   | size   | PSNR    | profile              |
    /// |------------------------------------|-------|--------|---------|----------------------|
    /// | veryfast                           | 34.8  | 160 KB | 56.9 dB | High                 |
    /// | superfast                          | 59.7  | 308 KB | 64.8 dB | High                 |
    /// | ultrafast                          | 107.0 | 943 KB | –       | Constrained Baseline |
    /// | ultrafast + `cabac=1:8x8dct=1`     | 101.3 | 391 KB | 64.0 dB | High                 |
    ///
    /// UI segues are flat color, edges and text: `ultrafast` with CABAC and the 8×8 transform
    /// (which `VideoEncoder` always sets, keeping every stream High profile) is as clean as
    /// `superfast` to the eye and by PSNR, 27 % larger, and 1.7× faster, which is what batch
    /// export needs to run at four times the peers' speed. `--preset veryfast` (or slower)
    /// gives the smallest files.
    public static let defaultCRF = 18
    /// The CRF values x264's High profile accepts (`OptionCatalog.crf`'s range).
    public static let crfRange = 1...51
    /// x264's `ultrafast` (with CABAC and 8×8 transform kept on); see `defaultCRF` for the
    /// measurements behind both defaults.
    public static let defaultPreset = X264Preset.ultrafast
    /// The presets' names, fastest first (for messages and the schema).
    public static var presets: [String] { X264Preset.allCases.map(\.rawValue) }

    public init(width: Int, height: Int, frameRate: FrameRate, crf: Int = EncoderSettings.defaultCRF,
                preset: X264Preset = EncoderSettings.defaultPreset) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.crf = crf
        self.preset = preset
    }

    /// Throws an `EncoderSettingsError` naming the first value the encoder cannot use.
    public func validate() throws(EncoderSettingsError) {
        for (name, value) in [("width", width), ("height", height)] {
            guard (2...16384).contains(value), value % 2 == 0 else {
                throw EncoderSettingsError(field: name, message: "\(value) is not an even number of pixels in 2...16384")
            }
        }
        let rate = frameRate.rate
        guard rate.numerator <= Int32.max, rate.denominator <= Int32.max, rate <= Rational(1000) else {
            throw EncoderSettingsError(field: "frameRate", message: "\(rate) frames per second is out of range")
        }
        guard EncoderSettings.crfRange.contains(crf) else {
            throw EncoderSettingsError(field: "crf", message: "\(crf) is not in 1...51")
        }
    }
}

/// An `EncoderSettings` value the encoder cannot use: exit 3, since sizes and rates come from
/// the template (the caller may rethrow it as a `TemplateError` with the template's location).
public struct EncoderSettingsError: SegueVideoError, Equatable {
    /// The settings field, e.g. `width`.
    public var field: String
    public var message: String

    public var exitStatus: ExitStatus { .invalidTemplate }
    public var description: String { "encoder \(field): \(message)" }
}
