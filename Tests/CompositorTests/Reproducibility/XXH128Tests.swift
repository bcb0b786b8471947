@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// XXH3-128, the default frame hash: xxHash's published sanity vectors, streaming against
/// one-shot, and a composited frame against Debian's `xxh128sum`.
@Suite struct XXH128Tests {
    /// xxHash's sanity buffer (`XSUM_fillTestBuffer` in cli/xsum_sanity_check.c): byte i is the
    /// top byte of PRIME32 × PRIME64^i (mod 2^64).
    static func sanityBuffer(_ length: Int) -> [UInt8] {
        var generator: UInt64 = 2_654_435_761
        return (0..<length).map { _ in
            defer { generator &*= 11_400_714_785_074_694_797 }
            return UInt8(generator >> 56)
        }
    }

    /// The unseeded rows of `XSUM_XXH128_testdata` (xxHash 0.8, cli/xsum_sanity_check.c), written
    /// as `xxh128sum` prints them: the high 64 bits, then the low. They cover each code path of
    /// XXH3 (0, 1–3, 4–8, 9–16, 17–128, 129–240 bytes, one block, several blocks, a last stripe
    /// that overlaps).
    @Test(arguments: [
        (0, "99aa06d3014798d86001c324468d497f"),
        (1, "a6cd5e9392000f6ac44bdff4074eecdb"),
        (6, "082afe0b8162d12a3e7039bdda43cfc6"),
        (12, "6e3efd8fc7802b18061a192713f69ad9"),
        (24, "0ce966e4678d37611e7044d28b1b901d"),
        (48, "a002ac4e5478227ef942219aed80f67b"),
        (81, "4952f58181ab00425e8bafb9f95fb803"),
        (222, "337e09641b948717f1aebd597cec6b3a"),
        (403, "1b6de21e332dd73dcdeb804d65c6dea4"),
        (512, "18d2d110dcc9bca1617e49599013cb6b"),
        (2048, "f736557fd47073a5dd59e2c3a5f038e0"),
        (2240, "ccb134fbfa7ce49d6e73a90539cf2948"),
        (2367, "e89c0f6ff369b427cb37aeb9e5d361ed"),
    ])
    func publishedVectors(length: Int, digest: String) {
        let bytes = XXH128Tests.sanityBuffer(length)
        #expect(bytes.withUnsafeBytes { XXH128.hex(of: $0) } == digest)
        #expect(bytes.withUnsafeBytes { FrameHashAlgorithm.xxh128.hex(of: $0) } == digest)
    }

    /// Fed in uneven pieces across XXH3's 64-byte stripes and 1024-byte blocks, the streaming
    /// hash equals the one-shot hash.
    @Test func streamingEqualsOneShot() {
        var rng = SplitMix64(seed: 11)
        for length in [0, 1, 16, 17, 128, 129, 240, 241, 1023, 1024, 1025, 5000] {
            let bytes = UnevenPieces.bytes(length, &rng)
            let oneShot = bytes.withUnsafeBytes { XXH128.hex(of: $0) }
            let hash = XXH128()
            UnevenPieces.feed(bytes, maxPiece: 300, &rng) { hash.update($0) }
            #expect(hash.hexDigest() == oneShot, "length \(length)")
        }
    }

    /// A composited frame's hash is what `xxh128sum` prints for its raw RGBA bytes, and its MD5
    /// is what `md5sum` prints: anyone can check a frame-hash file with standard tools.
    @Test func frameHashEqualsTheStandardTools() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("clip.yaml", TemplateFixtures.minimal()))
        let frames = try ClipFrames(template: template, direction: .present)
        var frame: Pixmap?
        try frames.render(jobs: 1, assets: AssetStore(images: [:])) { index, pixmap in
            if index == FrameIndex(4) { frame = pixmap }
        }
        let pixmap = try #require(frame)
        let raw = dir.path + "/frame.rgba"
        try pixmap.withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: raw)) }
        let xxh = try BinaryRun.runTool("/usr/bin/xxh128sum", [raw])
        let md5 = try BinaryRun.runTool("/usr/bin/md5sum", [raw])
        #expect(xxh.status == 0, "xxh128sum (Debian's xxhash package, scripts/setup.sh): \(xxh.stderr)")
        let checksum = FrameChecksum(index: FrameIndex(4), frame: pixmap, algorithm: .xxh128)
        #expect(checksum.digest == String(xxh.stdout.prefix(32)))
        #expect(checksum.size == 64 * 48 * 4)
        #expect(FrameChecksum(index: FrameIndex(4), frame: pixmap, algorithm: .md5).digest == String(md5.stdout.prefix(32)))
    }

    /// The version manifest.json and `--version` record is the one `xxh128sum --version` (built
    /// from the same Debian source package) prints, and it is listed among the libraries.
    @Test func versionIsTheLinkedLibrarys() throws {
        let tool = try BinaryRun.runTool("/usr/bin/xxh128sum", ["--version"])
        let printed = (tool.stdout + tool.stderr).split(separator: " ").dropFirst().first.map(String.init)
        #expect(printed == XXH128.version)
        #expect(LibraryVersions.all.contains { $0.name == "xxHash" && $0.version == XXH128.version })
    }
}
