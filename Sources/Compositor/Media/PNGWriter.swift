import CFFmpeg
import Foundation

/// Writes a `Pixmap` as an 8-bit RGBA PNG (libavcodec's encoder), atomically: a hidden
/// temporary file in the destination's folder, renamed into place once complete.
public enum PNGWriter {
    /// Un-premultiplies `pixmap` exactly (c = round(c' · 255 / a)) and writes it to `path`.
    /// Throws `OutputError` when the file cannot be written, `FFmpegError` if encoding fails.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        LibavLogging.silence()
        let bytes = try encode(pixmap)
        let output = TemporaryOutputFile(destination: path)
        try bytes.withUnsafeBytes { try output.write($0) }
    }

    /// The PNG file's bytes.
    static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw FFmpegError(call: "avcodec_find_encoder", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without the PNG encoder")
        }
        let encoder = try LibavCodecContext(codec: codec)
        encoder.pointer.pointee.width = Int32(pixmap.width)
        encoder.pointer.pointee.height = Int32(pixmap.height)
        encoder.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        encoder.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        encoder.pointer.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try encoder.open(codec)

        let frame = try LibavFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_RGBA)
        let stride = Int(frame.pointer.pointee.linesize.0)
        let rows = frame.pointer.pointee.data.0!
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<pixmap.height {
                let row = UnsafeMutableRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixmap.width { row[x] = straight(pixels[y * pixmap.width + x]) }
            }
        }
        frame.pointer.pointee.pts = 0
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, frame.pointer), "avcodec_send_frame")
        try FFmpegError.check(avcodec_send_frame(encoder.pointer, nil), "avcodec_send_frame")
        let packet = try LibavPacket()
        var bytes: [UInt8] = []
        while true {
            let status = avcodec_receive_packet(encoder.pointer, packet.pointer)
            if status == CFFmpeg_AVERROR_EOF() { break }
            try FFmpegError.check(status, "avcodec_receive_packet")
            bytes += UnsafeRawBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
            av_packet_unref(packet.pointer)
        }
        return bytes
    }

    /// Premultiplied → straight alpha, each channel round(c · 255 / a), 0 when a is 0.
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(((p >> shift & 0xFF) * 255 + a / 2) / a, 255) << shift }
        return channel(0) | channel(8) | channel(16) | a << 24
    }
}
