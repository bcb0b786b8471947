import Foundation
import Testing
@testable import Compositor

/// Videos that must be refused, each by `validate` and by `render` with one line naming the
/// file and the template field (exit 4), in bounded time, writing nothing: a truncated file
/// (header cut, and sample table pointing past the end), a file that is not a video, a PNG
/// and an audio file in a video's place, a stream declaring 16384 × 16384 pixels and a
/// sample table declaring 100 000 frames, and HLG (HDR) video; the render's peak memory stays
/// under 512 MiB.
@Suite struct HostileVideoTests {
    /// Each case: a name and how to make its file from a good recording's bytes (`good`) in `folder`.
    static let cases: [(name: String, make: @Sendable (_ good: Data, _ folder: String) throws -> Data)] = [
        ("truncated", { good, _ in good.prefix(good.count / 2) }),
        ("truncated-faststart", { _, folder in
            try VideoFixtures.ffmpeg(["-i", folder + "/rec.mp4", "-c", "copy", "-movflags", "+faststart", folder + "/fs.mp4"])
            let fast = try Data(contentsOf: URL(fileURLWithPath: folder + "/fs.mp4"))
            return fast.prefix(fast.count * 2 / 3)
        }),
        ("not-a-video", { _, _ in Data("this is a text file, not a recording\n".utf8) }),
        ("png", { _, folder in
            try PNGWriter.write(Pixmap(width: 4, height: 4), to: folder + "/p.png")
            return try Data(contentsOf: URL(fileURLWithPath: folder + "/p.png"))
        }),
        ("no-video-stream", { _, folder in
            WAVFixture.write(folder + "/a.wav", samples: WAVFixture.sine(frequency: 440, seconds: 1, sampleRate: 8000), sampleRate: 8000)
            return try Data(contentsOf: URL(fileURLWithPath: folder + "/a.wav"))
        }),
        ("16384x16384", { good, _ in try patched(good, box: "avc1", at: 28, bytes: [0x40, 0x00, 0x40, 0x00]) }),
        ("100000-frames", { good, _ in try patched(good, box: "stsz", at: 12, bytes: [0x00, 0x01, 0x86, 0xA0]) }),
        ("hlg-hdr", { _, folder in
            try VideoFixtures.ffmpeg(["-i", folder + "/rec.mp4", "-c:v", "libx264", "-color_trc", "arib-std-b67",
                                      "-colorspace", "bt2020nc", "-color_primaries", "bt2020", folder + "/hlg.mp4"])
            return try Data(contentsOf: URL(fileURLWithPath: folder + "/hlg.mp4"))
        }),
    ]

    /// `data` with `bytes` written `offset` bytes after the sample-table box type `box`.
    static func patched(_ data: Data, box: String, at offset: Int, bytes: [UInt8]) throws -> Data {
        var copy = [UInt8](data)
        let table = [UInt8]("stsd".utf8), needle = [UInt8](box.utf8)
        func find(_ what: [UInt8], from: Int) -> Int? {
            (from..<(copy.count - what.count)).first { copy[$0..<$0 + what.count].elementsEqual(what) }
        }
        guard let stsd = find(table, from: 0), let at = find(needle, from: box == "avc1" ? stsd : 0) else {
            throw VideoFixtures.FixtureError(message: "no \(box) box")
        }
        copy.replaceSubrange(at + offset..<at + offset + bytes.count, with: bytes)
        return Data(copy)
    }

    @Test(arguments: cases.indices)
    func refusedWithOneLine(_ index: Int) throws {
        let (name, make) = Self.cases[index]
        let dir = TemporaryDirectory()
        try VideoFixtures.write(.h264, in: dir.path)
        let good = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/rec.mp4"))
        let file = "hostile-\(name).mp4"
        try make(good, dir.path).write(to: URL(fileURLWithPath: dir.path + "/" + file))
        let yaml = dir.write("t.yaml", VideoContentTests.template(video: "{file: \(file)}", width: 96, height: 64))
        let out = dir.path + "/out.mp4"
        for arguments in [["validate", yaml], ["render", yaml, "-o", out]] {
            guard let result = try CLI.run(arguments, timeout: 30) else {
                Issue.record("\(name): \(arguments[0]) did not finish in 30 s")
                continue
            }
            let lines = result.stderr.split(separator: "\n")
            #expect(result.status == 4, "\(name): \(arguments[0]) exited \(result.status): \(result.stderr)")
            #expect(lines.count == 1, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(file) && result.stderr.contains("video.file"), "\(name): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(name): \(arguments[0]) wrote output")
        }
        // Bounded memory: the refusal comes before any picture of the declared size exists
        // (16384 × 16384 RGBA alone would be 1 GiB).
        let measured = try MeasuredRun.run(["render", yaml, "-o", out])
        #expect(measured.status == 4 && measured.peakRSS < 512 << 20, "\(name): exit \(measured.status), peak RSS \(measured.peakRSS >> 20) MiB")
    }
}
