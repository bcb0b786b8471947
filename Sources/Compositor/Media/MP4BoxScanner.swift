import CompositorCore
import Foundation

/// Lists the top-level boxes of an ISO base media (MP4) file by reading only their headers.
enum MP4BoxScanner {
    /// The four-character types of the top-level boxes in file order; stops at the first
    /// malformed header.
    static func topLevelTypes(path: String) throws -> [String] {
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw AssetError(path: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { try? file.close() }
        let fileSize = try file.seekToEnd()
        var offset: UInt64 = 0
        var types: [String] = []
        while offset + 8 <= fileSize {
            try file.seek(toOffset: offset)
            guard let header = try file.read(upToCount: 16), header.count >= 8 else { break }
            let bytes = [UInt8](header)
            var size = bytes[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            types.append(String(decoding: bytes[4..<8], as: UTF8.self))
            if size == 1, bytes.count >= 16 { size = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
            if size == 0 { break }  // runs to the end of the file
            guard size >= 8 else { break }
            offset += size
        }
        return types
    }
}
