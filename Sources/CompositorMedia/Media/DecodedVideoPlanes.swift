import CFFmpeg
import CompositorRaster
import CompositorScene

/// A decoded `yuv420p` picture's planes shared with its decoder, not copied: a new reference
/// to the frame's buffers (`LibavFrame(referencing:)`), released with this value. What a
/// `VideoPlaneFrame` copies into the encoder's picture (`VideoDecoder.planes(at:)`).
///
/// `@unchecked Sendable`: a decoded frame's buffers are not written again once libavcodec
/// returns the frame (it takes a buffer back into its pool only when every reference to it is
/// gone), and this type only reads them.
final class DecodedVideoPlanes: DecodedPlanes, @unchecked Sendable {
    private let frame: LibavFrame
    let width: Int, height: Int

    init(referencing decoded: UnsafePointer<AVFrame>) throws(FFmpegError) {
        frame = try LibavFrame(referencing: decoded)
        (width, height) = (Int(decoded.pointee.width), Int(decoded.pointee.height))
    }

    func withPlanes(_ body: (YUV420Planes) -> Void) {
        let f = frame.pointer.pointee
        body(YUV420Planes(y: f.data.0!, cb: f.data.1!, cr: f.data.2!,
                          yStride: Int(f.linesize.0), cbStride: Int(f.linesize.1), crStride: Int(f.linesize.2)))
    }
}
