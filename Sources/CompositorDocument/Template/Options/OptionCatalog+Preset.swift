import CompositorMedia

extension OptionCatalog {
    /// `--preset` and `video.preset`: x264's preset (x265 knows the same names). The default
    /// is measured in `EncoderSettings.defaultCRF`.
    public static let preset = NameOption<X264Preset>(
        flag: "--preset", key: "video.preset", defaultValue: EncoderSettings.defaultPreset,
        help: "x264 preset (default: the template's, else \(EncoderSettings.defaultPreset)).")
}
