import CompositorCore
import Foundation

/// Where each direction's clip goes: OUT for one clip; OUT's name with `-present` / `-dismiss`
/// before its extension for several, unless OUT is a character device (/dev/null), which takes
/// them all; `NAME-DIRECTION.ext` without OUT. The path stays as given
/// (a relative path stays relative). Shared by the `render` command and `SegueVideo.render`.
package enum ClipOutputName {
    /// The path of `direction`'s clip of `count` (ext: OUT's, else `defaultExtension`).
    public static func path(_ output: String?, name: String, direction: SegueDirection, count: Int,
                            defaultExtension: String = "mp4") -> String {
        // An empty extension (a folder output, such as a PNG sequence) adds no dot.
        func named(_ stem: String, _ ext: String) -> String { ext.isEmpty ? stem : "\(stem).\(ext)" }
        guard let output else { return named("\(name)-\(direction.rawValue)", defaultExtension) }
        // A character device (`-o /dev/null`) takes every clip, written through (`TemporaryOutputFile`).
        if count == 1 || FileNode(path: output) == .characterDevice { return output }
        let given = output as NSString
        let ext = given.pathExtension.isEmpty ? defaultExtension : given.pathExtension
        return named("\(given.deletingPathExtension)-\(direction.rawValue)", ext)
    }
}
