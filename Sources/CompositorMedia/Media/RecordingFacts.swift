import CFFmpeg
import CompositorCore

/// What `import` needs to know of a screen recording to write a template that plays it: its
/// upright picture size, how many frames it has, when its last frame ends and its average rate.
///
/// The file is opened as a view's `video:` opens it (`VideoDecoder`: codec, size, color,
/// rotation and index checks, and one decoded frame), so a recording `import` accepts is one the
/// render accepts, with the same one-line errors. The timing comes from the packets (bounded
/// by the file's size, not by the length it declares); the screen changes (`cuts`) from the
/// decoded frames' luma, sampled on a grid, one frame held at a time.
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
    /// When the screen changes, in seconds: frames whose luma differs from the frame before in
    /// more than `cutShare` of the grid's samples by more than `cutStep` of 255 levels (the
    /// first frame of a push or a presented sheet; a touch or a slow scroll moves less), in order.
    public var cuts: [Rational] = []

    /// A sample every `cutGrid` pixels each way.
    static let cutGrid = 8
    /// A sample changes when its luma moves by more than this (8-bit levels).
    static let cutStep = 24
    /// A frame is a cut when more than this share of the samples change. Measured on the
    /// bundled Settings recording (`recorded-preview.mp4`, sampled every 8 pixels): the first
    /// frame of each of its six pushes and pops changes 10.3–12.2 % of the samples, every other
    /// frame at most 8 % (the later frames of a transition) and 0 % between them; ffmpeg's
    /// moving `testsrc2` pattern at most 4.1 %.
    static let cutShare = 0.08

    public init(width: Int, height: Int, frameCount: Int, end: Rational, averageRate: Double) {
        self.width = width; self.height = height; self.frameCount = frameCount; self.end = end; self.averageRate = averageRate
    }

    /// Reads the recording at `path`; throws an `AssetError` (exit 4) naming the file.
    public static func read(path: String) throws(AssetError) -> RecordingFacts {
        let decoder = try VideoDecoder(path: path)
        let picture = try decoder.frame(at: Rational(0)).pixmap
        var first = Int64.max, last = Int64.min, end = Int64.min, count = 0
        var timeBase = Rational(1, 1000), cuts: [Rational] = []
        do {
            let input = try LibavInput(path: path)
            let tb = input.stream.pointee.time_base
            timeBase = Rational(Int64(tb.num), Int64(tb.den))
            let side = Int64(VideoDecoder.maxSide)
            let decoder = try input.openDecoder { context in context.pointee.max_pixels = side * side }
            var previous: [Int32] = []
            try input.decode(with: decoder, onPacket: { packet in
                let p = packet.pointee
                let pts = p.pts != CFFmpeg_AV_NOPTS_VALUE() ? p.pts : p.dts
                guard pts != CFFmpeg_AV_NOPTS_VALUE() else { return }
                count += 1
                first = min(first, pts)
                last = max(last, pts)
                end = max(end, pts + max(p.duration, 0))
            }, onFrame: { frame in
                let samples = lumaSamples(frame)
                let pts = frame.pointee.best_effort_timestamp
                if samples.count == previous.count, !samples.isEmpty, pts != CFFmpeg_AV_NOPTS_VALUE() {
                    let changed = zip(samples, previous).reduce(0) { $0 + (abs($1.0 - $1.1) > Int32(cutStep) ? 1 : 0) }
                    if Double(changed) > cutShare * Double(samples.count) { cuts.append(Rational(pts) * timeBase) }
                }
                previous = samples
            })
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
        var facts = RecordingFacts(width: picture.width, height: picture.height, frameCount: count, end: max(stop, Rational(0)), averageRate: rate)
        facts.cuts = cuts
        return facts
    }

    /// The frame's luma on the `cutGrid`, in 8-bit levels (a deeper format shifted down).
    static func lumaSamples(_ frame: UnsafeMutablePointer<AVFrame>) -> [Int32] {
        let f = frame.pointee
        guard let plane = f.data.0, let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: f.format)),
              descriptor.pointee.flags & UInt64(1 << 5) == 0 else { return [] }  // AV_PIX_FMT_FLAG_RGB: no luma plane
        let depth = Int32(descriptor.pointee.comp.0.depth), stride = Int(f.linesize.0)
        var samples: [Int32] = []
        samples.reserveCapacity(Int(f.width / Int32(cutGrid) + 1) * Int(f.height / Int32(cutGrid) + 1))
        for y in Swift.stride(from: 0, to: Int(f.height), by: cutGrid) {
            let row = plane + y * stride
            for x in Swift.stride(from: 0, to: Int(f.width), by: cutGrid) {
                if depth > 8 {
                    let value = Int32(row[2 * x]) | Int32(row[2 * x + 1]) << 8
                    samples.append(value >> (depth - 8))
                } else {
                    samples.append(Int32(row[x]))
                }
            }
        }
        return samples
    }
}
