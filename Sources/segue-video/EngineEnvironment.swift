import Compositor
import Foundation

/// The `SEGUE_*` switches the README and docs/performance-history.md document, read from the
/// environment here and nowhere else: the library takes them as `EngineSettings` (handed to
/// render, batch, verify, still, proof and the preview) and `SegueVideo.useBundledFonts(in:)`.
/// Unset, each is its default; a value other than those listed leaves the default.
enum EngineEnvironment {
    /// `SEGUE_LAYER_CACHE=0`, `SEGUE_WORKER_NICE=n`, `SEGUE_WORKER_CONVERSION=0`,
    /// `SEGUE_PLANE_FRAMES=0`, `SEGUE_DAMAGE=0` and `SEGUE_X264_ASM=c|sse2`, read once.
    static let settings: EngineSettings = {
        let environment = ProcessInfo.processInfo.environment
        var settings = EngineSettings()
        settings.cachesLayers = environment["SEGUE_LAYER_CACHE"] != "0"
        settings.workerNice = environment["SEGUE_WORKER_NICE"].flatMap { Int32($0) } ?? 0
        settings.convertsOnWorkers = environment["SEGUE_WORKER_CONVERSION"] != "0"
        settings.writesPlaneFrames = environment["SEGUE_PLANE_FRAMES"] != "0"
        settings.tracksDamage = environment["SEGUE_DAMAGE"] != "0"
        settings.x264Assembly = environment["SEGUE_X264_ASM"].flatMap { X264Assembly(rawValue: $0.lowercased()) } ?? .detected
        return settings
    }()

    /// `SEGUE_VIDEO_FONTS`: where the bundled fonts are when the resource bundle is not beside
    /// the binary. Called once, before any command runs.
    static func locateFonts() {
        if let folder = ProcessInfo.processInfo.environment["SEGUE_VIDEO_FONTS"] { Compositor.SegueVideo.useBundledFonts(in: folder) }
    }
}
