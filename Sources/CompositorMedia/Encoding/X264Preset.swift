/// An x264 preset (x265 knows the same names), fastest first: the name `--preset` and the
/// template's `video.preset` take is the raw value, parsed once where it is read.
public enum X264Preset: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow, placebo

    public var description: String { rawValue }
}
