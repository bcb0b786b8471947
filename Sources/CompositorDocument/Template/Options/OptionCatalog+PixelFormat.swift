extension OptionCatalog {
    /// `--pixel-format` over `video.bitDepth`: HEVC's picture layout (8 or 10 bits).
    public static let pixelFormat = NameOption<PixelFormat>(
        flag: "--pixel-format", key: "video.bitDepth", defaultValue: .yuv420p,
        help: "HEVC's picture layout: yuv420p (8-bit, default) or yuv420p10le (10-bit Main 10; the template's video.bitDepth: 10).")
}
