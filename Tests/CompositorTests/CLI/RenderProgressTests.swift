import Foundation
import Testing
@testable import Compositor

/// `render --progress json|plain` reports as `batch` does; paths print as given.
@Suite struct RenderProgressTests {
    @Test func jsonLinesStartProgressEachTenthDone() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let frames = try ClipFrames(template: TemplateLoader.load(path: template), direction: .present).frameCount
        let r = try CLI.run(["render", "clip.yaml", "--direction", "present", "-o", "new/c.mp4", "--progress", "json"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        var expected = [#"{"event":"start","file":"new/c.mp4","direction":"present","frames":\#(frames)}"#]
        // One progress line each time a further tenth of the clip is done.
        var tenth = 0
        for done in 1...frames where done * 10 / frames > tenth {
            tenth = done * 10 / frames
            expected.append(#"{"event":"progress","file":"new/c.mp4","frame":\#(done),"frames":\#(frames)}"#)
        }
        #expect(Array(lines.dropLast()) == expected)
        // Then `done`: the file as given, its frames, and its absolute path, bytes and SHA-256 (CLITextsTests).
        #expect(lines.last?.hasPrefix(#"{"event":"done","file":"new/c.mp4","frames":\#(frames),"path":"/"#) == true, "\(lines.last ?? "")")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/new/c.mp4"))
    }

    /// With both directions the closing lines keep a relative `-o` relative.
    @Test func closingLinesPrintPathsAsGiven() throws {
        let dir = TemporaryDirectory()
        _ = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["render", "clip.yaml", "-o", "out/c.mp4", "--progress", "plain"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let closing = r.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
        #expect(closing.count == 2)
        #expect(closing.allSatisfy { $0.hasPrefix("wrote out/c-present.mp4: ") || $0.hasPrefix("wrote out/c-dismiss.mp4: ") })
        // The last progress line counts every frame the closing line reports.
        let present = closing.first { $0.hasPrefix("wrote out/c-present.mp4: ") } ?? ""
        let frames = present.dropFirst("wrote out/c-present.mp4: ".count).split(separator: " ").first.map(String.init) ?? "?"
        #expect(r.stdout.contains("out/c-present.mp4: \(frames)/\(frames) frames"))
    }
}
