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
        // How compositing went beside the encoder: its CPU on the --jobs threads, the encoder's waits.
        let closing = r.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
        #expect(closing.count == 2)
        for line in closing {
            #expect(line.contains("; compositing "), "\(line)")
            #expect(line.contains(" s CPU on 2 threads, encoder waited "), "\(line)")
            #expect(line.hasSuffix(" s for the first)"), "\(line)")
        }
    }

    /// The closing line's pipeline part, worked out by hand from its terms.
    @Test func pipelineReportDescription() {
        var report = OrderedParallel.Report()
        (report.consumerWaitSeconds, report.firstWaitSeconds, report.producerCPUSeconds, report.producers) = (0.034, 0.021, 0.4149, 1)
        #expect(PipelineReport(report).description == "compositing 0.41 s CPU on 1 thread, encoder waited 0.03 s for frames (0.02 s for the first)")
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
