import CFFmpeg

/// How a video's Y'CbCr samples become sRGB-like RGB8: the matrix and range read from the
/// stream (frame tags first, then the stream's parameters), converted by libswscale with
/// fixed flags (`SwsScaler`: integer coefficients, bit-exact), so every machine gets the same
/// pixels. High dynamic range (PQ or HLG transfer) and matrices other than BT.601, BT.709 and
/// BT.2020 non-constant luminance are refused: converting them needs tone mapping, which
/// would not match what a player shows.
struct VideoColor: Equatable {
    var matrix: SwsScaler.Matrix
    var fullRange: Bool

    /// The color of pictures tagged with `space`, `range` and `transfer` in `format`, `height`
    /// rows tall. Untagged Y'CbCr is BT.709 from 720 rows up and BT.601 below (as players
    /// assume); untagged range is limited unless the format is a JPEG (`yuvj…`) one.
    /// Throws a one-line reason for what is refused.
    init(space: AVColorSpace, range: AVColorRange, transfer: AVColorTransferCharacteristic,
         format: AVPixelFormat, height: Int) throws(VideoColorError) {
        if transfer == AVCOL_TRC_SMPTE2084 || transfer == AVCOL_TRC_ARIB_STD_B67 {
            let name = transfer == AVCOL_TRC_SMPTE2084 ? "PQ (HDR10)" : "HLG"
            throw VideoColorError(message: "color transfer is \(name): high dynamic range video is not supported; export it as SDR (BT.709)")
        }
        switch space {
        case AVCOL_SPC_BT709: matrix = .bt709
        case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M, AVCOL_SPC_FCC: matrix = .bt601
        case AVCOL_SPC_BT2020_NCL: matrix = .bt2020
        case AVCOL_SPC_UNSPECIFIED, AVCOL_SPC_RESERVED, AVCOL_SPC_RGB: matrix = height >= 720 ? .bt709 : .bt601
        default:
            let name = av_color_space_name(space).map { String(cString: $0) } ?? "\(space.rawValue)"
            throw VideoColorError(message: "color matrix \(name) is not supported (BT.601, BT.709 or BT.2020 only)")
        }
        fullRange = range == AVCOL_RANGE_JPEG
            || [AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUVJ440P].contains(format)
    }

    /// The color of a decoded frame, its own tags first and then the stream's.
    init(frame: UnsafeMutablePointer<AVFrame>, stream: UnsafeMutablePointer<AVCodecParameters>) throws(VideoColorError) {
        let f = frame.pointee, s = stream.pointee
        try self.init(space: f.colorspace != AVCOL_SPC_UNSPECIFIED ? f.colorspace : s.color_space,
                      range: f.color_range != AVCOL_RANGE_UNSPECIFIED ? f.color_range : s.color_range,
                      transfer: f.color_trc != AVCOL_TRC_UNSPECIFIED ? f.color_trc : s.color_trc,
                      format: AVPixelFormat(rawValue: f.format), height: Int(f.height))
    }
}

/// Why a video's color cannot be converted, in one line.
struct VideoColorError: Error {
    var message: String
}
