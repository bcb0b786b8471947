import Compositor
import Foundation
import Testing

/// The library's entry points on templates built in code: they throw the YAML path's errors,
/// never trap, and render in one call.
@Suite struct SegueVideoLibraryTests {
    /// The fixture template, loaded from a file, as a starting point for in-code changes.
    static func base(_ dir: TemporaryDirectory, yaml: String = TemplateFixtures.minimal()) throws -> SegueTemplate {
        try TemplateLoader.load(path: dir.write("t.yaml", yaml))
    }

    @Test func unknownSceneThrowsInsteadOfTrapping() throws {
        let dir = TemporaryDirectory()
        var template = try Self.base(dir)
        template.segue.from = "lsit"
        #expect(throws: TemplateError.self) { try ClipFrames(template: template, direction: .present) }
        do {
            try SegueVideo.validate(template)
            Issue.record("validate accepted an unknown scene")
        } catch let error as TemplateError {
            #expect(error.field == "segue.from")
            #expect(error.message == "no scene named \"lsit\"")
        }
    }

    /// The in-code check words an odd size exactly as the file's decoder does.
    @Test func oddSizeGivesTheYAMLPathsMessage() throws {
        let dir = TemporaryDirectory()
        var template = try Self.base(dir)
        template.canvas.size = Size(width: 33, height: 24)
        template.canvas.scale = 1
        var inCode = ""
        do { try SegueVideo.validate(template) } catch { inCode = "\(error)" }
        #expect(inCode == "\(dir.path)/t.yaml: canvas: the video would be 33x24 pixels, but H.264 4:2:0 needs even sizes; the nearest even size is 34x24 pixels")
        var fileMessage = ""
        do { _ = try Self.base(dir, yaml: TemplateFixtures.minimal(canvas: "  size: [33, 24]\n  scale: 1")) } catch {
            fileMessage = "\(error)"
        }
        #expect(fileMessage.hasSuffix(": canvas: the video would be 33x24 pixels, but H.264 4:2:0 needs even sizes; the nearest even size is 34x24 pixels"))
    }

    @Test func badColorsThrow() throws {
        #expect(throws: ColorSyntaxError(text: "#GG0000")) { try Color(hex: "#GG0000") }
        #expect(throws: ColorSyntaxError(text: "FF0000")) { try Color(hex: "FF0000") }
        #expect(try Color(hex: "#F80") == Color(r8: 0xFF, g8: 0x88, b8: 0x00))
        let dir = TemporaryDirectory()
        var template = try Self.base(dir)
        template.scenes[0].root.subviews[0].backgroundColor = Color(red: 2, green: 0, blue: .nan)
        do {
            try SegueVideo.validate(template)
            Issue.record("validate accepted a color out of range")
        } catch let error as TemplateError {
            #expect(error.field == "scenes.a.views[0].background")
        }
    }

    @Test func rendersInOneCallWithProgress() async throws {
        let dir = TemporaryDirectory()
        let template = try Self.base(dir)
        let seen = Counter()
        let clips = try await SegueVideo.render(templateAt: template.file, to: dir.path + "/new/clip.mp4",
                                                options: RenderOptions(directions: [.present], jobs: 2, frameHashes: true)) { _ in
            seen.increment()
        }
        let frames = try ClipFrames(template: template, direction: .present).frameCount
        #expect(clips.count == 1)
        #expect(clips[0].summary.path == dir.path + "/new/clip.mp4")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/new/clip.mp4"))
        #expect(clips[0].frameHashes?.frames.count == frames)
        #expect(seen.value == frames)
    }

    @Test func cancellingTheTaskRemovesTheOutput() async throws {
        let dir = TemporaryDirectory()
        let path = try Self.base(dir).file
        let task = Task { try await SegueVideo.render(templateAt: path, to: dir.path + "/clip.mp4") }
        task.cancel()
        await #expect(throws: InterruptedError.self) { try await task.value }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/clip-present.mp4"))
    }
}

/// A thread-safe counter for callbacks made on render threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
