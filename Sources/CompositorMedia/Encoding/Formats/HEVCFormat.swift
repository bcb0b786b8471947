import CFFmpeg

/// HEVC (libx265, Main profile, 8-bit 4:2:0; Main 10 with `bitDepth` 10) in MP4, tagged `hvc1`
/// so Apple's players take it.
/// Byte-reproducible with fixed settings: one thread pool of 2 threads (`pools=2`, never the
/// core count), 2 frame threads, no informational SEI (`info=0`: x265 would write its version
/// and options), the x264-named preset and CRF of the template, BT.709 limited in the VUI and
/// the `colr` box. A clip of 1 or 2 frames gets its decode timestamps from us, not from x265
/// (`LibavCodecSetup.shortStreamFrames`: x265 3.5 leaves them uninitialised).
enum HEVCFormat {
    /// x265 parameters besides preset and CRF.
    static let x265Params = "pools=2:frame-threads=2:info=0:log-level=none"

    static let format = OutputFormat(codec: .hevc, title: "HEVC MP4", extensions: ["mp4", "m4v"], alpha: .never,
                                     byteReproducible: true, carriesAudio: true, memoryPerPixel: 110, setup: setup)

    static func setup(_ settings: EncoderSettings) -> LibavCodecSetup {
        .x26x(encoder: "libx265", paramsOption: "x265-params", params: x265Params, settings: settings, codecTag: "hvc1", fillsShortStreamDTS: true,
              tenBit: settings.bitDepth == 10)
    }
}
