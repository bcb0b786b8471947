import Testing
@testable import Compositor

@Suite struct FrameHashManifestTests {
    static let sample = FrameHashManifest(width: 64, height: 48, timeBase: Rational(1001, 30000), algorithm: .md5, frames: [
        FrameChecksum(index: FrameIndex(0), size: 12288, digest: "536ff5a222ab7d9357b636b76a0eae1d"),
        FrameChecksum(index: FrameIndex(1), size: 12288, digest: "0123456789abcdef0123456789abcdef"),
    ])

    /// Byte for byte what `ffmpeg -f rawvideo -pix_fmt rgba -s 64x48 -framerate 30000/1001 -i
    /// frames.rgba -vf setsar=1 -fflags +bitexact -f framemd5 -` prints (FFmpeg 5.1).
    @Test func layoutIsFFmpegs() {
        #expect(FrameHashManifestTests.sample.text == """
            #format: frame checksums
            #version: 2
            #hash: MD5
            #tb 0: 1001/30000
            #media_type 0: video
            #codec_id 0: rawvideo
            #dimensions 0: 64x48
            #sar 0: 1/1
            #stream#, dts,        pts, duration,     size, hash
            0,          0,          0,        1,    12288, 536ff5a222ab7d9357b636b76a0eae1d
            0,          1,          1,        1,    12288, 0123456789abcdef0123456789abcdef

            """)
    }

    @Test func wideRowsKeepTheirDigits() {
        let row = FrameHashManifest.line(for: FrameChecksum(index: FrameIndex(12345), size: 1920 * 1080 * 4, digest: String(repeating: "a", count: 32)))
        #expect(row == "0,      12345,      12345,        1,  8294400, \(String(repeating: "a", count: 32))\n")
    }

    @Test func parsesWhatItWrites() throws {
        let sample = FrameHashManifestTests.sample
        #expect(try FrameHashManifest(parsing: sample.text, file: "x.framemd5") == sample)
    }

    /// FFmpeg's own output (with its `#software` line and CRLF endings) reads the same.
    @Test func parsesFFmpegsOutput() throws {
        let text = FrameHashManifestTests.sample.text.replacingOccurrences(of: "#hash: MD5\n", with: "#hash: MD5\n#software: Lavf59.27.100\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try FrameHashManifest(parsing: text, file: "x.framemd5") == FrameHashManifestTests.sample)
    }

    @Test(arguments: [
        ("0,          0,          0,        1,    12288\n", "g.framemd5:10: expected 6 comma-separated fields, found 5"),
        ("0,          0,          3,        1,    12288, 536ff5a222ab7d9357b636b76a0eae1d\n", "g.framemd5:10: pts 3: frame 0 was expected next"),
        ("0,          0,          0,        1,    12288, 536ff5\n", "g.framemd5:10: bad MD5 \"536ff5\""),
        ("1,          0,          0,        1,    12288, 536ff5a222ab7d9357b636b76a0eae1d\n", "g.framemd5:10: stream 1: only one video stream (0) is expected"),
    ])
    func malformedRowsNameTheLine(row: String, message: String) {
        let text = FrameHashManifest(width: 64, height: 48, timeBase: Rational(1, 10), algorithm: .md5).header + row
        #expect(throws: AssetError.self) { try FrameHashManifest(parsing: text, file: "g.framemd5") }
        do {
            _ = try FrameHashManifest(parsing: text, file: "g.framemd5")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aFileWithoutHeaderIsNotAManifest() {
        #expect(throws: AssetError(path: "g.framemd5", message: "no \"#dimensions 0:\" line; not a frame-hash file")) {
            try FrameHashManifest(parsing: "#format: frame checksums\n#tb 0: 1/10\n", file: "g.framemd5")
        }
    }

    /// An XXH128 file names its hash in the `#hash:` line (FFmpeg's framehash layout) and reads
    /// back as XXH128; the rows look the same (32 hex digits).
    @Test func xxh128FilesSayWhatTheyHold() throws {
        var manifest = FrameHashManifestTests.sample
        manifest.algorithm = .xxh128
        #expect(manifest.header.contains("\n#hash: XXH128\n"))
        #expect(!manifest.header.contains("MD5"))
        let read = try FrameHashManifest(parsing: manifest.text, file: "x.framehash")
        #expect(read == manifest && read.algorithm == .xxh128)
    }

    /// A framemd5 file without a `#hash:` line (older FFmpeg) is MD5; an unknown hash is refused
    /// at its line.
    @Test func hashLineIsOptionalButChecked() throws {
        let text = FrameHashManifestTests.sample.text
        let withoutLine = text.replacingOccurrences(of: "#hash: MD5\n", with: "")
        #expect(try FrameHashManifest(parsing: withoutLine, file: "g.framemd5") == FrameHashManifestTests.sample)
        let sha = text.replacingOccurrences(of: "#hash: MD5\n", with: "#hash: SHA256\n")
        #expect(throws: AssetError(path: "g.framemd5:3", message: "hash \"SHA256\": only XXH128 and MD5 frame hashes are read")) {
            try FrameHashManifest(parsing: sha, file: "g.framemd5")
        }
    }

    /// Manifests that hold different hashes of the same clip differ in format, not in a frame.
    @Test func differentHashesAreAFormatDifference() {
        var other = FrameHashManifestTests.sample
        other.algorithm = .xxh128
        #expect(ManifestDifference.first(expected: FrameHashManifestTests.sample, actual: other)
                == .format(expected: "MD5 hashes", actual: "XXH128 hashes"))
    }
}
