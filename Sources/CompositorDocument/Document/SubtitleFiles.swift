/// Whether a clip's captions and callouts also go into subtitle files beside it (`NAME.vtt`,
/// `NAME.srt`): `--subtitles` and the template's `video.subtitles` (`OptionCatalog.subtitles`).
public enum SubtitleFiles: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Written when the clip has a caption or a callout (a clip without any gets none).
    case on
    /// Never written.
    case off

    /// The choice when neither `--subtitles` nor `video.subtitles` gives one (the default of
    /// `OptionCatalog.subtitles` and of `VideoSettings.subtitles`).
    public static let byDefault = SubtitleFiles.on

    public var description: String { rawValue }
}
