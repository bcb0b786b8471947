import Foundation
import Testing
@testable import Compositor

/// Output names never lie: the extension decides the format or is refused (exit 2, naming the
/// supported ones); `still` writes PNG or JPEG by extension; `probe` reads any output back.
@Suite struct FormatCommandTests {
    @Test(arguments: [("out.webm", "vp9"), ("out.gif", "gif"), ("out.mov", "prores"), ("out.mp4", "h264")])
    func extensionDecidesTheFormat(name: String, codec: String) throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["render", template, "--direction", "present", "-o", dir.path + "/" + name])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try MediaProbe.inspect(path: dir.path + "/" + name).codec == codec)
    }

    @Test(arguments: [["-o", "out.avi"], ["-o", "out.gif", "--codec", "vp9"], ["-o", "out.mp4", "--codec", "av1"], ["-o", "out"]])
    func unsupportedOrMismatchedOutputExits2(arguments: [String]) throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        let r = try CLI.run(["render", template, "--direction", "present"] + arguments, in: dir.path)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains(".webm (vp9)") || r.stderr.contains("expected one of: h264, hevc, prores, vp9, gif, png"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(dir.contents == ["clip.yaml"])
    }

    @Test func transparentCanvasNeedsAlphaOrABackground() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal().replacingOccurrences(of: "background: \"#000000\"", with: "background: transparent")
        let template = dir.write("clip.yaml", text)
        let refused = try CLI.run(["render", template, "--direction", "present", "-o", dir.path + "/out.mp4"])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("vp9") && refused.stderr.contains("--background"))
        // One line, at the key: canvas line 1, size, scale, background on line 4, value at column 15.
        #expect(refused.stderr.contains("clip.yaml:4:15: canvas.background: the background is transparent"), "\(refused.stderr)")
        #expect(dir.contents == ["clip.yaml"])
        let over = try CLI.run(["render", template, "--direction", "present", "-o", dir.path + "/out.mp4", "--background", "#336699"])
        #expect(over.status == 0, "\(over.stderr)")
        let png = try CLI.run(["render", template, "--direction", "present", "--codec", "png", "-o", dir.path + "/frames"])
        #expect(png.status == 0, "\(png.stderr)")
        let frameCount = try TemplateLoader.load(path: template).timeline.frameCount
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").count == frameCount)
    }

    @Test func stillWritesPNGOrJPEGByExtension() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        for (name, magic) in [("a.png", [0x89, 0x50, 0x4E, 0x47]), ("a.jpg", [0xFF, 0xD8, 0xFF])] as [(String, [UInt8])] {
            let r = try CLI.run(["still", template, "--frame", "0", "-o", dir.path + "/" + name])
            #expect(r.status == 0, "\(r.stderr)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/" + name))
            #expect(Array(bytes.prefix(magic.count)) == magic)
        }
        let bad = try CLI.run(["still", template, "--frame", "0", "-o", dir.path + "/a.bmp"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("PNG or JPEG"))
    }

    @Test func probeDescribesAClip() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal())
        _ = try CLI.run(["render", template, "--direction", "present", "--codec", "hevc", "-o", dir.path + "/c.mp4"])
        let r = try CLI.run(["probe", dir.path + "/c.mp4"])
        #expect(r.status == 0, "\(r.stderr)")
        // The clip lasts its frame count at 10 fps (the timeline decides how many frames).
        let frames = try TemplateLoader.load(path: template).timeline.frameCount
        let duration = Rational(Int64(frames), 10)
        for line in ["codec         hevc (hvc1)", "profile       Main", "size          64x48", "pixel format  yuv420p (no alpha)",
                     "fps           10 (10.000)", "frames        \(frames)",
                     "duration      \(String(format: "%.3f", duration.doubleValue)) s (\(duration))",
                     "color         bt709/bt709/bt709/tv", "audio         none"] {
            #expect(r.stdout.contains(line), "\(line) in \(r.stdout)")
        }
    }

    /// `--device-frame` and `--frame-size` frame a device canvas from the command line: the
    /// video is the frame's size, in any format (here a transparent backdrop into VP9 with alpha);
    /// an unknown device or a video canvas with `auto` is refused with exit 2.
    @Test func deviceFrameFromTheCommandLine() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal(canvas: "  device: iPhone 14"))
        let r = try CLI.run(["render", template, "--direction", "present", "--device-frame", "auto", "--frame-size", "270x480",
                             "-o", dir.path + "/framed.mp4"])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: dir.path + "/framed.mp4")
        #expect(info.width == 270 && info.height == 480)
        let still = try CLI.run(["still", template, "--frame", "0", "--device-frame", "iPhone 16 Pro", "--frame-size", "1080x1080",
                                 "-o", dir.path + "/framed.png"])
        #expect(still.status == 0 && still.stdout.contains("1080x1080"), "\(still.stderr)")
        // --scale shrinks the framed output (the frame's size, not the screen's).
        let draft = try CLI.run(["still", template, "--frame", "0", "--device-frame", "iPhone 16 Pro", "--frame-size", "1080x1080",
                                 "--scale", "0.5", "-o", dir.path + "/draft.png"])
        #expect(draft.status == 0 && draft.stdout.contains("540x540"), "\(draft.stdout) \(draft.stderr)")
        #expect(try CLI.run(["still", template, "--frame", "0", "--device-frame", "Nokia 3310", "-o", dir.path + "/x.png"]).status == 2)
        let video = dir.write("video.yaml", TemplateFixtures.minimal())
        #expect(try CLI.run(["still", video, "--frame", "0", "--device-frame", "auto", "-o", dir.path + "/y.png"]).status == 2)
    }

    /// `--frame-size` checks the caption again at the new size, as the template check does: a
    /// caption the template sized in pixels (two lines of a 60 px font: a band of 2 × 72 = 144 px)
    /// fits a 1080 × 1920 frame but leaves the device of a 270 × 240 output less than a quarter
    /// of its height (240 − 3 × padding − 144 < 60), which is refused in one line naming the
    /// option (exit 2, a usage error) before anything is written; a size with room renders.
    @Test func frameSizeChecksTheCaptionAgain() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("clip.yaml", TemplateFixtures.minimal(canvas: "  device: iPhone 14")
            + "frame:\n  device: iPhone 16 Pro\n  caption: {text: Hi, lines: 2, font: {size: 60}}\n")
        let fits = try CLI.run(["still", template, "--frame", "0", "--frame-size", "1080x1920", "-o", dir.path + "/fits.png"])
        #expect(fits.status == 0, "\(fits.stderr)")
        let tight = try CLI.run(["still", template, "--frame", "0", "--frame-size", "270x240", "-o", dir.path + "/tight.png"])
        #expect(tight.status == 2, "\(tight.stdout) \(tight.stderr)")
        #expect(tight.stderr.contains("--frame-size 270x240: the caption's band (144 px)"), "\(tight.stderr)")
        #expect(tight.stderr.split(separator: "\n").filter { $0.contains("caption") }.count == 1, "\(tight.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/tight.png"))
    }

    /// `probe` of a one-frame clip in each format says what it can: a one-frame APNG stores no
    /// frame rate, so it reads "none (a single frame…)" rather than "unknown"; the others keep
    /// the rate they store (1 fps here). Never "unknown" for a file segue-video wrote.
    @Test func probeOfASingleFrame() throws {
        let dir = TemporaryDirectory()
        var pixmap = Pixmap(width: 64, height: 48)
        for y in 0..<48 { for x in 0..<64 { pixmap[x, y] = PremultipliedRGBA8(packed: 0xFF00_80FF) } }
        for name in [Codec.h264, .hevc, .vp9, .prores, .gif, .apng] {
            let format = try #require(OutputFormatCatalog.named(name))
            let path = dir.path + "/one-\(name)." + (format.extensions.first ?? "out")
            let encoder = try format.encoder(path: path, settings: EncoderSettings(width: 64, height: 48, frameRate: try FrameRate(1)))
            try encoder.append(pixmap)
            try encoder.finish()
            let r = try CLI.run(["probe", path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let fps = r.stdout.split(separator: "\n").first { $0.hasPrefix("fps") }.map(String.init) ?? ""
            #expect(!fps.isEmpty && !fps.contains("unknown"), "\(name): \(r.stdout)")
            if name == .apng { #expect(fps.contains("none (a single frame"), "\(fps)") }
        }
    }
}
