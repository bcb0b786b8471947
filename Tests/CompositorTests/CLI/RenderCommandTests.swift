import Foundation
import Testing
@testable import Compositor

@Suite struct RenderCommandTests {
    @Test func rendersBothDirectionsWithAClosingLine() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["render", template, "-o", dir.path + "/out.mp4", "--jobs", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.contents == ["clip.yaml", "out-dismiss.mp4", "out-present.mp4"])
        #expect(r.stdout.contains("11 frames, 1.10 s of video"))  // 0.0 s … 1.0 s at 10 fps, each frame shown 0.1 s
    }

    @Test func oddSizeExits3BeforeCreatingAnything() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("odd.yaml", TemplateFixtures.minimal(canvas: "  size: [33, 24]\n  scale: 1"))
        let r = try CLI.run(["render", template, "-o", dir.path + "/out.mp4"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("odd.yaml:2:3: canvas: the video would be 33x24 pixels"))
        #expect(r.stderr.contains("nearest even size is 34x24"))
        #expect(dir.contents == ["odd.yaml"])
    }

    @Test func unwritableOutputExits5AndLeavesNothing() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        // A path through a regular file cannot be created, even by root.
        let blocker = dir.write("blocker", "")
        let r = try CLI.run(["render", template, "--direction", "present", "-o", blocker + "/out.mp4"])
        #expect(r.status == 5)
        #expect(r.stderr.contains("cannot create the folder"))
        #expect(dir.contents == ["blocker", "clip.yaml"])
    }

    @Test func badUsageExits2() throws {
        let r = try CLI.run(["render", "--jobs", "0", "x.yaml"])
        #expect(r.status == 2)
        let missing = try CLI.run(["render"])
        #expect(missing.status == 2)
    }

    @Test func missingTemplateExits3() throws {
        let r = try CLI.run(["render", "/nonexistent/t.yaml"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("/nonexistent/t.yaml: no such template file"))
    }

    @Test func versionNamesTheLibraries() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        for name in ["segue-video", "libavcodec", "libavformat", "libswscale", "x264"] {
            #expect(r.stdout.contains(name), "\(name) missing from --version")
        }
    }
}
