import CFFmpeg
import Foundation

/// Streams frames into an H.264 (libx264, High profile) MP4, one frame at a time: each appended
/// frame is converted and sent to libavcodec at once, and every packet it returns is written
/// straight to the file, so memory stays flat however long the clip.
///
/// The output is byte-identical for identical frames and settings on any machine:
/// - x264 runs with a fixed thread count (`x264Threads`, not the machine's core count),
///   `cpu-independent=1` (no CPU-specific algorithm choices), a fixed keyframe interval, and
///   `AV_CODEC_FLAG_BITEXACT`; the muxer with `AVFMT_FLAG_BITEXACT` (no "Lavf" encoder tag).
/// - No clock: no creation time (0 in mvhd/tkhd/mdhd), and x264's "x264 - core … options"
///   user-data SEI is removed from the stream (`H264SEIFilter`).
/// - RGB → Y'CbCr is our integer `YUV420Converter` (BT.709, limited range), tagged BT.709 /
///   limited in the H.264 VUI and in the MP4 `colr` box.
/// - CFR: frame *i* has pts *i* in time base 1/fps; `+faststart` puts `moov` before `mdat`.
///
/// The file is written as a hidden temporary beside `outputPath` and renamed into place by
/// `finish()` after the trailer is written and the data fsynced. `cancel()`, any error, or
/// dropping the encoder without `finish()` removes it: no partial output ever appears.
/// Owns libav objects: use it from one thread at a time (not `Sendable`).
public final class VideoEncoder {
    /// x264 frame threads: 2. A constant, never the machine's core count, because x264's output
    /// bytes depend on it (1, 2 and 4 threads give three different files, each reproducible).
    ///
    /// With frame threads x264 encodes on its own threads while `append` returns, so the
    /// caller composites frame n+1 while frame n encodes, on the 2-core target without a
    /// pipeline of its own; 1 thread would block the caller for the whole encode. Measured on
    /// the 2 s 1080p60 clip (veryfast, CRF 18): 1 thread 45–49 frames per CPU-second, 2 threads
    /// 38–46, 4 threads 34–47; wall-clock rates could not separate them because the shared
    /// machine ran at load 4–12 throughout. 4 threads only add overhead on 2 cores.
    public static let x264Threads = 2
    /// Everything x264 is told besides preset, CRF, profile (`high`), threads and keyframe
    /// interval (set through libavcodec); all else is the preset's fixed defaults.
    ///
    /// `cabac=1:8x8dct=1` keep CABAC entropy coding and the 8×8 transform on whatever the
    /// preset, so every stream really is High profile: `ultrafast` alone turns both off and
    /// writes Constrained Baseline. On segue frames they cost `ultrafast` ~5 % of its speed and
    /// save ~60 % of its size (see `EncoderSettings.defaultPreset`). Later presets already use both.
    public static let x264Params = "cpu-independent=1:cabac=1:8x8dct=1"

    /// Where `finish()` puts the MP4.
    public let outputPath: String
    /// The validated settings the stream was opened with.
    public let settings: EncoderSettings
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private enum State { case open, finished, abandoned }
    private var state = State.open
    private let temporary: TemporaryOutputFile
    private let output: LibavOutput
    private let encoder: LibavCodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let picture: LibavFrame
    private let packet: LibavPacket

