import CFFmpeg

/// Writes a clip's poster still as an RGBA PNG through libavcodec's PNG encoder (bit-exact
/// flag set, so the bytes are the same on every run). Temp file + rename, like every output.
///
/// Stand-in until the media helper's `PNGWriter` is in main; then this calls it.
enum PosterPNG {
    static func write(_ pixmap: Pixmap, to path: String) throws {
        let bytes: [UInt8]
        do { bytes = try encode(pixmap) } catch {
            throw OutputError(path: path, message: "cannot encode PNG: \(error)")
        }
        try bytes.withUnsafeBytes { try TemporaryOutputFile(destination: path).write($0) }
    }

    private static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        LibavLogging.silence()
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw FFmpegError(call: "avcodec_find_encoder(png)", code: CFFmpeg_AVERROR(ENOSYS))
        }
        let context = try LibavCodecContext(codec: codec)
        context.pointer.pointee.width = Int32(pixmap.width)
        context.pointer.pointee.height = Int32(pixmap.height)
        context.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        context.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointer.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try context.open(codec)
        let frame = try LibavFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_RGBA)
        guard let data = frame.pointer.pointee.data.0 else { throw FFmpegError(call: "av_frame_get_buffer", code: CFFmpeg_AVERROR(ENOMEM)) }
        let stride = Int(frame.pointer.pointee.linesize.0)
        pixmap.withUnsafeBytes { src in
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let i = 4 * (y * pixmap.width + x), o = y * stride + 4 * x
                    let a = Int(src[i + 3])
                    for c in 0..<3 {
                        let v = Int(src[i + c])
                        // PNG holds straight alpha; frames are premultiplied (and usually opaque).
                        data[o + c] = a == 255 || a == 0 ? UInt8(v) : UInt8(min(255, (v * 255 + a / 2) / a))
                    }
                    data[o + 3] = UInt8(a)
                }
            }
        }
        frame.pointer.pointee.pts = 0
        try FFmpegError.check(avcodec_send_frame(context.pointer, frame.pointer), "avcodec_send_frame")
        try FFmpegError.check(avcodec_send_frame(context.pointer, nil), "avcodec_send_frame")
        let packet = try LibavPacket()
        var bytes: [UInt8] = []
        while avcodec_receive_packet(context.pointer, packet.pointer) >= 0 {
            bytes += UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
            av_packet_unref(packet.pointer)
        }
        return bytes
    }
}
