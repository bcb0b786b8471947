extension OptionCatalog {
    /// `--hash`: the frame hash of `render --frame-hashes`, `batch`, `checksum` and the goldens
    /// `check --record` writes: XXH3-128 (as
    /// `xxh128sum` prints it, at memory speed) unless MD5 is asked for (files that compare with
    /// `ffmpeg -f framemd5`). The file's `#hash:` line says which.
    public static let hash = NameOption<FrameHashAlgorithm>(
        flag: "--hash", key: nil, defaultValue: .xxh128,
        help: "Frame hash: xxh128 (XXH3-128, as xxh128sum prints it; default) or md5 (as ffmpeg -f framemd5).")
}
