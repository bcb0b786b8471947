import Testing
import Foundation
@testable import Compositor

/// A minimal PNG encoder for test goldens: 8-bit RGB, zlib "stored" (uncompressed) blocks, so
/// the same pixels always give the same bytes. Temporary until the project's PNGWriter lands.
enum StoredPNG {
    /// The PNG bytes of an opaque `pixmap` (alpha is dropped).
    static func encode(_ pixmap: Pixmap) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((pixmap.width * 3 + 1) * pixmap.height)
        for y in 0..<pixmap.height {
            raw.append(0)  // filter: none
            for x in 0..<pixmap.width {
                let p = pixmap[x, y]
                raw += [p.r, p.g, p.b]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(pixmap.width)) + bigEndian(UInt32(pixmap.height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(~UInt32(0)) { c, byte in crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    }
}

/// Exact comparison against committed PNGs in Text/Golden. A mismatch writes `<name>.actual.png`
/// beside the golden; `SEGUE_RECORD_GOLDENS=1` rewrites the golden and fails so a recording
/// never passes silently.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = StoredPNG.encode(pixmap)
        let url = directory.appendingPathComponent(name + ".png")
        let actualURL = directory.appendingPathComponent(name + ".actual.png")
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            Issue.record("recorded golden \(url.path); unset SEGUE_RECORD_GOLDENS and rerun", sourceLocation: sourceLocation)
            return
        }
        let expected = try? Data(contentsOf: url)
        if expected.map(Array.init) == actual {
            try? FileManager.default.removeItem(at: actualURL)
            return
        }
        try Data(actual).write(to: actualURL)
        Issue.record("\(name): render differs from \(url.path) (actual written to \(actualURL.lastPathComponent))",
                     sourceLocation: sourceLocation)
    }
}
