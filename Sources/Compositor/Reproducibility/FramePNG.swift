import CFFmpeg

/// Writes a frame as an RGBA PNG through libavcodec's PNG encoder, for golden stills and
/// mismatch pictures. Temp file + rename, like every output.
///
/// Stand-in until the media helper's `PNGWriter.write(_:to:)` is in main; then this calls it.
enum FramePNG {
    /// Frames are opaque, so premultiplied and straight RGBA are the same bytes; a translucent
    /// pixmap is un-premultiplied first.
    static func write(_ pixmap: Pixmap, to path: String) throws {
        do {
            let bytes = try encode(pixmap)
            try bytes.withUnsafeBytes { try TemporaryOutputFile(destination: path).write($0) }
        } catch let error as FFmpegError {
            throw OutputError(path: path, message: "cannot encode PNG: \(error.description)")
        }
    }

    private static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        LibavLogging.silence()
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw FFmpegError(call: "avcodec_find_encoder", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without PNG")
        }
        let context = try LibavCodecContext(codec: codec)
        context.pointer.pointee.width = Int32(pixmap.width)
        context.pointer.pointee.height = Int32(pixmap.height)
        context.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        context.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointer.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try context.open(codec)
        let frame = try LibavFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_RGBA)
        let stride = Int(frame.pointer.pointee.linesize.0)
        let data = frame.pointer.pointee.data.0!
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap[x, y], a = Int(p.a)
                func straight(_ c: UInt8) -> UInt8 { a == 255 || a == 0 ? c : UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
                let o = y * stride + 4 * x
                data[o] = straight(p.r); data[o + 1] = straight(p.g); data[o + 2] = straight(p.b); data[o + 3] = p.a
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
