import CompositorCore

/// A clip's frame hashes in FFmpeg's framehash layout (version 2), the text `checksum` prints,
/// `render --frame-hashes` and `batch` write and golden sets keep:
///
///     #format: frame checksums
///     #version: 2
///     #hash: XXH128
///     #tb 0: 1001/30000
///     #media_type 0: video
///     #codec_id 0: rawvideo
///     #dimensions 0: 64x48
///     #sar 0: 1/1
///     #stream#, dts,        pts, duration,     size, hash
///     0,          0,          0,        1,    12288, 0b1f…
///
/// The time base is the reciprocal of the frame rate, so frame *i* has dts = pts = *i* and lasts 1.
/// The `#hash:` line names the hash (`FrameHashAlgorithm`). With `MD5` the same lines come out of
/// `ffmpeg -f rawvideo -pix_fmt rgba -s 64x48 -framerate 30000/1001 -i frames.rgba -vf setsar=1
/// -fflags +bitexact -f framemd5 -` on the frames' bytes; with `XXH128` each row's hash is what
/// `xxh128sum` prints for that frame's bytes.
public struct FrameHashManifest: Hashable, Sendable {
    /// The frames' size in pixels.
    public var width: Int
    /// The frames' height in pixels.
    public var height: Int
    /// Seconds per tick: 1 / fps.
    public var timeBase: Rational
    /// The hash in every row (the `#hash:` line).
    public var algorithm: FrameHashAlgorithm
    /// One per frame, in order from frame 0.
    public var frames: [FrameChecksum]

    /// A manifest of `frames` (none yet by default) in the given format.
    public init(width: Int, height: Int, timeBase: Rational, algorithm: FrameHashAlgorithm, frames: [FrameChecksum] = []) {
        self.width = width
        self.height = height
        self.timeBase = timeBase
        self.algorithm = algorithm
        self.frames = frames
    }

    /// The empty manifest for a clip's canvas and frame rate.
    public init(for template: SegueTemplate, algorithm: FrameHashAlgorithm) {
        self.init(width: template.outputCanvas.pixelWidth, height: template.outputCanvas.pixelHeight,
                  timeBase: template.video.frameRate.timeBase, algorithm: algorithm)
    }

    /// The header lines, each ending in a newline.
    public var header: String {
        """
        #format: frame checksums
        #version: 2
        #hash: \(algorithm.headerName)
        #tb 0: \(timeBase.numerator)/\(timeBase.denominator)
        #media_type 0: video
        #codec_id 0: rawvideo
        #dimensions 0: \(width)x\(height)
        #sar 0: 1/1
        #stream#, dts,        pts, duration,     size, hash

        """
    }

    /// One frame's row with its newline, spaced as FFmpeg's framehash muxer spaces it
    /// (`%d, %10d, %10d, %8d, %8d, %s`).
    public static func line(for frame: FrameChecksum) -> String {
        let i = String(frame.index.value)
        return "0, \(pad(i, 10)), \(pad(i, 10)), \(pad("1", 8)), \(pad(String(frame.size), 8)), \(frame.digest)\n"
    }

    /// The whole file.
    public var text: String { header + frames.map(FrameHashManifest.line).joined() }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}
