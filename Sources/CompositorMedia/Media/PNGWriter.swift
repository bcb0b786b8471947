import CFFmpeg
import CompositorCore
import CompositorScene
import Foundation

/// Writes a `Pixmap` as an 8-bit RGBA (or RGB) PNG (libavcodec's encoder), atomically: a hidden
/// temporary file in the destination's folder, renamed into place once complete.
package enum PNGWriter {
    /// Un-premultiplies `pixmap` exactly (c = round(c' · 255 / a)) and writes it to `path`; as
    /// RGB without the alpha channel when `alpha` is false (App Store screenshots may have none).
    /// Throws `OutputError` when the file cannot be written, `FFmpegError` if encoding fails.
    public static func write(_ pixmap: Pixmap, to path: String, alpha: Bool = true) throws {
        LibavLogging.silence()
        let bytes = try encode(pixmap, alpha: alpha)
        let output = try TemporaryOutputFile(destination: path)
        try bytes.withUnsafeBytes { try output.write($0) }
    }

    /// The bytes of the PNG file `write(_:to:)` writes, for callers that send it elsewhere than a
    /// file (the preview server answers with them).
    public static func encoded(_ pixmap: Pixmap) throws -> [UInt8] {
        LibavLogging.silence()
        return try encode(pixmap)
    }

    /// The PNG file's bytes: RGBA, or RGB (alpha dropped, for opaque frames) when `alpha` is false.
    package static func encode(_ pixmap: Pixmap, alpha: Bool = true) throws -> [UInt8] {
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw FFmpegError(call: "avcodec_find_encoder", code: CFFmpeg_AVERROR(ENOSYS), message: "libavcodec was built without the PNG encoder")
        }
        let encoder = try LibavCodecContext(codec: codec)
        encoder.pointer.pointee.width = Int32(pixmap.width)
        encoder.pointer.pointee.height = Int32(pixmap.height)
        let format = alpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24
        encoder.pointer.pointee.pix_fmt = format
        encoder.pointer.pointee.time_base = AVRational(num: 1, den: 1)
        encoder.pointer.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try encoder.open(codec)

        let frame = try LibavFrame(width: pixmap.width, height: pixmap.height, format: format)
        let stride = Int(frame.pointer.pointee.linesize.0)
        let rows = frame.pointer.pointee.data.0!
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<pixmap.height {
                if alpha {
                    let row = UnsafeMutableRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<pixmap.width { row[x] = straight(pixels[y * pixmap.width + x]) }
                } else {
                    let row = rows + y * stride
                    for x in 0..<pixmap.width {
                        let p = pixels[y * pixmap.width + x]
                        row[3 * x] = UInt8(p & 0xFF); row[3 * x + 1] = UInt8(p >> 8 & 0xFF); row[3 * x + 2] = UInt8(p >> 16 & 0xFF)
                    }
                }
            }
        }
        return try encoder.encodeStill(frame.pointer)
    }

    /// Premultiplied → straight alpha (`StraightAlpha.unpremultiply`).
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 { StraightAlpha.unpremultiply(p) }
}
