extension OptionCatalog {
    /// `--subtitles` and `video.subtitles`: whether a clip's captions and callouts also go into
    /// `NAME.vtt` and `NAME.srt` beside it (docs/formats.md, "Subtitle files").
    public static let subtitles = NameOption<SubtitleFiles>(
        flag: "--subtitles", key: "video.subtitles", defaultValue: .byDefault,
        help: "Write the captions and callouts as NAME.vtt (WebVTT) and NAME.srt beside the clip: on (default: when the clip has any) or off.")
}
