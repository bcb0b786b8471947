import CFFmpeg
import CompositorCore
import CompositorScene

/// Decodes one video file's pictures forward in presentation time, holding O(1) frames: the
/// latest frame at or before the last time asked (`held`), the first one after it (`ahead`),
/// the `historyLength` frames decoded just before `held` (`history`), and one frame converted
/// to RGBA. Memory does not depend on the recording's length.
///
/// `frame(at:)` answers with the recording's latest frame whose presentation timestamp is at
/// or before the time (the first frame before the first timestamp; the last after the end),
/// a pure function of the time: moving forward a little, it decodes on; asked for an earlier
/// time, or one past a keyframe after the held frame, it seeks to the keyframe at or
/// before the time and decodes forward from there (from the first frame when that seek lands
/// late); a time a little earlier than the held frame's, whose frame is still in `history`,
/// is answered from there (rendering threads ask for neighbouring frames in either order).
/// Decoding from a keyframe gives the same pictures as decoding through it, so which
/// decoder answers and what it answered before never change the pixels. Frames are decoded on
/// one thread (`thread_count` 1, as every decoder here).
///
/// Not thread-safe: one thread uses a decoder at a time (`VideoFramePool` hands it out).
final class VideoDecoder {
    let path: String
    private let input: LibavInput
    private let decoder: LibavCodecContext
    private let packet: LibavPacket
    private var held: LibavFrame
    private var ahead: LibavFrame
    /// Presentation time of `held` (stream time base); nil when nothing is held (after a seek).
    private(set) var heldPTS: Int64?
    /// The frames decoded just before `held`, consecutively since the last seek, oldest first:
    /// each one's successor (the next entry, or `held`) is the next frame in presentation
    /// order, so the last entry at or before a time earlier than `held`'s is the frame shown
    /// then. At most `historyLength`.
    private var history: [(pts: Int64, frame: LibavFrame)] = []
    /// Frames kept before `held`: the rendering threads ask for neighbouring times in either
    /// order (one may be a few output frames ahead of the other), and an answer from here
    /// saves a seek back to a keyframe and decoding forward again. 1.5 bytes a pixel each for
    /// 8-bit 4:2:0 (references to the decoder's own buffers, which it then does not reuse).
    static let historyLength = 8
    private var aheadPTS: Int64?
    /// The decoder has been drained: no frame follows `ahead` (or `held`).
    private var atEnd = false
    /// The first frame's presentation time.
    private(set) var firstPTS: Int64 = 0
    private let timeBase: Rational
    private let orientation: VideoOrientation
    /// The held frame converted to RGBA, wholly or in chunks of `chunkRows` rows (`chunks`:
    /// which are; empty when it was converted whole).
    private var converted: (pts: Int64, pixmap: Pixmap, isOpaque: Bool, chunks: [Bool])?
    private var scaler: (key: ScalerKey, scaler: SwsScaler)?
    /// Scalers of `chunkRows` rows (and of the last chunk's rows), for the frame `scaler` converts.
    private var chunkScalers: [Int: SwsScaler] = [:]
    /// Rows converted at a time when a caller reads only some (`frame(at:rows:)`): even, so a
    /// chunk starts on a whole 4:2:0 (and 4:1:0) chroma row.
    static let chunkRows = 16

    /// Largest picture width or height, as for images (`ImageDecoder.maxSide`).
    static let maxSide = ImageDecoder.maxSide
    /// Bytes one decoder costs per pixel of its picture, for `EncoderMemory`: libavcodec's
    /// reference frames (H.264 and HEVC keep up to 16; 8-bit 4:2:0 is 1.5 bytes a pixel, 4:4:4
    /// and 10-bit up to 6), the held and next frames, the converted RGBA frame (4) and what the
    /// frames being drawn hold of it. Measured (`scripts/measure-video-memory.sh`: peak RSS of a
    /// flow playing a recording minus the same flow drawn, release build, 2026-12-06): 28–39
    /// bytes a pixel per decoder for 1170×2532 x265 recordings of 1 and 10 s, 57 for H.264
    /// with 16 reference frames (the most a stream can ask); 64 covers that
    /// (docs/performance-history.md); it does not grow with the length (RecordingAcceptanceTests).
    static let memoryPerPixel = 64
    /// Width × height as the stream declares them (checked against `maxSide` before use).
    let pixels: Int
    /// The codecs read: those recordings come in (and the project writes).
    static let codecs: [AVCodecID: String] = [AV_CODEC_ID_H264: "H.264", AV_CODEC_ID_HEVC: "HEVC",
                                              AV_CODEC_ID_PRORES: "ProRes", AV_CODEC_ID_VP9: "VP9"]

