import CFFmpeg

/// Apple ProRes in MOV (libavcodec's `prores_ks`): 422 (proxy, LT, standard, HQ; 10-bit 4:2:2)
/// for editors, 4444 and 4444 XQ (10-bit 4:4:4 with alpha) to lay a transition over one's own
/// background. Intra-only, slice-threaded with deterministic output: byte-reproducible.
/// Colors go through our integer `YUV10Converter`; alpha is kept straight, 10 bits.
enum ProResFormat {
    static let format = OutputFormat(codec: .prores, title: "ProRes MOV", extensions: ["mov"], alpha: .proresProfiles,
                                     byteReproducible: true, carriesAudio: true, memoryPerPixel: 26, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        let alpha = settings.proresProfile.keepsAlpha
        let pixelFormat: AVPixelFormat = alpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV422P10LE
        var convert = PictureConversion.yuv422p10
        if alpha { convert = PictureConversion.yuva444p10 }
        return LibavCodecSetup(
            encoder: "prores_ks", container: .mov, pixelFormat: pixelFormat,
            muxerOptions: LibavCodecSetup.isoMediaOptions(settings),
            configure: configure, convert: convert)
    }

    private static func configure(_ encoder: LibavCodecContext, _ settings: EncoderSettings) throws(FFmpegError) {
        encoder.pointer.pointee.thread_count = 2
        try encoder.setOption("profile", "\(settings.proresProfile.ksProfile)")
        try encoder.setOption("vendor", "apl0")
        if settings.proresProfile.keepsAlpha { try encoder.setOption("alpha_bits", "16") }
    }
}
