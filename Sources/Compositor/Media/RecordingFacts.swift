import CFFmpeg
import CompositorCore

/// What `import` needs to know of a screen recording to write a template that plays it: its
/// upright picture size, how many frames it has, when its last frame ends and its average rate.
///
/// The file is opened as a view's `video:` opens it (`VideoDecoder`: codec, size, color,
/// rotation and index checks, and one decoded frame), so a recording `import` accepts is one the
/// render accepts, with the same one-line errors. The timing comes from the packets alone
/// (demuxed, not decoded): bounded by the file's size, not by the length it declares.
package struct RecordingFacts: Sendable, Equatable {
    /// The picture as shown: after the rotation metadata is applied.
    public var width: Int
    public var height: Int
    /// Video packets (frames) in the file.
    public var frameCount: Int
    /// When the last frame stops showing, in seconds from time 0 of the recording's clock (the
    /// first frame shows from time 0 when it starts later, as `video:` shows it).
    public var end: Rational
    /// Frames per second on average (frame count ÷ the span of their timestamps).
    public var averageRate: Double

    public init(width: Int, height: Int, frameCount: Int, end: Rational, averageRate: Double) {
        self.width = width; self.height = height; self.frameCount = frameCount; self.end = end; self.averageRate = averageRate
    }

    /// Reads the recording at `path`; throws an `AssetError` (exit 4) naming the file.
    public static func read(path: String) throws(AssetError) -> RecordingFacts {
        let decoder = try VideoDecoder(path: path)
        let picture = try decoder.frame(at: Rational(0)).pixmap
        var first = Int64.max, last = Int64.min, end = Int64.min, count = 0
        let timeBase: Rational
        do {
            let input = try LibavInput(path: path)
            let tb = input.stream.pointee.time_base
            timeBase = Rational(Int64(tb.num), Int64(tb.den))
            let packet = try LibavPacket()
            while true {
                let read = av_read_frame(input.format, packet.pointer)
                if read == CFFmpeg_AVERROR_EOF() { break }
                if read < 0 { throw FFmpegError(call: "av_read_frame", code: read) }
                defer { av_packet_unref(packet.pointer) }
                let p = packet.pointer.pointee
                guard p.stream_index == input.streamIndex else { continue }
                let pts = p.pts != CFFmpeg_AV_NOPTS_VALUE() ? p.pts : p.dts
                guard pts != CFFmpeg_AV_NOPTS_VALUE() else { continue }
                count += 1
                first = min(first, pts)
                last = max(last, pts)
                end = max(end, pts + max(p.duration, 0))
            }
        } catch {
            throw VideoDecoder.describe(error, path: path)
        }
        guard count > 0 else { throw AssetError(path: path, message: "video stream has no frames (truncated or empty)") }
        // The last frame's own duration when the container gives one; else one average interval.
        let span = Rational(last - first) * timeBase
        var stop = Rational(end) * timeBase
        if end <= last {
            stop = Rational(last) * timeBase + (count > 1 ? span / Rational(Int64(count - 1)) : Rational(1, 30))
        }
        let rate = span > Rational(0) ? Double(count - 1) / span.doubleValue : 30
        return RecordingFacts(width: picture.width, height: picture.height, frameCount: count, end: max(stop, Rational(0)), averageRate: rate)
    }
}
