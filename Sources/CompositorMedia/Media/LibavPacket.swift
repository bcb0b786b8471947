import CFFmpeg

/// Owns one `AVPacket` (freed with `av_packet_free`).
final class LibavPacket {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws(FFmpegError) {
        guard let packet = av_packet_alloc() else { throw FFmpegError(call: "av_packet_alloc", code: CFFmpeg_AVERROR(ENOMEM)) }
        pointer = packet
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&packet)
    }
}
