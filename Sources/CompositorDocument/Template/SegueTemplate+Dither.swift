import CompositorMedia
import CompositorScene

extension SegueTemplate {
    /// What gradients and soft shadows are dithered toward in frames for `format`, from the
    /// picture layout that format encodes this template's video in (`DitherTarget`).
    package func ditherTarget(for format: OutputFormat) -> DitherTarget {
        DitherTarget(pixelFormat: format.pixelFormat(pictureSettings))
    }

    /// The template's own encoder settings for what decides a picture's layout (bit depth,
    /// ProRes profile, alpha), without a size: what a format is asked to keep.
    package var pictureSettings: EncoderSettings {
        var settings = EncoderSettings(width: 0, height: 0, frameRate: video.frameRate, crf: video.crf, preset: video.preset)
        settings.bitDepth = video.bitDepth
        settings.proresProfile = video.proresProfile
        settings.keepsAlpha = outputIsTransparent
        return settings
    }

    /// The dither target of the template's own output format (`video.codec`, else H.264): what
    /// `checksum`, `check`, `still` and `verify` draw, so their frames match the video's.
    public var ditherTarget: DitherTarget {
        (try? video.outputFormat()).map(ditherTarget(for:)) ?? .luma8
    }
}
