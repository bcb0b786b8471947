import CFFmpeg

/// Owns a `SwsContext` (freed with `sws_freeContext`) converting pictures of one size and
/// pixel format to RGBA8 of the same size, with exact, reproducible rounding.
final class SwsScaler {
    /// How Y'CbCr input maps to RGB: libswscale's default (BT.601, as JPEG uses), BT.709 or
    /// BT.2020 (non-constant luminance), each with libswscale's fixed integer coefficients.
    enum Matrix {
        case bt601, bt709, bt2020

        var swsColorspace: Int32 {
            switch self {
            case .bt601: SWS_CS_DEFAULT
            case .bt709: SWS_CS_ITU709
            case .bt2020: SWS_CS_BT2020
            }
        }
    }

    let context: OpaquePointer
    let width: Int
    let height: Int

    /// `fullRange` says whether Y'CbCr input uses 0...255 (JPEG) instead of 16...235.
    init(width: Int, height: Int, from source: AVPixelFormat, matrix: Matrix = .bt601, fullRange: Bool = false) throws(FFmpegError) {
        let flags = SWS_POINT | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INT
        guard let context = sws_getContext(Int32(width), Int32(height), source,
                                           Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                                           flags, nil, nil, nil) else {
            let name = av_get_pix_fmt_name(source).map { String(cString: $0) } ?? "unknown"
            throw FFmpegError(call: "sws_getContext", code: CFFmpeg_AVERROR(ENOSYS), message: "cannot convert \(name) to RGBA")
        }
        self.context = context
        self.width = width
        self.height = height
        let coefficients = sws_getCoefficients(matrix.swsColorspace)
        // Unsupported for RGB input (returns -1): nothing to set then.
        _ = sws_setColorspaceDetails(context, coefficients, fullRange ? 1 : 0,
                                     sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16)
    }

    deinit { sws_freeContext(context) }

    /// Converts `frame` (which must have this scaler's size and format) to straight RGBA8
    /// packed as in `Pixmap` (bytes R, G, B, A; alpha 255 where the source has none).
    func rgba(from frame: UnsafeMutablePointer<AVFrame>) throws(FFmpegError) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let rows = pixels.withUnsafeMutableBytes { bytes -> Int32 in
            var destination: [UnsafeMutablePointer<UInt8>?] = [bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            return withUnsafePointer(to: &frame.pointee.data) { data in
                withUnsafePointer(to: &frame.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { sourcePlanes in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { sourceStrides in
                            sws_scale(context, sourcePlanes, sourceStrides, 0, Int32(height), &destination, &strides)
                        }
                    }
                }
            }
        }
        if rows != Int32(height) { throw FFmpegError(call: "sws_scale", code: rows < 0 ? rows : CFFmpeg_AVERROR(EINVAL)) }
        return pixels
    }
}
