import CFFmpeg
import CompositorCore
import CompositorScene
import Foundation

/// Streams frames into a video file through libavcodec and libavformat, one frame at a time:
/// each appended frame is converted and sent to the encoder at once, and every packet it
/// returns is written straight to the file, so memory stays flat however long the clip.
/// Frames may also arrive already converted (`pictures`, used by the compositing workers),
/// so conversion overlaps encoding instead of preceding it on the encoder's thread.
/// What differs between formats (codec, container, picture layout, options) comes from a
/// `LibavCodecSetup`; the H.264 one is the default.
///
/// For every codec: a fixed keyframe interval (2 s), `AV_CODEC_FLAG_BITEXACT` on the encoder and
/// `AVFMT_FLAG_BITEXACT` on the muxer (no "Lavf" tag, no random Matroska UID, no creation time),
/// BT.709 primaries/transfer/matrix tagged with the picture's range, and CFR timestamps
/// (frame *i* has pts *i* in time base 1/fps).
///
/// The file is written as a hidden temporary beside `outputPath` and renamed into place by
/// `finish()` after the trailer is written and the data fsynced. `cancel()`, any error, or
/// dropping the encoder without `finish()` removes it: no partial output ever appears.
/// Owns libav objects: use it from one thread at a time (not `Sendable`).
package final class VideoEncoder: FrameEncoder {
    /// x264 frame threads (see `H264Format.x264Threads`).
    public static var x264Threads: Int { H264Format.x264Threads }
    /// The x264 parameters every stream gets (see `H264Format.x264Params`).
    public static var x264Params: String { H264Format.x264Params }

    /// Where `finish()` puts the MP4.
    public let outputPath: String
    /// The validated settings the stream was opened with.
    public let settings: EncoderSettings
    /// Frames appended so far.
    public private(set) var frameCount = 0
    /// Video packets written so far.
    private var packetCount = 0

    private enum State { case open, finished, abandoned }
    private var state = State.open
    private let temporary: TemporaryOutputFile
    private let output: LibavOutput
    private let encoder: LibavCodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    /// Converts frames into pictures, on this thread (`append(_: Pixmap)`) or any other.
    let converter: PictureConverter
    /// The converter, for the compositing workers (`PictureWriter`).
    package var pictures: PictureConverter? { converter }
    /// The picture sent last (resent by `appendRepeat`); nil before the first frame.
    private var picture: ConvertedPicture?
    private let packet: LibavPacket
    private let setup: LibavCodecSetup
    /// The AAC track muxed beside the video (`settings.audio`), fed in step with the frames.
    private let audio: AudioTrackEncoder?

    /// An H.264 MP4 (`H264Format`): validates `settings`, opens libx264 and creates the
    /// temporary output file.
    /// Throws `EncoderSettingsError`, `OutputError` (cannot create the file) or `FFmpegError`.
    public convenience init(outputPath: String, settings: EncoderSettings) throws {
        try self.init(outputPath: outputPath, settings: settings, setup: H264Format.setup(settings))
    }

    /// A file in `setup`'s codec and container.
    init(outputPath: String, settings: EncoderSettings, setup: LibavCodecSetup) throws {
        try settings.validate()
        LibavLogging.silence()
        self.outputPath = outputPath
        self.settings = settings
        self.setup = setup
        temporary = try TemporaryOutputFile(destination: outputPath)
        output = try LibavOutput(formatName: setup.container.rawValue, path: temporary.path)
        output.format.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard let codec = avcodec_find_encoder_by_name(setup.encoder) else {
            throw FFmpegError(call: "avcodec_find_encoder_by_name", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without \(setup.encoder)")
        }
        encoder = try LibavCodecContext(codec: codec)
        try VideoEncoder.configure(encoder, settings, setup, globalHeader: output.format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0)
        try encoder.open(codec)

        guard let stream = avformat_new_stream(output.format, nil) else {
            throw FFmpegError(call: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM))
        }
        self.stream = stream
        stream.pointee.time_base = encoder.pointer.pointee.time_base
        stream.pointee.avg_frame_rate = encoder.pointer.pointee.framerate
        stream.pointee.sample_aspect_ratio = encoder.pointer.pointee.sample_aspect_ratio
        try FFmpegError.check(avcodec_parameters_from_context(stream.pointee.codecpar, encoder.pointer), "avcodec_parameters_from_context")
        if let tag = setup.codecTag {
            let b = Array(tag.utf8)
            stream.pointee.codecpar.pointee.codec_tag = UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        }
        for (key, value) in setup.streamMetadata {
            try FFmpegError.check(av_dict_set(&stream.pointee.metadata, key, value, 0), "av_dict_set")
        }
        if let plan = settings.audio {
            let duration = Rational(Int64(plan.videoFrames)) * settings.frameRate.timeBase
            audio = try AudioTrackEncoder(mix: SoundtrackMix(plan.soundtrack, voiceovers: plan.voiceovers, duration: duration), output: output,
                                          trimsPriming: !settings.editLists)
        } else {
            audio = nil
        }
        converter = PictureConverter(width: settings.width, height: settings.height, setup: setup)
        packet = try LibavPacket()

        do {
            try output.open(path: temporary.path)
        } catch {
            throw OutputError(path: outputPath, message: "cannot create the file: \(error.message)")
        }
        do {
            var options: OpaquePointer?
            defer { av_dict_free(&options) }
            // With audio, the movie time scale (edit lists, mvhd) is the sample rate, so the
            // AAC track's edit list trims it to the video's length to the sample, not the millisecond.
            let movieScale = audio.map { [("movie_timescale", String($0.sampleRate))] } ?? []
            for (key, value) in setup.muxerOptions + (setup.container.takesMovieTimescale ? movieScale : []) {
                try FFmpegError.check(av_dict_set(&options, key, value, 0), "av_dict_set")
            }
            try writing(avformat_write_header(output.format, &options), "avformat_write_header")
            // The muxer removes the options it used; one left over would mean a silently ignored flag.
            guard av_dict_count(options) == 0 else {
                throw FFmpegError(call: "avformat_write_header", code: CFFmpeg_AVERROR(EINVAL), message: "\(setup.container.rawValue) muxer ignored an option")
            }
        } catch {
            cancel()
            throw error
        }
    }

    deinit { cancel() }

    /// Encodes `frame` as the next frame (pts = number of frames before it). The pixmap must
    /// have the settings' size; its alpha is kept only by formats that carry it.
    public func append(_ frame: Pixmap) throws {
        try guardOpen("append")
        let converted: ConvertedPicture
        do {
            converted = try converter.picture(of: frame)
        } catch {
            cancel()
            throw error
        }
        try append(converted)
    }

    /// Encodes a frame `converter` has already converted (on any thread) as the next frame.
    package func append(_ converted: ConvertedPicture) throws {
        try send(converted, "append")
        if let sent = picture, sent !== converted { converter.recycle(sent) }
        picture = converted
    }

    /// Encodes the last appended frame again as the next frame, without converting it again:
    /// held frames (the stills before and after a transition) cost only the encoder's time.
    public func appendRepeat() throws {
        guard let picture else {
            try guardOpen("appendRepeat")
            cancel()
            throw FFmpegError(call: "VideoEncoder.appendRepeat", code: CFFmpeg_AVERROR(EINVAL), message: "no frame to repeat")
        }
        try send(picture, "appendRepeat")
    }

    /// Sends `converted` as the next frame and writes the packets that come out; any failure
    /// abandons the encoder.
    private func send(_ converted: ConvertedPicture, _ call: String) throws {
        try guardOpen(call)
        do {
            let frame = converted.frame.pointer
            frame.pointee.pts = Int64(frameCount)
            try FFmpegError.check(avcodec_send_frame(encoder.pointer, frame), "avcodec_send_frame")
            frameCount += 1
            try writePackets()
            try audio?.encode(throughVideoFrames: frameCount, frameRate: settings.frameRate, write: writePacket)
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
            try writePackets(draining: true)
            try audio?.finish(write: writePacket)
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
    /// (EAGAIN) or is fully drained (EOF). `draining`: after the last frame, when the stream's
    /// length is known (and a short x265 stream's decode timestamps are set here).
    private func writePackets(draining: Bool = false) throws {
        while true {
            let status = avcodec_receive_packet(encoder.pointer, packet.pointer)
            if status == CFFmpeg_AVERROR_EAGAIN() || status == CFFmpeg_AVERROR_EOF() { return }
            try FFmpegError.check(status, "avcodec_receive_packet")
            defer { av_packet_unref(packet.pointer) }
            if setup.stripsH264SEI { try stripSEI() }
            if setup.fillsShortStreamDTS, draining, frameCount <= LibavCodecSetup.shortStreamFrames { try fillShortStreamDTS() }
            packetCount += 1
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            try writePacket(packet.pointer)
        }
    }

    /// Hands a packet of either stream, timestamps already in its stream's time base, to the
    /// muxer, which interleaves the streams by time.
    private func writePacket(_ packet: UnsafeMutablePointer<AVPacket>) throws {
        try writing(av_interleaved_write_frame(output.format, packet), "av_interleaved_write_frame")
    }

    /// Gives the packet the dts of its place in decode order, in frames (see
    /// `LibavCodecSetup.shortStreamFrames`), refusing a packet shown before that place.
    private func fillShortStreamDTS() throws {
        let p = packet.pointer
        p.pointee.dts = Int64(packetCount)
        guard p.pointee.pts >= p.pointee.dts else {
            throw FFmpegError(call: "VideoEncoder.fillShortStreamDTS", code: CFFmpeg_AVERROR(EINVAL),
                              message: "\(setup.encoder) reordered a \(frameCount)-frame stream: packet \(packetCount) has pts \(p.pointee.pts)")
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

    /// Sets every encoder option every codec shares, then the setup's own.
    private static func configure(_ encoder: LibavCodecContext, _ settings: EncoderSettings, _ setup: LibavCodecSetup,
                                  globalHeader: Bool) throws(FFmpegError) {
        let c = encoder.pointer
        let rate = settings.frameRate.rate
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.pix_fmt = setup.pixelFormat
        c.pointee.time_base = AVRational(num: Int32(rate.denominator), den: Int32(rate.numerator))
        c.pointee.framerate = AVRational(num: Int32(rate.numerator), den: Int32(rate.denominator))
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // A keyframe every 2 s (rounded up to whole frames): seekable, and fixed by the settings.
        c.pointee.gop_size = Int32(clamping: (rate * Rational(2)).ceiling)
        c.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if globalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        try setup.configure(encoder, settings)
    }
}
