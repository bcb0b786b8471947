import Foundation
@testable import Compositor

/// A minimal PNG encoder for tests: 8-bit RGBA, zlib "stored" blocks (no compression), so
/// goldens and test assets can be written without the product's encoder. Straight alpha is
/// recovered from premultiplied pixels (exact for the opaque images goldens hold).
enum TestPNG {
    static func data(_ pixmap: Pixmap) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(pixmap.height * (1 + 4 * pixmap.width))
        for y in 0..<pixmap.height {
            raw.append(0)
            for x in 0..<pixmap.width {
                let p = pixmap[x, y]
                func straight(_ c: UInt8) -> UInt8 { p.a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(p.a) / 2) / Int(p.a))) }
                raw += [straight(p.r), straight(p.g), straight(p.b), p.a]
            }
        }
        var ihdr = bigEndian(UInt32(pixmap.width)) + bigEndian(UInt32(pixmap.height))
        ihdr += [8, 6, 0, 0, 0]
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", ihdr)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    static func write(_ pixmap: Pixmap, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data(pixmap).write(to: URL(fileURLWithPath: path))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let last: UInt8 = offset + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<(offset + n)]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
