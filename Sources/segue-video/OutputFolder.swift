import Compositor
import Foundation

/// The folder an output file goes into, created when missing (as `batch` creates its output
/// folder), so `render -o out/clip.mp4` works on a fresh clone.
enum OutputFolder {
    /// Creates `path`'s parent folder and any folders above it; throws `OutputError` (exit 5).
    static func ensure(for path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: path, message: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }
}
