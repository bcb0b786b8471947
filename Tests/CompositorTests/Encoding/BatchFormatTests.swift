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
            #expect(record.codec == codec && record.pixelFormat == pixelFormat)
            #expect(try MediaProbe.inspect(path: dir.path + "/out/" + file).codec == codec)
        }
        // GIF plays at 30 fps: the 60 fps template's 1.0 s clip (61 frames) becomes 31 frames at 30.
        let gif = try #require(byFile["gif-present.gif"])
        #expect(gif.frameRate == FrameRate(30) && gif.frames == 31)
        // The manifest on disk says the same.
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"codec\": \"vp9\"") || manifest.contains("\"codec\":\"vp9\""))
    }
}
