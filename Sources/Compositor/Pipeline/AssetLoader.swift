import CompositorDocument
import CompositorMedia
import CompositorRaster
import CompositorScene
import Foundation

/// Decodes a template's images once, opens its videos, checks its labels' fonts and characters and that its
/// soundtrack and voice-overs decode, before any
/// output is created, so a missing or corrupt asset fails early (exit 4) and frames share the
/// decoded pixels.
package enum AssetLoader {
    /// `warn` receives recoverable problems (characters drawn as .notdef when allowed).
    public static func load(_ template: SegueTemplate, allowMissingGlyphs: Bool = false,
                            warn: (String) -> Void = { _ in }) throws -> AssetStore {
        var images: [String: Pixmap] = [:]
        // The frame's backdrop was decoded by the loader (to locate a bad file): reuse it.
        let decoded = template.frame?.decodedBackdrop
        // Images decode side by side (each a pure function of its file, before any frame, while
        // the other core would idle); the first bad one in template order is the error reported,
        // whichever finishes first (`OrderedParallel`).
        let paths = template.imagePaths, cores = ProcessInfo.processInfo.activeProcessorCount
        try OrderedParallel.run(count: paths.count, workers: min(paths.count, cores), window: 2 * cores, produce: { index, _ in
            try decoded?.path == paths[index] ? decoded!.pixels : ImageDecoder.decode(path: paths[index])
        }, consume: { index, pixels in images[paths[index]] = pixels })
        let labels = template.labels
        if !labels.isEmpty {
            let text = try TextRenderer()
            for label in labels {
                try text.validate(label, allowMissingGlyphs: allowMissingGlyphs).forEach(warn)
            }
        }
        // The soundtrack and voice-overs are streamed while encoding; open them now so a bad
        // file fails first, and warn of a voice-over the clip's end cuts.
        try template.probeSound().forEach(warn)
        // Videos are decoded as frames are composited, by a decoder per rendering thread.
        let videos = template.videoPaths
        return AssetStore(images: images, videos: videos.isEmpty ? nil : try VideoFramePool(paths: videos))
    }
}
