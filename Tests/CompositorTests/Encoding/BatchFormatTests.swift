import Foundation
import Testing
@testable import Compositor

/// `batch` writes each clip in its template's `video.codec` (and its other format keys), names
/// the file with that format's extension, and records codec and pixel format in the manifest.
@Suite struct BatchFormatTests {
    @Test func batchHonoursTheTemplatesCodec() throws {
        let dir = TemporaryDirectory()
        dir.write("in/webm.yaml", TemplateFixtures.minimal(video: "  fps: 10\n  codec: vp9"))
        dir.write("in/gif.yaml", TemplateFixtures.minimal(video: "  fps: 60\n  codec: gif"))
        dir.write("in/prores.yaml", TemplateFixtures.minimal(video: "  fps: 10\n  codec: prores\n  proresProfile: \"4444\""))
        dir.write("in/plain.yaml", TemplateFixtures.minimal())
        let runner = BatchRunner(outputFolder: dir.path + "/out", jobs: 2, progress: RecordingProgress())
        let result = try runner.run([dir.path + "/in"])
        #expect(result.status == .ok && result.failures.isEmpty, "\(result.failures)")
        let byFile = Dictionary(uniqueKeysWithValues: result.records.map { ($0.file, $0) })
        #expect(Set(byFile.keys) == ["gif-present.gif", "gif-dismiss.gif", "plain-present.mp4", "plain-dismiss.mp4",
                                     "prores-present.mov", "prores-dismiss.mov", "webm-present.webm", "webm-dismiss.webm"])
        // Read back: the codec the manifest names is the one in the file.
        for (file, codec, pixelFormat) in [("webm-present.webm", "vp9", "yuv420p"), ("prores-present.mov", "prores", "yuva444p10le"),
                                           ("plain-present.mp4", "h264", "yuv420p"), ("gif-present.gif", "gif", "pal8")] {
            let record = try #require(byFile[file])
            #expect(record.codec.rawValue == codec && record.pixelFormat == pixelFormat)
            #expect(try MediaProbe.inspect(path: dir.path + "/out/" + file).codec == codec)
        }
        // GIF plays at 30 fps: the 60 fps template's 1.0 s clip (61 frames) becomes 31 frames at 30.
        let gif = try #require(byFile["gif-present.gif"])
        #expect(gif.frameRate == FrameRate(30) && gif.frames == 31)
        // The manifest on disk says the same.
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"codec\": \"vp9\"") || manifest.contains("\"codec\":\"vp9\""))
    }

    /// `video.bitDepth: 10` and no `video.codec`: batch used to write 8-bit H.264. Now each clip
    /// is refused at the key (exit 3), the message names `video.codec`, and nothing is written.
    @Test func tenBitsWithoutACodecAreRefused() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(video: "  fps: 10\n  bitDepth: 10")
        dir.write("in/deep.yaml", text)
        // "  bitDepth: " is 12 characters: the value starts at column 13.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("bitDepth: 10") }! + 1
        let result = try BatchRunner(outputFolder: dir.path + "/out", jobs: 1, progress: RecordingProgress()).run([dir.path + "/in"])
        #expect(result.status == .invalidTemplate && result.records.isEmpty)
        #expect(result.failures.count == 2)
        #expect(result.failures.allSatisfy { $0.message.contains("deep.yaml:\(line):13: video.bitDepth: 10 bits need video.codec: hevc") },
                "\(result.failures)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: dir.path + "/out")) ?? []
        #expect(!written.contains { $0.hasSuffix(".mp4") }, "\(written)")
    }

    /// Which formats take `bitDepth: 10`: HEVC (Main 10) and ProRes (10-bit in every profile);
    /// every other one refuses it.
    @Test(arguments: OutputFormatCatalog.all.map(\.codec.rawValue))
    func tenBitsOnlyWhereWritten(codec: String) throws {
        let dir = TemporaryDirectory()
        var template = try TemplateLoader.load(path: dir.write("clip.yaml", TemplateFixtures.minimal()))
        defer { withExtendedLifetime(dir) {} }
        template.video.bitDepth = 10
        let format = try #require(OutputFormatCatalog.named(Codec.parse(codec)))
        if codec == "hevc" || codec == "prores" {
            try OutputFormatCatalog.checkBitDepth(template, format: format)
        } else {
            let error = #expect(throws: OutputFormatError.self) { try OutputFormatCatalog.checkBitDepth(template, format: format) }
            #expect(error?.status == .invalidTemplate && error?.message.hasPrefix("video.bitDepth: 10 bits need video.codec") == true)
        }
    }
}
