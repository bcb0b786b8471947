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

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }
}
