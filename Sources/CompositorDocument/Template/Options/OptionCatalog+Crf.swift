import CompositorMedia

extension OptionCatalog {
    /// `--crf` and `video.crf`: x264's (and x265's) constant rate factor; 0, lossless, would
    /// need another profile. The default is measured in `EncoderSettings.defaultCRF`.
    public static let crf = IntegerOption(
        flag: "--crf", key: "video.crf", range: EncoderSettings.crfRange, defaultValue: EncoderSettings.defaultCRF,
        help: "x264 constant rate factor \(EncoderSettings.crfRange.lowerBound)-\(EncoderSettings.crfRange.upperBound) (default: the template's, else \(EncoderSettings.defaultCRF)).")
}
