import CFFmpeg
import Foundation

/// Owns an opened input file's `AVFormatContext` (closed with `avformat_close_input`) and
/// decodes its best video (or audio) stream: the one demux-and-decode loop that image decoding,
/// MP4 probing and soundtrack reading share.
final class LibavInput {
    let path: String
    let format: UnsafeMutablePointer<AVFormatContext>
    /// The file libavformat reads, released after `format` is closed.
    private let file: LibavFileIO
    /// The index of the video stream that `decode` reads.
    let streamIndex: Int32

    /// Opens the local file `path` and picks its best stream of `mediaType` (video unless
    /// told otherwise), without decoding anything:
    /// the demuxer reads only the container header (for an image file, nothing of the pixels).
    ///
    /// `path` is only ever a file name, read through a descriptor this process opened
    /// (`LibavFileIO`): a FIFO, device or socket is refused unopened, a file whose content is
    /// not one of `MediaDemuxers` (an HLS playlist or `ffconcat` list in disguise) is refused
    /// after a bounded probe naming what libav saw, and no demuxer may open another file or URL
    /// (`io_open` refuses every request), so nothing outside the one file is ever read.
    init(path: String, mediaType: AVMediaType = AVMEDIA_TYPE_VIDEO) throws(FFmpegError) {
        let file = try LibavFileIO(path: path)
        let url = "file:" + path
        // At most libavformat's default probe size (1 MiB) is read, and only probe functions
        // run: none of them opens anything.
        var probed: UnsafePointer<AVInputFormat>?
        try FFmpegError.check(av_probe_input_buffer2(file.context, &probed, url, nil, 0, 0), "av_probe_input_buffer2")
        guard let probed else { throw FFmpegError(call: "av_probe_input_buffer2", code: CFFmpeg_AVERROR_INVALIDDATA()) }
        guard let demuxer = MediaDemuxers.demuxer(for: probed, path: path) else {
            throw FFmpegError(call: LibavInput.refusedCall, code: CFFmpeg_AVERROR(EINVAL), message: MediaDemuxers.refusal(probed))
        }
        guard let allocated = avformat_alloc_context() else { throw FFmpegError(call: "avformat_alloc_context", code: CFFmpeg_AVERROR(ENOMEM)) }
        allocated.pointee.pb = file.context
        allocated.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        allocated.pointee.io_open = { _, _, _, _, _ in CFFmpeg_AVERROR(EPERM) }
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        try FFmpegError.check(av_dict_set(&options, "format_whitelist", MediaDemuxers.whitelist, 0), "av_dict_set")
        // An allowed format is probed again, as libavformat always did (the probed bytes are
        // kept in the I/O buffer), so the demuxer starts exactly as before; a replaced `image2`
        // is named. On failure avformat_open_input frees the context.
        var opening: UnsafeMutablePointer<AVFormatContext>? = allocated
        try FFmpegError.check(avformat_open_input(&opening, url, demuxer == probed ? nil : demuxer, &options), "avformat_open_input")
        guard let context = opening else { throw FFmpegError(call: "avformat_open_input", code: CFFmpeg_AVERROR(ENOMEM)) }
        self.file = file
        self.path = path
        format = context
        // Audio streams count only once their rate and channels are known, which MP3 and FLAC
        // give only after a look at the first packets (bounded by libavformat's probe size).
        if mediaType == AVMEDIA_TYPE_AUDIO, avformat_find_stream_info(context, nil) < 0 {
            var closing: UnsafeMutablePointer<AVFormatContext>? = context
            avformat_close_input(&closing)
            throw FFmpegError(call: "avformat_find_stream_info", code: CFFmpeg_AVERROR_INVALIDDATA())
        }
        let index = av_find_best_stream(context, mediaType, -1, -1, nil, 0)
        if index < 0 {
            var closing: UnsafeMutablePointer<AVFormatContext>? = context
            avformat_close_input(&closing)
            throw FFmpegError(call: "av_find_best_stream", code: index,
                              message: mediaType == AVMEDIA_TYPE_AUDIO ? "no audio stream" : "no video or image stream")
        }
        streamIndex = index
    }