    /// Validates `settings`, opens libx264 and creates the temporary output file.
    /// Throws `EncoderSettingsError`, `OutputError` (cannot create the file) or `FFmpegError`.
    public init(outputPath: String, settings: EncoderSettings) throws {
        try settings.validate()
        LibavLogging.silence()
        self.outputPath = outputPath
        self.settings = settings
        temporary = TemporaryOutputFile(destination: outputPath)
        output = try LibavOutput(formatName: "mp4", path: temporary.path)
        output.format.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard let codec = avcodec_find_encoder_by_name("libx264") else {
            throw FFmpegError(call: "avcodec_find_encoder_by_name", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without libx264")
        }
        encoder = try LibavCodecContext(codec: codec)
        try VideoEncoder.configure(encoder, settings, globalHeader: output.format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0)
        try encoder.open(codec)

        guard let stream = avformat_new_stream(output.format, nil) else {
            throw FFmpegError(call: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM))
        }
        self.stream = stream
        stream.pointee.time_base = encoder.pointer.pointee.time_base
        stream.pointee.avg_frame_rate = encoder.pointer.pointee.framerate
        try FFmpegError.check(avcodec_parameters_from_context(stream.pointee.codecpar, encoder.pointer), "avcodec_parameters_from_context")
        picture = try LibavFrame(width: settings.width, height: settings.height, format: AV_PIX_FMT_YUV420P)
        packet = try LibavPacket()

        do {
            try output.open(path: temporary.path)
        } catch {
            throw OutputError(path: outputPath, message: "cannot create the file: \(error.message)")
        }
        do {
            var options: OpaquePointer?
            defer { av_dict_free(&options) }
            try FFmpegError.check(av_dict_set(&options, "movflags", "+faststart", 0), "av_dict_set")
            // The track's time scale is the frame rate's numerator, so pts count frames (60 fps:
            // 1/60) or exact ticks (30000/1001 fps: 1/30000, 1001 per frame), never a rounded 1/15360.
            try FFmpegError.check(av_dict_set(&options, "video_track_timescale",
                                              String(settings.frameRate.rate.numerator), 0), "av_dict_set")
            try writing(avformat_write_header(output.format, &options), "avformat_write_header")
            // The muxer removes the options it used; one left over would mean a silently ignored flag.
            guard av_dict_count(options) == 0 else {
                throw FFmpegError(call: "avformat_write_header", code: CFFmpeg_AVERROR(EINVAL), message: "mp4 muxer ignored movflags")
            }
        } catch {
            cancel()
            throw error
        }
    }

    deinit { cancel() }

    /// Encodes `frame` as the next frame (pts = number of frames before it). The pixmap must
    /// have the settings' size; it is taken as opaque (alpha ignored).
    public func append(_ frame: Pixmap) throws {
        try sendPicture("append") {
            guard frame.width == settings.width, frame.height == settings.height else {
                throw FFmpegError(call: "VideoEncoder.append", code: CFFmpeg_AVERROR(EINVAL),
                                  message: "frame is \(frame.width)x\(frame.height), the video \(settings.width)x\(settings.height)")
            }
            try FFmpegError.check(av_frame_make_writable(picture.pointer), "av_frame_make_writable")
            let p = picture.pointer.pointee
            YUV420Converter.convert(frame, rowPairs: 0..<(settings.height / 2),
                                    y: p.data.0!, yStride: Int(p.linesize.0),
                                    cb: p.data.1!, cbStride: Int(p.linesize.1),
                                    cr: p.data.2!, crStride: Int(p.linesize.2))
        }
    }

    /// Encodes the last appended frame again as the next frame, without converting it again:
    /// held frames (the stills before and after a transition) cost only the encoder's time.
    public func appendRepeat() throws {
        try sendPicture("appendRepeat") {
            guard frameCount > 0 else {
                throw FFmpegError(call: "VideoEncoder.appendRepeat", code: CFFmpeg_AVERROR(EINVAL), message: "no frame to repeat")
            }
        }
    }

    /// Fills the picture with `prepare`, then sends it as the next frame and writes the packets
    /// that come out; any failure abandons the encoder.
    private func sendPicture(_ call: String, prepare: () throws -> Void) throws {
        try guardOpen(call)
        do {
            try prepare()
            picture.pointer.pointee.pts = Int64(frameCount)
            try FFmpegError.check(avcodec_send_frame(encoder.pointer, picture.pointer), "avcodec_send_frame")
            frameCount += 1
            try writePackets()
        } catch {
            cancel()
            throw error
        }
    }

