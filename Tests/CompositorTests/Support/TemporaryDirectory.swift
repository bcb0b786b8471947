import Foundation

/// A fresh directory under the system's temporary folder, removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "segue-video-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the directory and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The names of the files in the directory, sorted.
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}
