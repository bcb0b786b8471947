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

    /// Converts rows `rows` of `frame` (which must have this scaler's width and format; `rows`
    /// as many as this scaler's height, starting on a whole chroma row) into `destination`,
    /// `rows.count` rows of straight RGBA8. The same pixels as those rows of converting the
    /// whole picture (`rgba(from:)`): swscale's unscaled conversion reads each output row's
    /// own luma row and its chroma row, nothing around it (measured: every 16- and 2-row band
    /// of yuv420p, yuv422p, yuv444p, their 10-bit forms, nv12, p010 and yuva420p pictures equal
    /// the whole picture's rows; `VideoRowConversionTests`).
    func rgba(from frame: UnsafeMutablePointer<AVFrame>, rows: Range<Int>, into destination: UnsafeMutablePointer<UInt32>) throws(FFmpegError) {
        let chromaShift = Int(av_pix_fmt_desc_get(AVPixelFormat(rawValue: frame.pointee.format))?.pointee.log2_chroma_h ?? 0)
        var planes: [UnsafePointer<UInt8>?] = [nil, nil, nil, nil], strides: [Int32] = [0, 0, 0, 0]
        withUnsafePointer(to: &frame.pointee.data) { data in
            withUnsafePointer(to: &frame.pointee.linesize) { linesize in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 4) { data in
                    linesize.withMemoryRebound(to: Int32.self, capacity: 4) { linesize in
                        for plane in 0..<4 {
                            guard let base = data[plane] else { continue }
                            let row = plane == 1 || plane == 2 ? rows.lowerBound >> chromaShift : rows.lowerBound
                            planes[plane] = UnsafePointer(base + row * Int(linesize[plane]))
                            strides[plane] = linesize[plane]
                        }
                    }
                }
            }
        }
        var output: [UnsafeMutablePointer<UInt8>?] = [UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var outputStrides: [Int32] = [Int32(width * 4), 0, 0, 0]
        let done = sws_scale(context, planes, strides, 0, Int32(rows.count), &output, &outputStrides)
        if done != Int32(rows.count) { throw FFmpegError(call: "sws_scale", code: done < 0 ? done : CFFmpeg_AVERROR(EINVAL)) }
    }

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
