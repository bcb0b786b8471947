/// What the H.264 encoder makes: picture size, frame rate and the two x264 knobs that trade
/// size for speed. Everything else about the stream is fixed (see `VideoEncoder`).
public struct EncoderSettings: Hashable, Sendable {
    /// Pixels; must be even (4:2:0 chroma covers 2×2 blocks), 2...16384.
    public var width: Int
    public var height: Int
    /// The stream's time base is exactly 1/frameRate (1001/30000 for 29.97), one tick a frame.
    public var frameRate: FrameRate
    /// x264 constant rate factor, 1...51 (lower is better and larger; 0, lossless, would need
    /// the High 4:4:4 profile).
    ///
    /// Default 20: on the 2 s 1080p60 animated test clip it is visually clean on flat UI colours
    /// and gradients, where 23 (x264's default) shows banding in gradients, at a size that
    /// still suits sharing (see the measurements in the media report).
    public var crf: Int
    /// x264 preset name. Default `veryfast`: on this 2-core machine it encodes 1080p60 at about
    /// real time; `faster`/`fast` cost 1.5–2× the time for a few per cent of size, and
    /// `ultrafast` drops CABAC and B-frames and doubles the file.
    public var preset: String

    public static let defaultCRF = 20
    public static let defaultPreset = "veryfast"
    /// The presets x264 knows, fastest first.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    public init(width: Int, height: Int, frameRate: FrameRate, crf: Int = EncoderSettings.defaultCRF,
                preset: String = EncoderSettings.defaultPreset) {
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
        guard (1...51).contains(crf) else {
            throw EncoderSettingsError(field: "crf", message: "\(crf) is not in 1...51")
        }
        guard EncoderSettings.presets.contains(preset) else {
            throw EncoderSettingsError(field: "preset", message: "unknown x264 preset \"\(preset)\"; expected one of \(EncoderSettings.presets.joined(separator: ", "))")
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
