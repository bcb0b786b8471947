import CompositorCore
import Foundation

/// The subtitle files written beside a clip: `NAME.vtt` (`WebVTTDocument`) and `NAME.srt`
/// (`SubRipDocument`) for `NAME.mp4`, holding the flow's captions and callouts (`CaptionCue`).
///
/// Each is written whole through a `TemporaryOutputFile` renamed into place (never a partial
/// file; a FIFO, socket or block device in the way is refused, exit 5), after the video itself
/// has been written. A video written to a device or a descriptor (`-o /dev/null`,
/// `/dev/stdout`) gets none: there is no folder beside it to write into.
package enum CaptionSidecars {
    /// The extensions written, in order.
    public static let extensions = ["vtt", "srt"]

    /// The files for a video at `videoPath`: its path with each of `extensions` for its own
    /// (`out/pets.mp4` → `out/pets.vtt`, `out/pets.srt`); empty for a device or descriptor.
    public static func paths(forVideo videoPath: String) -> [String] {
        guard TemporaryOutputFile.descriptorNumber(videoPath) == nil else { return [] }
        switch FileNode(path: videoPath) {
        case .characterDevice, .blockDevice, .fifo, .socket: return []
        default: break
        }
        // The path as given (relative stays relative), its last component's extension cut.
        let name = videoPath.lastIndex(of: "/").map { videoPath.index(after: $0) } ?? videoPath.startIndex
        let dot = videoPath[name...].lastIndex(of: ".").flatMap { $0 > name ? $0 : nil } ?? videoPath.endIndex
        return extensions.map { String(videoPath[..<dot]) + "." + $0 }
    }

    /// Writes `cues` beside the video at `videoPath` when `mode` is on and there are cues;
    /// returns the paths written (none otherwise).
    @discardableResult
    public static func write(_ cues: [CaptionCue], besideVideo videoPath: String, mode: SubtitleFiles) throws -> [String] {
        guard mode == .on, !cues.isEmpty else { return [] }
        let paths = paths(forVideo: videoPath)
        for path in paths {
            let text = path.hasSuffix(".vtt") ? WebVTTDocument.text(cues) : SubRipDocument.text(cues)
            let bytes = Array(text.utf8)
            let file = try TemporaryOutputFile(destination: path)
            try bytes.withUnsafeBytes { try file.write($0) }
        }
        return paths
    }
}
