extension OptionCatalog {
    /// `--jobs`: threads compositing one clip (`render`, `checksum`, `check`, `verify`) or clips
    /// rendered at once (`batch`). Output is identical for any value; more than 64 is refused,
    /// not clamped.
    public static let jobs = IntegerOption(
        flag: "--jobs", key: nil, range: 1...64, defaultValue: nil,
        help: "Threads compositing frames (default: the core count). Output is identical for any value.")
}
