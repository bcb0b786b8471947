import CFFmpeg

/// Owns one `AVCodecContext` (freed with `avcodec_free_context`), encoder or decoder.
final class LibavCodecContext {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    init(codec: UnsafePointer<AVCodec>) throws(FFmpegError) {
        guard let context = avcodec_alloc_context3(codec) else {
            throw FFmpegError(call: "avcodec_alloc_context3", code: CFFmpeg_AVERROR(ENOMEM))
        }
        pointer = context
    }

    /// Sets a private or generic option by name (`av_opt_set` searching children).
    func setOption(_ name: String, _ value: String) throws(FFmpegError) {
        try FFmpegError.check(av_opt_set(pointer, name, value, AV_OPT_SEARCH_CHILDREN), "av_opt_set(\(name)=\(value))")
    }

    func open(_ codec: UnsafePointer<AVCodec>) throws(FFmpegError) {
        try FFmpegError.check(avcodec_open2(pointer, codec, nil), "avcodec_open2")
    }

    /// Encodes `frame` as the whole stream (a still image) and returns every packet's bytes.
    func encodeStill(_ frame: UnsafeMutablePointer<AVFrame>) throws -> [UInt8] {
        frame.pointee.pts = 0
        try FFmpegError.check(avcodec_send_frame(pointer, frame), "avcodec_send_frame")
        try FFmpegError.check(avcodec_send_frame(pointer, nil), "avcodec_send_frame")
        let packet = try LibavPacket()
        var bytes: [UInt8] = []
        while true {
            let status = avcodec_receive_packet(pointer, packet.pointer)
            if status == CFFmpeg_AVERROR_EOF() { break }
            try FFmpegError.check(status, "avcodec_receive_packet")
            bytes += UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
            av_packet_unref(packet.pointer)
        }
        return bytes
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }
}