    /// The `call` of the error for a file refused before any demuxer ran (a FIFO or device, or
    /// content of a format not in `MediaDemuxers`); its message says why, in one line.
    static let refusedCall = "refused"

    /// One line for a failure that is about the file rather than its content — refused before
    /// any demuxer ran, missing, unreadable, a directory — or nil; each reader (image, sound,
    /// video) words the rest for its kind.
    static func fileProblem(_ error: FFmpegError) -> String? {
        if error.call == refusedCall { return error.message }
        switch -error.code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory, not a file"
        default: return nil
        }
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = format
        avformat_close_input(&context)
    }

    var stream: UnsafeMutablePointer<AVStream> { format.pointee.streams[Int(streamIndex)]! }
    var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }

    /// Whether the stream is VP9 with an alpha channel beside it (WebM `alpha_mode: 1`), which
    /// only libvpx's decoder returns (FFmpeg's own VP9 decoder drops it).
    var hasVP9Alpha: Bool {
        parameters.pointee.codec_id == AV_CODEC_ID_VP9
            && av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0).map { String(cString: $0.pointee.value) == "1" } == true
    }

    /// The decoder to use instead of libavcodec's first for the codec: libvpx for VP9 with
    /// alpha, and the fixed-point AAC and MP3 decoders, whose integer output is the same on every
    /// CPU (the float ones take SIMD paths that may round differently), so a soundtrack mixes to
    /// the same samples everywhere.
    private var preferredDecoder: UnsafePointer<AVCodec>? {
        if hasVP9Alpha { return avcodec_find_decoder_by_name("libvpx-vp9") }
        switch parameters.pointee.codec_id {
        case AV_CODEC_ID_AAC: return avcodec_find_decoder_by_name("aac_fixed")
        case AV_CODEC_ID_MP3: return avcodec_find_decoder_by_name("mp3")
        default: return nil
        }
    }

    /// A decoder for the stream, configured by `configure` before `avcodec_open2`.
    func openDecoder(_ configure: (UnsafeMutablePointer<AVCodecContext>) throws -> Void = { _ in }) throws -> LibavCodecContext {
        guard let codec = preferredDecoder ?? avcodec_find_decoder(parameters.pointee.codec_id) else {
            let name = String(cString: avcodec_get_name(parameters.pointee.codec_id))
            throw FFmpegError(call: "avcodec_find_decoder", code: CFFmpeg_AVERROR(ENOSYS), message: "no decoder for \(name)")
        }
        let decoder = try LibavCodecContext(codec: codec)
        try FFmpegError.check(avcodec_parameters_to_context(decoder.pointer, parameters), "avcodec_parameters_to_context")
        decoder.pointer.pointee.pkt_timebase = stream.pointee.time_base
        decoder.pointer.pointee.thread_count = 1
        try configure(decoder.pointer)
        try decoder.open(codec)
        return decoder
    }

    /// Reads every packet of the stream (`onPacket` sees each before decoding) and hands each
    /// decoded frame to `onFrame`, draining the decoder at the end. Stops at the first error.
    func decode(with decoder: LibavCodecContext,
                onPacket: (UnsafeMutablePointer<AVPacket>) throws -> Void = { _ in },
                onFrame: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        let packet = try LibavPacket()
        let frame = try LibavFrame()
        func receiveFrames() throws {
            while true {
                let status = avcodec_receive_frame(decoder.pointer, frame.pointer)
                if status == CFFmpeg_AVERROR_EAGAIN() || status == CFFmpeg_AVERROR_EOF() { return }
                try FFmpegError.check(status, "avcodec_receive_frame")
                defer { av_frame_unref(frame.pointer) }
                try onFrame(frame.pointer)
            }
        }
        while true {
            let status = av_read_frame(format, packet.pointer)
            if status == CFFmpeg_AVERROR_EOF() { break }
            try FFmpegError.check(status, "av_read_frame")
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == streamIndex else { continue }
            try onPacket(packet.pointer)
            try FFmpegError.check(avcodec_send_packet(decoder.pointer, packet.pointer), "avcodec_send_packet")
            try receiveFrames()
        }
        try FFmpegError.check(avcodec_send_packet(decoder.pointer, nil), "avcodec_send_packet")
        try receiveFrames()
    }
}
