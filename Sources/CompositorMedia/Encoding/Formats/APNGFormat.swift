import CFFmpeg

/// Animated PNG (libavcodec's `apng` encoder and muxer): lossless straight RGBA when the output is
/// transparent, else RGB; delays are exact fractions (1/fps), looping forever. Chosen by
/// `--codec apng` or a `.apng` / `.png` output (`render` only; a PNG *sequence* is `--codec png`
/// into a folder). Byte-reproducible: zlib is deterministic and the muxer writes no clock.
/// Large (lossless): for short clips and small canvases.
enum APNGFormat {
    static let format = OutputFormat(codec: .apng, title: "animated PNG", extensions: ["apng", "png"], alpha: .always,
                                     byteReproducible: true, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        LibavCodecSetup(encoder: "apng", container: .apng, pixelFormat: settings.keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24,
                        configure: { _, _ throws(FFmpegError) in }, convert: PictureConversion.rgba)
    }
}
