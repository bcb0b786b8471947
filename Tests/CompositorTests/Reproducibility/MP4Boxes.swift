import Foundation

/// A small ISO BMFF reader for tests: every box under the containers that hold the movie's,
/// tracks' and media's headers, by path (`moov/trak/mdia/mdhd`), with its payload.
struct MP4Boxes {
    struct Box {
        var path: String
        /// The bytes after the box header.
        var payload: [UInt8]
    }

    private(set) var boxes: [Box] = []
    static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl", "edts", "udta", "dinf"]

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        walk(bytes[...], parent: "")
    }

    /// The payloads of every box at `path`.
    func payloads(_ path: String) -> [[UInt8]] { boxes.filter { $0.path == path }.map(\.payload) }

    private mutating func walk(_ bytes: ArraySlice<UInt8>, parent: String) {
        var offset = bytes.startIndex
        while offset + 8 <= bytes.endIndex {
            var size = Int(MP4Boxes.uint(bytes, offset, 4))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            var header = 8
            if size == 1, offset + 16 <= bytes.endIndex { size = Int(MP4Boxes.uint(bytes, offset + 8, 8)); header = 16 }
            if size == 0 { size = bytes.endIndex - offset }
            guard size >= header, offset + size <= bytes.endIndex else { return }
            let path = parent.isEmpty ? type : parent + "/" + type
            let payload = bytes[(offset + header)..<(offset + size)]
            boxes.append(Box(path: path, payload: Array(payload)))
            if MP4Boxes.containers.contains(type) { walk(payload, parent: path) }
            offset += size
        }
    }

    /// A big-endian unsigned integer of `count` bytes at `offset`.
    static func uint(_ bytes: ArraySlice<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Creation and modification times of a full box that starts with them (mvhd, tkhd, mdhd):
    /// 32-bit in version 0, 64-bit in version 1.
    static func times(_ payload: [UInt8]) -> (creation: UInt64, modification: UInt64) {
        let p = payload[...]
        return p[0] == 1 ? (uint(p, 4, 8), uint(p, 12, 8)) : (uint(p, 4, 4), uint(p, 8, 4))
    }
}
