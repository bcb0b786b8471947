import Testing
@testable import Compositor

@Suite struct FrameMD5ManifestTests {
    static let sample = FrameMD5Manifest(width: 64, height: 48, timeBase: Rational(1001, 30000), frames: [
        FrameChecksum(index: FrameIndex(0), size: 12288, md5: "536ff5a222ab7d9357b636b76a0eae1d"),
        FrameChecksum(index: FrameIndex(1), size: 12288, md5: "0123456789abcdef0123456789abcdef"),
    ])

    /// Byte for byte what `ffmpeg -f rawvideo -pix_fmt rgba -s 64x48 -framerate 30000/1001 -i
    /// frames.rgba -vf setsar=1 -fflags +bitexact -f framemd5 -` prints (FFmpeg 5.1).
    @Test func layoutIsFFmpegs() {
        #expect(FrameMD5ManifestTests.sample.text == """
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
        let row = FrameMD5Manifest.line(for: FrameChecksum(index: FrameIndex(12345), size: 1920 * 1080 * 4, md5: String(repeating: "a", count: 32)))
        #expect(row == "0,      12345,      12345,        1,  8294400, \(String(repeating: "a", count: 32))\n")
    }

    @Test func parsesWhatItWrites() throws {
        let sample = FrameMD5ManifestTests.sample
        #expect(try FrameMD5Manifest(parsing: sample.text, file: "x.framemd5") == sample)
    }

    /// FFmpeg's own output (with its `#software` line and CRLF endings) reads the same.
    @Test func parsesFFmpegsOutput() throws {
        let text = FrameMD5ManifestTests.sample.text.replacingOccurrences(of: "#hash: MD5\n", with: "#hash: MD5\n#software: Lavf59.27.100\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try FrameMD5Manifest(parsing: text, file: "x.framemd5") == FrameMD5ManifestTests.sample)
    }

    @Test(arguments: [
        ("0,          0,          0,        1,    12288\n", "g.framemd5:10: expected 6 comma-separated fields, found 5"),
        ("0,          0,          3,        1,    12288, 536ff5a222ab7d9357b636b76a0eae1d\n", "g.framemd5:10: pts 3: frame 0 was expected next"),
        ("0,          0,          0,        1,    12288, 536ff5\n", "g.framemd5:10: bad MD5 \"536ff5\""),
        ("1,          0,          0,        1,    12288, 536ff5a222ab7d9357b636b76a0eae1d\n", "g.framemd5:10: stream 1: only one video stream (0) is expected"),
    ])
    func malformedRowsNameTheLine(row: String, message: String) {
        let text = FrameMD5Manifest(width: 64, height: 48, timeBase: Rational(1, 10)).header + row
        #expect(throws: AssetError.self) { try FrameMD5Manifest(parsing: text, file: "g.framemd5") }
        do {
            _ = try FrameMD5Manifest(parsing: text, file: "g.framemd5")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aFileWithoutHeaderIsNotAManifest() {
        #expect(throws: AssetError(path: "g.framemd5", message: "no \"#dimensions 0:\" line; not a framemd5 file")) {
            try FrameMD5Manifest(parsing: "#format: frame checksums\n#tb 0: 1/10\n", file: "g.framemd5")
        }
    }
}