    private struct ScalerKey: Equatable {
        var width: Int32, height: Int32, format: Int32, color: VideoColor
    }

    /// Opens `path`, checks its video stream (codec, size within `maxSide`, color, rotation)
    /// before decoding anything, then decodes its first frame. Throws an `AssetError` naming the
    /// file with a one-line reason.
    init(path: String) throws(AssetError) {
        self.path = path
        do {
            LibavLogging.silence()
            input = try LibavInput(path: path)
            let parameters = input.parameters.pointee
            guard parameters.codec_type == AVMEDIA_TYPE_VIDEO else {
                throw AssetError(path: path, message: "has no video stream")
            }
            guard VideoDecoder.codecs[parameters.codec_id] != nil else {
                let name = String(cString: avcodec_get_name(parameters.codec_id))
                throw AssetError(path: path, message: "video codec is \(name); expected H.264, HEVC, ProRes or VP9")
            }
            try VideoDecoder.checkSize(Int(parameters.width), Int(parameters.height), path: path)
            pixels = Int(parameters.width) * Int(parameters.height)
            do {
                _ = try VideoColor(space: parameters.color_space, range: parameters.color_range, transfer: parameters.color_trc,
                                   format: AVPixelFormat(rawValue: parameters.format), height: Int(parameters.height))
                orientation = try VideoOrientation(stream: input.stream)
            } catch { throw AssetError(path: path, message: error.message) }
            try VideoDecoder.checkIndex(input, path: path)
            let tb = input.stream.pointee.time_base
            guard tb.num > 0, tb.den > 0 else { throw AssetError(path: path, message: "video stream has no time base") }
            timeBase = Rational(Int64(tb.num), Int64(tb.den))
            let side = Int64(VideoDecoder.maxSide)
            decoder = try input.openDecoder { context in
                context.pointee.max_pixels = side * side
                context.pointee.err_recognition = AV_EF_EXPLODE
            }
            packet = try LibavPacket()
            held = try LibavFrame()
            ahead = try LibavFrame()
        } catch let error as AssetError {
            throw error
        } catch {
            throw VideoDecoder.describe(error, path: path)
        }
        guard let first = try nextFrame() else { throw AssetError(path: path, message: "video stream has no frames (truncated or empty)") }
        firstPTS = first
        swap(&held, &ahead)
        heldPTS = first
        aheadPTS = nil
    }

    /// Width × height as the stream declares them, before any picture exists: refused beyond
    /// `maxSide` (a 16384 × 16384 stream never gets a frame allocated).
    private static func checkSize(_ width: Int, _ height: Int, path: String) throws(AssetError) {
        if width <= 0 || height <= 0 { throw AssetError(path: path, message: "video stream declares an empty \(width)x\(height) picture") }
        if width > maxSide || height > maxSide {
            throw AssetError(path: path, message: "video is \(width)x\(height) pixels; the limit is \(maxSide)x\(maxSide)")
        }
    }

    /// Refuses a file whose index (MP4/MOV sample table) places samples past its end: a
    /// truncated recording, found before decoding instead of as a frozen last frame.
    private static func checkIndex(_ input: LibavInput, path: String) throws(AssetError) {
        let count = avformat_index_get_entries_count(input.stream)
        guard count > 0, let last = avformat_index_get_entry(input.stream, count - 1) else { return }
        let size = avio_size(input.format.pointee.pb)
        if size > 0, last.pointee.pos + Int64(last.pointee.size) > size {
            throw AssetError(path: path, message: "truncated: its index places frames past the end of the file (\(size) bytes)")
        }
    }

