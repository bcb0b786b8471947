import CFFmpeg
import CompositorCore

/// The AAC track of a video file: a `SoundtrackMix` encoded by libavcodec's own `aac` encoder
/// (stereo, `bitRate`, LC profile) into a second stream of the `VideoEncoder`'s muxer.
///
/// Fed in step with the video: after each video frame the track is encoded up to that frame's
/// end time, so the muxer interleaves the two streams with only a few packets buffered.
/// Timestamps count samples (time base 1 / sample rate) and are rescaled to the stream's, as in
/// FFmpeg's `doc/examples/mux.c`. Owns its codec context and frame; the stream belongs to the
/// muxer. Use from the encoder's thread only.
final class AudioTrackEncoder {
    /// AAC bit rate: 256 kb/s, what App Store previews ask for (and transparent for music).
    static let bitRate = 256_000

    let stream: UnsafeMutablePointer<AVStream>
    /// Pairs per second of the track (the mix's).
    var sampleRate: Int { mix.sampleRate }
    private let mix: SoundtrackMix
    private let encoder: LibavCodecContext
    private let frame: LibavFrame
    private let packet: LibavPacket
    private let frameSize: Int
    /// Pairs sent to the encoder so far (the next frame's pts).
    private var sent = 0
    private var pending: [Int32] = []
    /// The encoder's priming samples (`initial_padding`, 1024 for AAC) when the file has no
    /// edit list to trim them (`EncoderSettings.editLists` false), else 0: the mix's first
    /// `priming` pairs are skipped and every packet's timestamps moved `priming` later, so the
    /// first packet starts at 0, the decoded priming takes the skipped pairs' place and the
    /// track ends where the video does.
    private var priming = 0

    /// Adds the audio stream to `output` (before its header is written); `trimsPriming`: see `priming`.
    init(mix: SoundtrackMix, output: LibavOutput, trimsPriming: Bool = false) throws {
        self.mix = mix
        guard let codec = avcodec_find_encoder_by_name("aac") else {
            throw FFmpegError(call: "avcodec_find_encoder_by_name", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without aac")
        }
        encoder = try LibavCodecContext(codec: codec)
        let c = encoder.pointer
        c.pointee.sample_fmt = AV_SAMPLE_FMT_FLTP
        c.pointee.sample_rate = Int32(mix.sampleRate)
        c.pointee.bit_rate = Int64(AudioTrackEncoder.bitRate)
        c.pointee.time_base = AVRational(num: 1, den: Int32(mix.sampleRate))
        c.pointee.thread_count = 1
        c.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        av_channel_layout_uninit(&c.pointee.ch_layout)
        av_channel_layout_default(&c.pointee.ch_layout, 2)
        if output.format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        try encoder.open(codec)
        frameSize = Int(c.pointee.frame_size)

        guard let stream = avformat_new_stream(output.format, nil) else {
            throw FFmpegError(call: "avformat_new_stream", code: CFFmpeg_AVERROR(ENOMEM))
        }
        self.stream = stream
        stream.pointee.time_base = c.pointee.time_base
        try FFmpegError.check(avcodec_parameters_from_context(stream.pointee.codecpar, c), "avcodec_parameters_from_context")

        frame = try LibavFrame()
        frame.pointer.pointee.format = AV_SAMPLE_FMT_FLTP.rawValue
        frame.pointer.pointee.sample_rate = c.pointee.sample_rate
        frame.pointer.pointee.nb_samples = Int32(frameSize)
        try FFmpegError.check(av_channel_layout_copy(&frame.pointer.pointee.ch_layout, &c.pointee.ch_layout), "av_channel_layout_copy")
        try FFmpegError.check(av_frame_get_buffer(frame.pointer, 0), "av_frame_get_buffer")
        packet = try LibavPacket()
        if trimsPriming {
            priming = min(Int(c.pointee.initial_padding), mix.sampleCount)
            var skipped: [Int32] = []
            try mix.next(priming, into: &skipped)
        }
    }

    /// Encodes the track up to the end of video frame `frames − 1` (time `frames` / fps),
    /// handing each packet to `write`.
    func encode(throughVideoFrames frames: Int, frameRate: FrameRate, write: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        let end = min(mix.sampleCount, AudioMath.samples(Rational(Int64(frames)) * frameRate.timeBase, rate: mix.sampleRate))
        try encode(through: end, write: write)
    }

    /// Encodes the rest of the track, sends the short last frame and drains the encoder.
    func finish(write: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        try encode(through: mix.sampleCount, write: write)
        if !pending.isEmpty { try send(pairs: pending.count / 2, write: write) }
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, nil), "avcodec_send_frame")
        try receivePackets(write: write)
    }

    /// Mixes pairs up to `end` and sends every whole encoder frame of them.
    private func encode(through end: Int, write: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        let wanted = end - mix.position
        if wanted > 0 { try mix.next(wanted, into: &pending) }
        while pending.count / 2 >= frameSize { try send(pairs: frameSize, write: write) }
    }

    /// Sends the first `pairs` pending pairs as one frame (exact float conversion: s / 32768).
    private func send(pairs: Int, write: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        let f = frame.pointer
        try FFmpegError.check(av_frame_make_writable(f), "av_frame_make_writable")
        f.pointee.nb_samples = Int32(pairs)
        for channel in 0..<2 {
            let plane = UnsafeMutableRawPointer(f.pointee.extended_data[channel]!).assumingMemoryBound(to: Float.self)
            for i in 0..<pairs { plane[i] = Float(pending[2 * i + channel]) / 32768 }
        }
        pending.removeFirst(2 * pairs)
        f.pointee.pts = Int64(sent)
        sent += pairs
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, f), "avcodec_send_frame")
        try receivePackets(write: write)
    }

    private func receivePackets(write: (UnsafeMutablePointer<AVPacket>) throws -> Void) throws {
        while true {
            let status = avcodec_receive_packet(encoder.pointer, packet.pointer)
            if status == CFFmpeg_AVERROR_EAGAIN() || status == CFFmpeg_AVERROR_EOF() { return }
            try FFmpegError.check(status, "avcodec_receive_packet")
            defer { av_packet_unref(packet.pointer) }
            if priming > 0 {
                packet.pointer.pointee.pts += Int64(priming)
                packet.pointer.pointee.dts += Int64(priming)
            }
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            try write(packet.pointer)
        }
    }
}
