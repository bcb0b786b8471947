import CompositorCore
import Foundation

/// Reads an animated GIF's frame delays (centiseconds, one per stored image) straight from its
/// graphic control extensions: what a browser waits between images, which libavformat's
/// timestamps only approximate. For `probe` and the tests' duration checks.
package enum GIFDelays {
    /// The delay of each image in file order; throws `AssetError` for a file that is not a
    /// well-formed GIF.
    public static func read(path: String) throws -> [Int] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AssetError(path: path, message: "cannot read the file")
        }
        let bytes = [UInt8](data)
        func bad(_ why: String) -> AssetError { AssetError(path: path, message: "not a well-formed GIF: \(why)") }
        guard bytes.count >= 13, bytes[0..<6].elementsEqual(Array("GIF89a".utf8)) || bytes[0..<6].elementsEqual(Array("GIF87a".utf8)) else {
            throw bad("no GIF header")
        }
        var i = 13
        if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 7) + 1) }
        var delays: [Int] = []
        var delay = 0
        func skipSubBlocks() throws {
            while true {
                guard i < bytes.count else { throw bad("truncated data") }
                let n = Int(bytes[i]); i += 1 + n
                if n == 0 { return }
            }
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x3B:
                return delays
            case 0x21:
                guard i + 2 < bytes.count else { throw bad("truncated extension") }
                if bytes[i + 1] == 0xF9, i + 6 < bytes.count { delay = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 }
                i += 2
                try skipSubBlocks()
            case 0x2C:
                guard i + 10 < bytes.count else { throw bad("truncated image") }
                let flags = bytes[i + 9]
                i += 10
                if flags & 0x80 != 0 { i += 3 << (Int(flags & 7) + 1) }
                i += 1  // LZW minimum code size
                try skipSubBlocks()
                delays.append(delay)
                delay = 0
            default:
                throw bad("unknown block 0x\(String(bytes[i], radix: 16))")
            }
        }
        throw bad("no trailer")
    }
}