    /// The frame shown at recording time `time` seconds, premultiplied and upright. `rows`
    /// (given its width and height) says which rows the caller reads (`VideoFrameSource`):
    /// an upright picture without alpha is converted in chunks of `chunkRows` rows, only those
    /// holding them (the rest stay transparent until asked for), each exactly as converting the
    /// whole picture gives it; `nil`, or another picture: the whole picture.
    func frame(at time: Rational, rows: (_ width: Int, _ height: Int) -> Range<Int>? = { _, _ in nil })
        throws(AssetError) -> (pixmap: Pixmap, isOpaque: Bool) {
        let (pts, shown) = try decode(to: time)
        let f = shown.pointee, format = AVPixelFormat(rawValue: f.format)
        let inChunks = orientation == .upright && !MediaProbe.pixelFormatHasAlpha(format)
            && (av_pix_fmt_desc_get(format).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL) == 0 } ?? false)
        guard inChunks else {
            if let converted, converted.pts == pts, converted.chunks.isEmpty { return (converted.pixmap, converted.isOpaque) }
            let picture = try convert(shown)
            converted = (pts, picture.pixmap, picture.isOpaque, [])
            return picture
        }
        let (width, height) = (Int(f.width), Int(f.height)), chunk = Self.chunkRows
        let wanted = (rows(width, height) ?? 0..<height).clamped(to: 0..<height)
        let unconverted = [Bool](repeating: false, count: (height + chunk - 1) / chunk)
        if let previous = converted, previous.pts != pts, !previous.chunks.isEmpty,
           previous.pixmap.width == width, previous.pixmap.height == height {
            // Another picture of the same size: its pixels are reused (the rows not converted
            // again hold the old picture, which no caller reads), saving a frame's allocation,
            // zeroing and page faults at each new picture (3 % of the benchmark flow's CPU).
            // Copied on write if a thread still draws the old picture.
            converted!.pts = pts
            converted!.chunks = unconverted
        } else if converted == nil || converted!.pts != pts || converted!.chunks.isEmpty
            || converted!.pixmap.width != width || converted!.pixmap.height != height {
            converted = nil
            converted = (pts, Pixmap(width: width, height: height), true, unconverted)
        }
        for index in (wanted.lowerBound / chunk)..<((wanted.upperBound + chunk - 1) / chunk) where !converted!.chunks[index] {
            let band = (index * chunk)..<min(height, (index + 1) * chunk)
            let scaler = try chunkScaler(of: shown, rows: band.count)
            do {
                try converted!.pixmap.pixels.withUnsafeMutableBufferPointer { pixels throws(FFmpegError) in
                    try scaler.rgba(from: shown, rows: band, into: pixels.baseAddress! + band.lowerBound * width)
                }
            } catch { throw VideoDecoder.describe(error, path: path) }
            converted!.chunks[index] = true
        }
        return (converted!.pixmap, true)
    }

    /// The own samples (`DecodedVideoPlanes`, not copied) of the frame `frame(at:)` shows at
    /// `time` when they are exactly an 8-bit 4:2:0 encoder picture's: `yuv420p`, the BT.709
    /// matrix, limited range, upright, an even size; nil otherwise.
    func planes(at time: Rational) throws(AssetError) -> DecodedVideoPlanes? {
        let shown = try decode(to: time).frame
        let f = shown.pointee
        guard AVPixelFormat(rawValue: f.format) == AV_PIX_FMT_YUV420P, orientation == .upright, f.width % 2 == 0, f.height % 2 == 0 else {
            return nil
        }
        do {
            let color = try VideoColor(frame: shown, stream: input.parameters)
            guard color.matrix == .bt709, !color.fullRange else { return nil }
            return try DecodedVideoPlanes(referencing: shown)
        } catch let error as VideoColorError {
            throw AssetError(path: path, message: error.message)
        } catch {
            throw VideoDecoder.describe(error, path: path)
        }
    }

    /// The presentation time, in seconds, of the frame `frame(at:)` shows at `time`: equal for
    /// two times exactly when they show the same frame.
    func shownTime(at time: Rational) throws(AssetError) -> Rational {
        Rational(try decode(to: time).pts) * timeBase
    }

    /// A scaler converting `rows` rows of `frame` (`SwsScaler.rgba(from:rows:into:)`), made
    /// once per picture layout.
    private func chunkScaler(of frame: UnsafeMutablePointer<AVFrame>, rows: Int) throws(AssetError) -> SwsScaler {
        do {
            let f = frame.pointee
            let color = try VideoColor(frame: frame, stream: input.parameters)
            let key = ScalerKey(width: f.width, height: f.height, format: f.format, color: color)
            if scaler?.key != key {
                scaler = (key, try SwsScaler(width: Int(f.width), height: Int(f.height), from: AVPixelFormat(rawValue: f.format),
                                             matrix: color.matrix, fullRange: color.fullRange))
                chunkScalers = [:]
            }
            if let made = chunkScalers[rows] { return made }
            let made = try SwsScaler(width: Int(f.width), height: rows, from: AVPixelFormat(rawValue: f.format),
                                     matrix: color.matrix, fullRange: color.fullRange)
            chunkScalers[rows] = made
            return made
        } catch let error as VideoColorError {
            throw AssetError(path: path, message: error.message)
        } catch {
            throw VideoDecoder.describe(error, path: path)
        }
    }

    /// The frame shown at `time` and its timestamp: from `history` when it is there, else
    /// decoded (or sought) until the held frame is the one.
    private func decode(to time: Rational) throws(AssetError) -> (pts: Int64, frame: UnsafeMutablePointer<AVFrame>) {
        // pts ≤ time ⇔ pts ≤ ⌊time / time base⌋; before the first frame, the first frame.
        let target = max((time / timeBase).floor, firstPTS)
        if let heldPTS, target < heldPTS, let kept = history.last(where: { $0.pts <= target }) {
            return (kept.pts, kept.frame.pointer)
        }
        if let heldPTS, target < heldPTS || (!holdsFrame(for: target) && keyframe(before: target) > heldPTS) {
            try seek(to: target)
        }
        try advance(to: target)
        if heldPTS == nil {
            // The seek landed after the time: decode from the first frame instead.
            try seek(to: firstPTS)
            try advance(to: target)
        }
        guard let pts = heldPTS else { throw AssetError(path: path, message: "no frame decodes at \(time.doubleValue) s") }
        return (pts, held.pointer)
    }

    /// Whether the held frame is already the answer for `target` (the next frame is later).
    private func holdsFrame(for target: Int64) -> Bool {
        guard let heldPTS, heldPTS <= target else { return false }
        if let aheadPTS { return aheadPTS > target }
        return atEnd
    }

    /// The timestamp of the last keyframe at or before `target` in the stream's index
    /// (`Int64.min` without an index): when it lies past the held frame, seeking there skips
    /// frames that would be decoded only to be dropped.
    private func keyframe(before target: Int64) -> Int64 {
        let index = av_index_search_timestamp(input.stream, target, AVSEEK_FLAG_BACKWARD)
        guard index >= 0, let entry = avformat_index_get_entry(input.stream, index) else { return .min }
        return entry.pointee.timestamp
    }

    /// Decodes forward until `held` is the latest frame at or before `target`.
    private func advance(to target: Int64) throws(AssetError) {
        while true {
            if aheadPTS == nil {
                if atEnd { return }
                guard let next = try nextFrame() else { return }
                aheadPTS = next
            }
            guard let next = aheadPTS, next <= target else { return }
            // The held frame goes into the history; the history's oldest (emptied) or a new
            // frame takes the decoder's next picture.
            let previous = held
            held = ahead
            if let pts = heldPTS {
                history.append((pts, previous))
                if history.count > Self.historyLength {
                    ahead = history.removeFirst().frame
                    av_frame_unref(ahead.pointer)
                } else {
                    do { ahead = try LibavFrame() } catch { throw VideoDecoder.describe(error, path: path) }
                }
            } else {
                ahead = previous
            }
            heldPTS = next
            aheadPTS = nil
        }
    }

    /// Seeks to the keyframe at or before `target` and forgets the frames held.
    private func seek(to target: Int64) throws(AssetError) {
        let status = av_seek_frame(input.format, input.streamIndex, target, AVSEEK_FLAG_BACKWARD)
        if status < 0 {
            // No index to seek by: rewind to the start.
            let rewound = av_seek_frame(input.format, input.streamIndex, firstPTS, AVSEEK_FLAG_BACKWARD | AVSEEK_FLAG_ANY)
            if rewound < 0 { throw VideoDecoder.describe(FFmpegError(call: "av_seek_frame", code: rewound), path: path) }
        }
        avcodec_flush_buffers(decoder.pointer)
        history.removeAll()
        heldPTS = nil
        aheadPTS = nil
        atEnd = false
    }

    /// Decodes the next frame into `ahead` and returns its presentation time, or nil at the end.
    private func nextFrame() throws(AssetError) -> Int64? {
        while true {
            let status = avcodec_receive_frame(decoder.pointer, ahead.pointer)
            if status == 0 {
                let frame = ahead.pointer.pointee
                let pts = frame.pts != CFFmpeg_AV_NOPTS_VALUE() ? frame.pts : frame.best_effort_timestamp
                guard pts != CFFmpeg_AV_NOPTS_VALUE() else { throw AssetError(path: path, message: "a video frame has no timestamp") }
                try VideoDecoder.checkSize(Int(frame.width), Int(frame.height), path: path)
                return pts
            }
            if status == CFFmpeg_AVERROR_EOF() { atEnd = true; return nil }
            guard status == CFFmpeg_AVERROR_EAGAIN() else { throw VideoDecoder.describe(FFmpegError(call: "avcodec_receive_frame", code: status), path: path) }
            let read = av_read_frame(input.format, packet.pointer)
            if read == CFFmpeg_AVERROR_EOF() {
                let drained = avcodec_send_packet(decoder.pointer, nil)
                if drained < 0 && drained != CFFmpeg_AVERROR_EOF() {
                    throw VideoDecoder.describe(FFmpegError(call: "avcodec_send_packet", code: drained), path: path)
                }
                continue
            }
            if read < 0 { throw VideoDecoder.describe(FFmpegError(call: "av_read_frame", code: read), path: path) }
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == input.streamIndex else { continue }
            let sent = avcodec_send_packet(decoder.pointer, packet.pointer)
            if sent < 0 { throw VideoDecoder.describe(FFmpegError(call: "avcodec_send_packet", code: sent), path: path) }
        }
    }

    /// The frame as premultiplied RGBA8, turned upright.
    private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws(AssetError) -> (pixmap: Pixmap, isOpaque: Bool) {
        do {
            let f = frame.pointee
            let color = try VideoColor(frame: frame, stream: input.parameters)
            let key = ScalerKey(width: f.width, height: f.height, format: f.format, color: color)
            if scaler?.key != key {
                scaler = (key, try SwsScaler(width: Int(f.width), height: Int(f.height), from: AVPixelFormat(rawValue: f.format),
                                             matrix: color.matrix, fullRange: color.fullRange))
            }
            var pixmap = Pixmap(width: Int(f.width), height: Int(f.height), pixels: try scaler!.scaler.rgba(from: frame))
            var isOpaque = true
            if MediaProbe.pixelFormatHasAlpha(AVPixelFormat(rawValue: f.format)) {
                pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                    for i in pixels.indices { pixels[i] = StraightAlpha.premultiply(pixels[i]) }
                }
                isOpaque = pixmap.isEveryPixelOpaque
            }
            return (orientation.apply(to: pixmap), isOpaque)
        } catch let error as VideoColorError {
            throw AssetError(path: path, message: error.message)
        } catch {
            throw VideoDecoder.describe(error, path: path)
        }
    }

    /// One line for a libav failure while opening or decoding.
    static func describe(_ error: any Error, path: String) -> AssetError {
        guard let error = error as? FFmpegError else {
            return (error as? AssetError) ?? AssetError(path: path, message: "\(error)")
        }
        if let problem = LibavInput.fileProblem(error) { return AssetError(path: path, message: problem) }
        if error.call == "av_find_best_stream" { return AssetError(path: path, message: "has no video stream") }
        if error.code == CFFmpeg_AVERROR_INVALIDDATA() || error.code == CFFmpeg_AVERROR_EOF() {
            return AssetError(path: path, message: "not a video, or its data is truncated or corrupt (\(error.call))")
        }
        return AssetError(path: path, message: "cannot decode video: \(error.description)")
    }
}
