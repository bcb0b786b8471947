import CompositorCore

/// What `MediaProbe.inspect` reads back from a video file: enough to check the encoder's
/// promises (codec, size, frame count, exact timestamps, color tags, metadata, layout).
package struct VideoFileInfo: Sendable, Equatable {
    /// Codec name as libavcodec spells it, e.g. `h264`.
    public var codec: String
    /// Pixel format of the decoded frames, e.g. `yuv420p`.
    public var pixelFormat: String
    /// Picture size of the first decoded frame (the container's when nothing decodes).
    public var width: Int
    public var height: Int
    /// Frames the decoder produced.
    public var frameCount: Int
    /// The stream's time base: one over the MP4 track's timescale.
    public var timeBase: Rational
    /// Presentation timestamps of the decoded frames in `timeBase` units, in output order.
    public var framePTS: [Int64]
    /// The container's color tags (the MP4 `colr` box), as libavutil names them:
    /// `bt709`, `bt709`, `bt709`, `tv` (limited range); `unknown` when absent.
    public var colorPrimaries: String
    public var colorTransfer: String
    public var colorSpace: String
    public var colorRange: String
    /// The same four tags as the decoder reports them for the first frame (from the H.264 VUI).
    public var frameColor: ColorTags
    /// File-level metadata (e.g. `major_brand`; an `encoder` or `creation_time` key would betray
    /// a non-reproducible file).
    public var formatMetadata: [String: String]
    /// Video-stream metadata (e.g. `handler_name`).
    public var streamMetadata: [String: String]
    /// Whether the MP4's `moov` box precedes `mdat` (a "faststart" file that plays while downloading).
    public var moovBeforeMdat: Bool

    /// The demuxer's name (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `gif`).
    public var container: String = ""
    /// The codec profile, as libavcodec names it (`High`, `Main`, `4444`), when it has one.
    public var profile: String?
    /// The track's codec tag (`avc1`, `hvc1`, `apch`), when the container stores one.
    public var codecTag: String?
    /// The stream's average frame rate, when the container says.
    public var frameRate: Rational?
    /// Whether the decoded frames carry alpha (`yuva420p`, `yuva444p10le`, `bgra`, `rgba`…).
    public var hasAlpha = false
    /// One description per audio stream ("aac 48000 Hz, 2 channels"; none unless a soundtrack or
    /// a delivery preset asked for one).
    public var audio: [String] = []
    /// The video codec's level as the stream signals it (H.264: 40 is level 4.0), when known.
    public var level: Int?
    /// The audio streams, read from the container (nothing decoded).
    public var audioTracks: [AudioTrackInfo] = []

    /// One audio stream as the container describes it.
    public struct AudioTrackInfo: Sendable, Equatable {
        /// Codec name as libavcodec spells it, e.g. `aac`.
        public var codec: String
        /// The codec profile, e.g. `LC`.
        public var profile: String?
        public var sampleRate: Int
        public var channels: Int
        /// The stream's length in seconds (after its edit list), exact.
        public var duration: Rational?
        /// Bits per second as the container states it.
        public var bitRate: Int

        public init(codec: String, profile: String?, sampleRate: Int, channels: Int, duration: Rational?, bitRate: Int) {
            self.codec = codec; self.profile = profile; self.sampleRate = sampleRate; self.channels = channels
            self.duration = duration; self.bitRate = bitRate
        }
    }

    /// The length in seconds: the last frame's time plus one frame at `frameRate` (for a GIF,
    /// whose frames last their own delays, use `GIFDelays`).
    public var duration: Rational? {
        guard let last = frameTimes.last, let frameRate else { return nil }
        return last + Rational(frameRate.denominator, frameRate.numerator)
    }

    /// Frame timestamps in seconds as exact fractions.
    public var frameTimes: [Rational] { framePTS.map { Rational($0) * timeBase } }

    /// Color primaries, transfer, matrix and range names.
    public struct ColorTags: Sendable, Equatable, CustomStringConvertible {
        public var primaries: String
        public var transfer: String
        public var space: String
        public var range: String

        public init(primaries: String, transfer: String, space: String, range: String) {
            self.primaries = primaries; self.transfer = transfer; self.space = space; self.range = range
        }

        public var description: String { "\(primaries)/\(transfer)/\(space)/\(range)" }
    }
}
