@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// `segue-video still`: one frame to PNG by frame, time or progress; errors leave no file.
@Suite struct StillCommandTests {
    @Test func frameTimeAndProgressAgree() throws {
        // 10 fps, 0.2 s hold then 0.5 s transition: frame 4 is t = 0.4 s, progress 0.4.
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        for (name, args) in [("frame", ["--frame", "4"]), ("time", ["--time", "2/5"]), ("progress", ["--progress", "0.4"])] {
            let r = try CLI.run(["still", template, "-o", dir.path + "/\(name).png"] + args)
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
        let frame = try ImageDecoder.decode(path: dir.path + "/frame.png")
        #expect(frame.width == 64 && frame.height == 48)
        #expect(try ImageDecoder.decode(path: dir.path + "/time.png") == frame)
        #expect(try ImageDecoder.decode(path: dir.path + "/progress.png") == frame)
        // Halfway through a cross-dissolve from white to blue the corner is a mix of both.
        let corner = frame[0, 0]
        #expect(corner.b == 255 && corner.r > 0 && corner.r < 255)
    }

    @Test func stillMatchesTheRenderedFrame() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["still", path, "--frame", "6", "--direction", "dismiss", "-o", dir.path + "/still.png"])
        #expect(r.status == 0, "\(r.stderr)")
        let template = try TemplateLoader.load(path: path)
        let clip = try ClipFrames(template: template, direction: .dismiss)
        let expected = try SceneRenderer(canvas: template.canvas, assets: AssetLoader.load(template)).render(clip.layers(at: FrameIndex(6)))
        #expect(try ImageDecoder.decode(path: dir.path + "/still.png") == expected)
    }

    /// With `holdAfter: 0` the clip's last composited frame is `still --progress 1`, in both
    /// directions, also when the clip's length is not a whole number of frames
    /// (0.2 + 0.35 s at 24 fps = 13.2 periods: frames 0 … 14, the last at 14/24 s > 0.55 s).
    @Test func lastFrameEqualsProgressOne() throws {
        let dir = TemporaryDirectory()
        let yaml = TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n", video: "  fps: 24")
            .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 0")
            .replacingOccurrences(of: "duration: 0.5", with: "duration: 0.35")
        let path = dir.write("clip.yaml", yaml)
        let template = try TemplateLoader.load(path: path)
        #expect(template.timeline.frameCount == 15)
        for direction in SegueDirection.allCases {
            let r = try CLI.run(["still", path, "--progress", "1", "--direction", direction.rawValue, "-o", dir.path + "/end.png"])
            #expect(r.status == 0, "\(r.stderr)")
            var last: Pixmap?
            try ClipFrames(template: template, direction: direction).render(jobs: 2, assets: AssetStore()) { index, pixmap in
                if index.value == template.timeline.frameCount - 1 { last = pixmap }
            }
            let end = try ImageDecoder.decode(path: dir.path + "/end.png")
            #expect(last == end, "\(direction)")
            let start = try CLI.run(["still", path, "--progress", "0", "--direction", direction.rawValue, "-o", dir.path + "/start.png"])
            #expect(start.status == 0)
            let first = try ImageDecoder.decode(path: dir.path + "/start.png")
            #expect(first != end, "\(direction)")
        }
    }

    @Test func usageErrorsExit2AndWriteNothing() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let cases: [[String]] = [
            [],                                          // no selector
            ["--frame", "1", "--progress", "0.5"],       // two selectors
            ["--frame", "11"],                           // 11 frames: 0...10
            ["--time", "abc"],
            ["--time", "1.5"],                           // the clip lasts 1 s
            ["--progress", "1.5"],
            ["--frame", "1", "--direction", "sideways"],
        ]
        for args in cases {
            let r = try CLI.run(["still", template, "-o", dir.path + "/out.png"] + args)
            #expect(r.status == 2, "\(args): \(r.status) \(r.stderr)")
        }
        #expect(dir.contents == ["clip.yaml"])
    }

    @Test func badAssetAndUnwritableOutput() throws {
        let dir = TemporaryDirectory()
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: URL(fileURLWithPath: dir.path + "/photo.png"))
        let broken = dir.write("broken.yaml", ImageAssetCLITests.template(image: "photo.png"))
        let r = try CLI.run(["still", broken, "--frame", "0", "-o", dir.path + "/out.png"])
        #expect(r.status == 4, "\(r.stderr)")
        #expect(r.stderr.contains("photo.png"))
        let good = dir.write("good.yaml", TemplateFixtures.minimal())
        let blocker = dir.write("blocker", "")
        let w = try CLI.run(["still", good, "--frame", "0", "-o", blocker + "/out.png"])
        #expect(w.status == 5, "\(w.stderr)")
        #expect(dir.contents == ["blocker", "broken.yaml", "good.yaml", "photo.png"])
    }
}
