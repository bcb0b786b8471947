import CFFmpeg
import CompositorCore
import CompositorScene

/// Writes a `Pixmap` as a baseline JPEG (libavcodec's mjpeg encoder, 4:4:4, quality scale 2,
/// full-range BT.601 as JFIF defines it), atomically like `PNGWriter`. Alpha is dropped (the
/// frame is taken as composited over black).
package enum JPEGWriter {
    /// Encodes `pixmap` and writes it to `path`; throws `OutputError` or `FFmpegError`.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        LibavLogging.silence()
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_MJPEG) else {
            throw FFmpegError(call: "avcodec_find_encoder", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without the JPEG encoder")
        }
        let encoder = try LibavCodecContext(codec: codec)
        let c = encoder.pointer
        c.pointee.width = Int32(pixmap.width)
        c.pointee.height = Int32(pixmap.height)
        c.pointee.pix_fmt = AV_PIX_FMT_YUVJ444P
        c.pointee.time_base = AVRational(num: 1, den: 1)
        c.pointee.flags |= AV_CODEC_FLAG_BITEXACT | AV_CODEC_FLAG_QSCALE
        c.pointee.global_quality = 2 * 118  // FF_QP2LAMBDA
        c.pointee.color_range = AVCOL_RANGE_JPEG
        try encoder.open(codec)
        let frame = try LibavFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_YUVJ444P)
        frame.pointer.pointee.quality = c.pointee.global_quality
        let p = frame.pointer.pointee
        // Y = .299 R + .587 G + .114 B; Cb, Cr = 128 + (B − Y) / 1.772, (R − Y) / 1.402; 16.16 fixed point.
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<pixmap.height {
                let yr = p.data.0! + y * Int(p.linesize.0), cbr = p.data.1! + y * Int(p.linesize.1), crr = p.data.2! + y * Int(p.linesize.2)
                for x in 0..<pixmap.width {
                    let v = pixels[y * pixmap.width + x]
                    let r = Int32(v & 0xFF), g = Int32(v >> 8 & 0xFF), b = Int32(v >> 16 & 0xFF)
                    yr[x] = UInt8(clamping: (19595 * r + 38470 * g + 7471 * b + 32768) >> 16)
                    cbr[x] = UInt8(clamping: (-11059 * r - 21709 * g + 32768 * b + (128 << 16) + 32768) >> 16)
                    crr[x] = UInt8(clamping: (32768 * r - 27439 * g - 5329 * b + (128 << 16) + 32768) >> 16)
                }
            }
        }
        let bytes = try encoder.encodeStill(frame.pointer)
        let output = try TemporaryOutputFile(destination: path)
        try bytes.withUnsafeBytes { try output.write($0) }
    }
}
