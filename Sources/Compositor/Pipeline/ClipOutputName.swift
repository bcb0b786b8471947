import CompositorCore
import CompositorMotion
import Foundation

/// Where each direction's clip goes: OUT for one clip; OUT's name with `-present` / `-dismiss`
/// before its extension for several, unless OUT is a character device (/dev/null), a FIFO or a
/// socket (`/dev/stdout` on a pipe), which takes them all (a stream, or a refusal, never a file
/// named `/dev/stdout-present.framehash` made beside it); `NAME-DIRECTION.ext` without OUT. The path stays as given
/// (a relative path stays relative). Shared by the `render` command and `SegueVideo.render`.
package enum ClipOutputName {
    /// The path of `direction`'s clip of `count` (ext: OUT's, else `defaultExtension`).
    public static func path(_ output: String?, name: String, direction: SegueDirection, count: Int,
                            defaultExtension: String = "mp4") -> String {
        // An empty extension (a folder output, such as a PNG sequence) adds no dot.
        func named(_ stem: String, _ ext: String) -> String { ext.isEmpty ? stem : "\(stem).\(ext)" }
        guard let output else { return named("\(name)-\(direction.rawValue)", defaultExtension) }
        // A character device (`-o /dev/null`) takes every clip, written through (`TemporaryOutputFile`);
        // so does a FIFO (frame hashes stream into it; a video refuses it).
        // So does a descriptor (`/dev/stdout` redirected to a file), whatever it is open on.
        if count == 1 || [.characterDevice, .fifo, .socket].contains(FileNode(path: output))
            || TemporaryOutputFile.descriptorNumber(output) != nil { return output }
        let given = output as NSString
        let ext = given.pathExtension.isEmpty ? defaultExtension : given.pathExtension
        return named("\(given.deletingPathExtension)-\(direction.rawValue)", ext)
    }
}
