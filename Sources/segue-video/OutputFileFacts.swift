import Compositor
import Foundation

/// What a JSON `done` event says about a written file, so CI can find and check it without
/// another pass: its absolute `path`, its size in `bytes` and its `sha256` (issue 49).
enum OutputFileFacts {
    /// `path`, `bytes` and `sha256` of the file at `path` (`null` where it cannot be read).
    static func fields(_ path: String) -> [(String, JSONValue)] {
        let absolute = ConfinedFolder.normalized(path)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? nil
        return [("path", .string(absolute)), ("bytes", bytes.map(JSONValue.int) ?? .null),
                ("sha256", (try? SHA256.hex(ofFile: absolute)).map(JSONValue.string) ?? .null)]
    }
}
