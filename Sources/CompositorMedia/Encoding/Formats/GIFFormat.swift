import CompositorCore

/// Animated GIF, written by our own encoder (`GIFEncoder`: per-frame palettes by
/// `GIFQuantizer`, `LZWEncoder`, the container by hand) rather than libavfilter's
/// palettegen/paletteuse: it streams in one pass (FFmpeg's best quality needs two), stores
/// only what changed, and is 2× or more faster at equal or better PSNR (docs/performance-history.md, formats against the FFmpeg CLI).
///
/// Frame rate: GIF delays are whole centiseconds and browsers show delays under 2 cs as 10 cs,
/// so 50 fps is the fastest a GIF plays right; templates faster than 50 fps (the usual 60)
/// render at 30 fps, others at their own rate. Byte-reproducible.
enum GIFFormat {
    static let format = OutputFormat(
        codec: .gif, title: "GIF", extensions: ["gif"], alpha: .always, byteReproducible: true,
        maxFrameRate: Rational(50), fallbackFrameRate: FrameRate(30), memoryPerPixel: 30, pixelFormat: { _ in "pal8" },
        makeEncoder: { path, settings in try GIFEncoder(outputPath: path, settings: settings) })
}
