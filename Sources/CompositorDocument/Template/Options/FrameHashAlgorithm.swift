/// Which hash a frame-hash file holds: each composited frame's RGBA bytes (R, G, B, A, row
/// after row, before encoding) through one of these, printed as 32 lowercase hex digits.
///
/// - `xxh128` (the default for `render --frame-hashes`, `batch`, `checksum` and `check --record`): XXH3-128,
///   the digits `xxh128sum` prints for the same bytes. It runs at memory speed, so hashing every
///   frame costs a few percent of a render instead of half of it.
/// - `md5`: the hash of FFmpeg's framemd5 muxer, so a file compares with `ffmpeg -f framemd5`
///   line for line. Golden sets recorded in MD5 keep working (`check` reads the file's hash).
///
/// A file names its hash in its `#hash:` header line (`XXH128` or `MD5`, FFmpeg's framehash
/// layout); readers take either, and a file without the line is MD5 (FFmpeg's framemd5).
public enum FrameHashAlgorithm: String, Sendable, CaseIterable, Hashable {
    case xxh128
    case md5

    /// The name in the file's `#hash:` line.
    public var headerName: String {
        switch self {
        case .xxh128: "XXH128"
        case .md5: "MD5"
        }
    }

    /// The extension of files holding this hash: `framehash` (FFmpeg's name for the layout
    /// with any hash) or `framemd5`.
    public var fileExtension: String {
        switch self {
        case .xxh128: "framehash"
        case .md5: "framemd5"
        }
    }

    /// The algorithm a `#hash:` value names (case-insensitive), or `nil`.
    public init?(headerName: String) {
        guard let found = FrameHashAlgorithm.allCases.first(where: { $0.headerName.lowercased() == headerName.lowercased() }) else {
            return nil
        }
        self = found
    }
}