    /// Drains the encoder, writes the MP4 trailer (and the faststart pass), closes and fsyncs the
    /// file, and renames it to `outputPath`. Required: without it the output is discarded.
    public func finish() throws {
        try guardOpen("finish")
        do {
            try FFmpegError.check(avcodec_send_frame(encoder.pointer, nil), "avcodec_send_frame")
            try writePackets()
            try writing(av_write_trailer(output.format), "av_write_trailer")
            try writing(output.close)
            try temporary.commit()
            state = .finished
        } catch {
            cancel()
            throw error
        }
    }

    /// Abandons the output: closes and deletes the temporary file. Does nothing once finished.
    public func cancel() {
        guard state == .open else { return }
        state = .abandoned
        try? output.close()
        temporary.discard()
    }

    /// Receives every packet the encoder has ready and writes it, until it wants more input
    /// (EAGAIN) or is fully drained (EOF).
    private func writePackets() throws {
        while true {
            let status = avcodec_receive_packet(encoder.pointer, packet.pointer)
            if status == CFFmpeg_AVERROR_EAGAIN() || status == CFFmpeg_AVERROR_EOF() { return }
            try FFmpegError.check(status, "avcodec_receive_packet")
            defer { av_packet_unref(packet.pointer) }
            try stripSEI()
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            try writing(av_interleaved_write_frame(output.format, packet.pointer), "av_interleaved_write_frame")
        }
    }

    /// Replaces the packet's payload with itself minus SEI units (see `H264SEIFilter`).
    private func stripSEI() throws {
        let p = packet.pointer
        let bytes = UnsafeRawBufferPointer(start: p.pointee.data, count: Int(p.pointee.size))
        guard let kept = H264SEIFilter.removingSEI(from: bytes) else { return }
        try FFmpegError.check(av_packet_make_writable(p), "av_packet_make_writable")
        kept.withUnsafeBytes { p.pointee.data.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: $0.count) }
        av_shrink_packet(p, Int32(kept.count))
    }

    private func guardOpen(_ call: String) throws {
        guard state == .open else {
            throw FFmpegError(call: "VideoEncoder.\(call)", code: CFFmpeg_AVERROR(EINVAL),
                              message: state == .finished ? "the encoder has already finished" : "the encoder was cancelled after an error")
        }
    }

    /// Checks the result of a call that writes the file: an OS I/O failure becomes an
    /// `OutputError` for `outputPath` (exit 5), anything else an `FFmpegError`.
    private func writing(_ code: Int32, _ call: String) throws {
        try writing { () throws(FFmpegError) in try FFmpegError.check(code, call) }
    }

    private func writing(_ body: () throws(FFmpegError) -> Void) throws {
        do {
            try body()
        } catch where error.isOutputIO {
            throw OutputError(path: outputPath, message: error.message)
        }
    }

    /// Sets every encoder option that shapes the bytes; see the type's documentation.
    private static func configure(_ encoder: LibavCodecContext, _ settings: EncoderSettings, globalHeader: Bool) throws(FFmpegError) {
        let c = encoder.pointer
        let rate = settings.frameRate.rate
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.time_base = AVRational(num: Int32(rate.denominator), den: Int32(rate.numerator))
        c.pointee.framerate = AVRational(num: Int32(rate.numerator), den: Int32(rate.denominator))
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // A keyframe every 2 s (rounded up to whole frames): seekable, and fixed by the settings.
        c.pointee.gop_size = Int32(clamping: (rate * Rational(2)).ceiling)
        c.pointee.thread_count = Int32(x264Threads)
        c.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if globalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        try encoder.setOption("profile", "high")
        try encoder.setOption("preset", settings.preset)
        try encoder.setOption("crf", "\(settings.crf)")
        try encoder.setOption("x264-params", [x264Params, X264AssemblyHook.parameter].compactMap { $0 }.joined(separator: ":"))
    }
}
