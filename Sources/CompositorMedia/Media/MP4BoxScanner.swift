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

    /// Boxes that hold only boxes, which `nestedTypes` descends into.
    static let containers: Set<String> = ["moov", "trak", "edts", "mdia", "minf", "stbl", "dinf", "udta", "mvex", "moof", "traf"]

    /// Every box's type, depth first in file order, inside `containers` too (an `elst` edit
    /// list sits in `moov/trak/edts`): what `ffprobe -show_entries` would need a trace for. The
    /// top-level boxes other than containers (`mdat`) are skipped by their size, never read.
    static func nestedTypes(path: String) throws -> [String] {
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw AssetError(path: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { try? file.close() }
        let fileSize = try file.seekToEnd()
        var types: [String] = []
        /// Walks the boxes in [start, end) of `bytes` (a container's body).
        func walk(_ bytes: [UInt8], _ start: Int, _ end: Int) {
            var at = start
            while at + 8 <= end {
                var size = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
                let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
                var header = 8
                if size == 1, at + 16 <= end { size = bytes[(at + 8)..<(at + 16)].reduce(0) { $0 << 8 | Int($1) }; header = 16 }
                if size == 0 { size = end - at }
                guard size >= header, at + size <= end else { return }
                types.append(type)
                if containers.contains(type) { walk(bytes, at + header, at + size) }
                at += size
            }
        }
        var offset: UInt64 = 0
        while offset + 8 <= fileSize {
            try file.seek(toOffset: offset)
            guard let head = try file.read(upToCount: 16), head.count >= 8 else { break }
            let h = [UInt8](head)
            var size = h[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let type = String(decoding: h[4..<8], as: UTF8.self)
            if size == 1, h.count >= 16 { size = h[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
            if size == 0 { size = fileSize - offset }
            guard size >= 8 else { break }
            if containers.contains(type) {
                try file.seek(toOffset: offset)
                let body = [UInt8](try file.read(upToCount: Int(size)) ?? Data())
                walk(body, 0, body.count)
            } else {
                types.append(type)
            }
            offset += size
        }
        return types
    }
}
