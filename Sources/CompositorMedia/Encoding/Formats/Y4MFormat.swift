import CFFmpeg

/// Raw 8-bit 4:2:0 video in a YUV4MPEG2 stream (`.y4m`): exactly the pictures the H.264 and
/// HEVC encoders are given — the same `YUV420Converter` conversion and plane frames — with no
/// compression, for feeding another encoder (x264, SVT-AV1, rav1e, …) or comparing pixels. It
/// is how `scripts/bench-peers.sh` gives x264 alone the very frames segue-video's x264 encodes.
///
/// libavcodec's `wrapped_avframe` passes each picture to libavformat's `yuv4mpegpipe` muxer,
/// which writes a header line (size, `F` frame rate, `Ip` progressive, `A` aspect,
/// `C420jpeg`: chroma sited between the 2×2 block it averages, `XCOLORRANGE=LIMITED`) and
/// then `FRAME` and the three planes for every frame. The header has no field for the matrix,
/// primaries or transfer: the planes are BT.709 like every format's, so tell the next encoder
/// (x264 `--colormatrix bt709 --colorprim bt709 --transfer bt709`, FFmpeg `-colorspace bt709 …`).
/// Nothing in it depends on the run: the bytes are a function of the frames. Large (3 MB a
/// 1080×1920 frame): a file (written whole, then renamed into place like every output) for
/// short clips or another encoder's input.
enum Y4MFormat {
    static let format = OutputFormat(codec: .y4m, title: "YUV4MPEG2 raw video", extensions: ["y4m"], alpha: .never,
                                     byteReproducible: true, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        LibavCodecSetup(encoder: "wrapped_avframe", container: .yuv4mpegpipe, pixelFormat: AV_PIX_FMT_YUV420P,
                        configure: { encoder, _ throws(FFmpegError) in encoder.pointer.pointee.chroma_sample_location = AVCHROMA_LOC_CENTER },
                        convert: PictureConversion.yuv420)
    }
}
