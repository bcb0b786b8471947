import CFFmpeg

/// Owns one `AVFrame` (freed with `av_frame_free`).
package final class LibavFrame {
    package let pointer: UnsafeMutablePointer<AVFrame>

    package init() throws(FFmpegError) {
        guard let frame = av_frame_alloc() else { throw FFmpegError(call: "av_frame_alloc", code: CFFmpeg_AVERROR(ENOMEM)) }
        pointer = frame
    }

    /// A frame with its own buffers for a `width × height` picture in `format`.
    package convenience init(width: Int, height: Int, format: AVPixelFormat) throws(FFmpegError) {
        try self.init()
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = format.rawValue
        try FFmpegError.check(av_frame_get_buffer(pointer, 0), "av_frame_get_buffer")
    }

    /// A new reference to `frame`'s buffers (`av_frame_ref`: no copy), with its properties.
    package convenience init(referencing frame: UnsafePointer<AVFrame>) throws(FFmpegError) {
        try self.init()
        _ = try FFmpegError.check(av_frame_ref(pointer, frame), "av_frame_ref")
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&frame)
    }
}
