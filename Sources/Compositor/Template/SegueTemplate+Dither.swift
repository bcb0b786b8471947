extension SegueTemplate {
    /// What gradients and soft shadows are dithered toward in frames for `format`, from the
    /// picture layout that format encodes this template's video in (`DitherTarget`).
    package func ditherTarget(for format: OutputFormat) -> DitherTarget {
        var settings = EncoderSettings(width: 0, height: 0, frameRate: video.frameRate, crf: video.crf, preset: video.preset)
        settings.bitDepth = video.bitDepth
        settings.proresProfile = video.proresProfile
        settings.keepsAlpha = outputKeepsAlpha
        return DitherTarget(pixelFormat: format.pixelFormat(settings))
    }

    /// The dither target of the template's own output format (`video.codec`, else H.264): what
    /// `checksum`, `check`, `still` and `verify` draw, so their frames match the video's.
    public var ditherTarget: DitherTarget {
        (try? video.outputFormat()).map(ditherTarget(for:)) ?? .luma8
    }

    /// Whether the canvas is transparent (a format with alpha keeps it).
    private var outputKeepsAlpha: Bool { (frame?.canvas(screen: canvas) ?? canvas).isTransparent }
}
