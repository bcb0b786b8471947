import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// PNG/JPEG decoding, PNG writing, and the decoder's defences against bad files.
@Suite struct ImageDecoderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test func opaqueRoundTripIsExact() throws {
        let dir = try TemporaryDirectory()
        var pixmap = Pixmap(width: 7, height: 5)
        var rng = SplitMix64(seed: 11)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
        try PNGWriter.write(pixmap, to: dir.path + "/opaque.png")
        #expect(try ImageDecoder.decode(path: dir.path + "/opaque.png") == pixmap)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["opaque.png"])
    }

    /// Premultiplied (64, 32, 0, 128) is straight (128, 64, 0): 64·255/128 = 127.5 → 128,
    /// 32·255/128 = 63.75 → 64; premultiplied again, 128·128/255 = 64.25 → 64 and 64·128/255 = 32.1 → 32.
    @Test func semiTransparentRoundTripWorkedByHand() throws {
        let dir = try TemporaryDirectory()
        var pixmap = Pixmap(width: 2, height: 2, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        pixmap[1, 0] = PremultipliedRGBA8(r: 64, g: 32, b: 0, a: 128)
        pixmap[0, 1] = .transparent
        #expect(PremultipliedRGBA8(packed: PNGWriter.straight(pixmap[1, 0].packed)) == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 128))
        try PNGWriter.write(pixmap, to: dir.path + "/alpha.png")
        #expect(try ImageDecoder.decode(path: dir.path + "/alpha.png") == pixmap)
    }

    @Test func pngWriterUnwritableFolderThrowsOutputError() throws {
        let dir = try TemporaryDirectory()
        let file = dir.path + "/file.txt"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: OutputError.self) { try PNGWriter.write(Pixmap(width: 2, height: 2), to: file + "/out.png") }
        #expect(error?.message.contains("Not a directory") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file.txt"])
    }

    /// ffmpeg-made gray+alpha PNG: straight (200, 200, 200, 128) → 200·128/255 = 100.4 → 100.
    @Test func grayAlphaFixtureIsPremultiplied() throws {
        let pixmap = try ImageDecoder.decode(path: Self.fixtures + "/gray-alpha.png")
        #expect(pixmap.width == 4 && pixmap.height == 4)
        #expect(pixmap.pixels.allSatisfy { $0 == PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 128).packed })
    }

    /// ffmpeg-made 32×32 JPEG (4:2:0, full-range BT.601): left half (200, 40, 40), right (40, 40, 200).
    @Test func jpegFixtureDecodes() throws {
        let pixmap = try ImageDecoder.decode(path: Self.fixtures + "/two-halves.jpg")
        #expect(pixmap.width == 32 && pixmap.height == 32)
        expectClose(pixmap[4, 16], PremultipliedRGBA8(r: 200, g: 40, b: 40, a: 255), tolerance: 4)
        expectClose(pixmap[27, 16], PremultipliedRGBA8(r: 40, g: 40, b: 200, a: 255), tolerance: 4)
        #expect(pixmap.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    @Test func missingFile() {
        let error = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: "/nonexistent/picture.png") }
        #expect(error == AssetError(path: "/nonexistent/picture.png", message: "no such file"))
        #expect(error?.exitStatus == .badAsset)
    }

    /// Paths are file names only: no sequence patterns, no network or other protocols.
    @Test func pathsAreLocalFileNames() throws {
        let dir = try TemporaryDirectory()
        let pixmap = Pixmap(width: 2, height: 2, fill: PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 255))
        try PNGWriter.write(pixmap, to: dir.path + "/frame%03d.png")
        #expect(try ImageDecoder.decode(path: dir.path + "/frame%03d.png") == pixmap)
        for url in ["http://127.0.0.1:9/a.png", "concat:\(dir.path)/frame%03d.png"] {
            let error = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: url) }
            #expect(error?.message == "no such file")
        }
    }

    @Test func notAnImage() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/notes.png"
        try Data("just some text, not a picture\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path) }
    }

    @Test(arguments: [20, 40, 60, 80])
    func truncatedPNGFails(percent: Int) throws {
        let dir = try TemporaryDirectory()
        var pixmap = Pixmap(width: 64, height: 64)
        var rng = SplitMix64(seed: 3)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
        let bytes = try PNGWriter.encode(pixmap)
        let path = dir.path + "/cut.png"
        try Data(bytes.prefix(bytes.count * percent / 100)).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path) }
        #expect(error?.message.contains("truncated or corrupt PNG") == true, "\(String(describing: error))")
    }

    @Test func corruptPNGDataFails() throws {
        let dir = try TemporaryDirectory()
        var pixmap = Pixmap(width: 32, height: 32)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(i * 2654435761 & 0xFFFFFF) | 0xFF00_0000 }
        var bytes = try PNGWriter.encode(pixmap)
        bytes[bytes.count / 2] ^= 0x55  // inside IDAT: the chunk CRC no longer matches
        let path = dir.path + "/flipped.png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path) }
    }

    @Test func truncatedJPEGFails() throws {
        let dir = try TemporaryDirectory()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/two-halves.jpg"))
        let path = dir.path + "/cut.jpg"
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: path))
        #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path) }
    }

    /// A PNG whose IHDR claims 16000×16000 (1 GB as RGBA) is refused from its header alone.
    @Test func hugeDeclaredSizeIsRefusedBeforeDecoding() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/huge.png"
        try Data(Self.png(width: 16000, height: 16000)).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path) }
        #expect(error?.message == "image is 16000x16000 pixels; the limit is 8192x8192")
        let small = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: path, maxPixels: 100) }
        #expect(small?.message == "image is 16000x16000 pixels; the limit is 10x10")
    }

    @Test func headerDimensions() {
        let png = Self.png(width: 300, height: 200)
        png.withUnsafeBytes { #expect(ImageHeader.dimensions(of: $0)! == (300, 200)) }
        // SOI, APP0 (length 4), SOF0: length 17, precision 8, height 0x01E0, width 0x0280.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        jpeg.withUnsafeBytes { #expect(ImageHeader.dimensions(of: $0)! == (640, 480)) }
        [UInt8](repeating: 0, count: 32).withUnsafeBytes { #expect(ImageHeader.dimensions(of: $0) == nil) }
    }

    /// A PNG signature, an IHDR chunk for an 8-bit RGBA image of the given size with a valid
    /// CRC, an empty IDAT and IEND: a header that promises pixels the file does not hold.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", []) + chunk("IEND", [])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
