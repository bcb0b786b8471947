import CompositorCore
import Foundation
import Testing
@testable import Compositor

/// `segue-video import rec.mp4 -o out.yaml`: a screen recording becomes a flow template that
/// `validate`s and renders to the recording's frames (as `ffmpeg` decodes them, within ±1 per
/// channel for the Y'CbCr conversion, outside the drawn status bar), on the device of the
/// recording's size or, with a note, the nearest one; hostile files get one line and exit 4
/// with nothing written.
@Suite struct RecordingImportTests {
    @Test func importedTemplateRendersTheRecordingsFrames() throws {
        let dir = TemporaryDirectory()
        // The iPhone SE's screen, 750 x 1334 pixels: 12 frames at 30 fps.
        let path = try VideoFixtures.write(.h264, in: dir.path, width: 750, height: 1334, count: 12)
        let yaml = dir.path + "/imported.yaml"
        let run = try CLI.run(["import", path, "-o", yaml])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("750x1334, 12 frames, 0.4 s; device: iPhone SE"), "\(run.stdout)")
        #expect(!run.stdout.contains("note:"))
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("recording: {file: \"rec.mp4\", statusBar: drawn}"), "\(text)")
        #expect(!text.contains("posterTime"))
        #expect(try CLI.run(["validate", yaml]).status == 0)

        let template = try TemplateLoader.load(path: yaml)
        #expect(template.flow != nil && template.timeline.frameCount == 12 && template.video.frameRate.rate == Rational(30))
        let out = dir.path + "/out"
        let render = try CLI.run(["render", yaml, "-o", out, "--codec", "png"])
        #expect(render.status == 0, "\(render.stderr)")
        let reference = try VideoFixtures.reference(path, kind: .h264)
        #expect(reference.count == 12)
        // Below the status bar (20 points at 2x), every pixel is the recording's.
        let top = 2 * 20 + 1
        var worst = 0
        for index in [0, 1, 5, 11] {
            let frame = try ImageDecoder.decode(path: out + "/" + String(format: "%06d.png", index))
            #expect(frame.width == 750 && frame.height == 1334)
            let shown = reference.lastIndex { $0.time <= Rational(Int64(index), 30) } ?? 0
            #expect(shown == index)
            let expected = reference[shown].rgba
            for i in (top * 750)..<frame.pixels.count {
                for channel in 0..<3 {
                    worst = max(worst, abs(Int(frame.pixels[i] >> (8 * UInt32(channel)) & 0xFF) - Int(expected[4 * i + channel])))
                }
            }
        }
        #expect(worst <= 1, "largest channel difference \(worst)")
    }

    @Test func aRecordingOfNoDevicesSizeGetsTheNearestWithANoteAndIsCopiedIn() throws {
        let dir = TemporaryDirectory()
        let path = try VideoFixtures.write(.hevcVFR, in: dir.path)
        let folder = dir.path + "/imported"
        let run = try CLI.run(["import", path, "-o", folder])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("note: no device preset's screen is 96x64"), "\(run.stdout)")
        let yaml = folder + "/rec-vfr.yaml"
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        // Outside the template's folder, so copied beside it.
        #expect(text.contains("file: \"assets/rec-vfr.mp4\""), "\(text)")
        #expect(FileManager.default.contentsEqual(atPath: folder + "/assets/rec-vfr.mp4", andPath: path))
        #expect(try CLI.run(["validate", yaml]).status == 0)
        // 45 VFR frames: the clip lasts as long, to the millisecond.
        let template = try TemplateLoader.load(path: yaml)
        let facts = try RecordingFacts.read(path: path)
        #expect(facts.frameCount == 45 && facts.width == 96 && facts.height == 64)
        #expect(template.timeline.videoDuration + Rational(1, 1000) >= facts.end)
    }

    @Test func aRecordingOfFifteenToThirtySecondsIsAStoreSafePreviewWithAPoster() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/long.mp4"
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=390x844:rate=2:duration=16", "-c:v", "libx264",
                                  "-preset", "ultrafast", "-pix_fmt", "yuv420p", path])
        let yaml = dir.path + "/long.yaml"
        let run = try CLI.run(["import", path, "-o", yaml])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("delivery: {preset: appstore, storeSafe: true, posterTime: 8}"), "\(text)")
        let validate = try CLI.run(["validate", yaml, "--store-safe"])
        #expect(validate.status == 0, "\(validate.stderr)")
    }

    /// A new screen (the test pattern, then a red one at 1 s, then white at 2.5 s) starts a step;
    /// a frame that moves a little (the pattern's own motion) does not.
    @Test func aStepStartsWhereTheScreenChanges() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/screens.mp4"
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=390x844:rate=30:duration=1",
                                  "-f", "lavfi", "-i", "color=c=red:size=390x844:rate=30:duration=1.5",
                                  "-f", "lavfi", "-i", "color=c=white:size=390x844:rate=30:duration=1",
                                  "-filter_complex", "[0:v][1:v][2:v]concat=n=3:v=1:a=0", "-c:v", "libx264",
                                  "-preset", "ultrafast", "-pix_fmt", "yuv420p", path])
        let facts = try RecordingFacts.read(path: path)
        #expect(facts.cuts == [Rational(1), Rational(5, 2)], "\(facts.cuts)")
        let yaml = dir.path + "/screens.yaml"
        #expect(try CLI.run(["import", path, "-o", yaml]).status == 0)
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(text.contains("The screen changes at 1 s, 2.5 s: a step starts at each."), "\(text)")
        let template = try TemplateLoader.load(path: yaml)
        let flow = try #require(template.flow)
        #expect(flow.steps.count == 3)
        let script = try FlowScript(spec: flow, canvas: template.canvas, scenes: template.scenes)
        #expect(script.steps.map(\.start) == [Rational(0), Rational(1), Rational(5, 2)])
    }

    @Test func hostileFilesGetOneLineAndNothingIsWritten() throws {
        let dir = TemporaryDirectory()
        let text = dir.write("text.mp4", "not a video at all\n")
        let audio = dir.path + "/audio.m4v"
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=0.5", "-c:a", "aac", audio])
        let whole = try VideoFixtures.write(.h264, in: dir.path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let truncated = dir.path + "/truncated.mp4"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        for file in [text, audio, truncated, dir.path + "/missing.mov"] {
            let out = dir.path + "/out.yaml"
            let run = try CLI.run(["import", file, "-o", out])
            #expect(run.status == 4, "\(file): \(run.status) \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains(file), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// A FIFO where the copy of the recording would go is never replaced: exit 5 naming it, the
    /// FIFO still there, and no template written.
    @Test func theCopyNeverReplacesAFIFO() throws {
        let dir = TemporaryDirectory()
        let path = try VideoFixtures.write(.hevcVFR, in: dir.path)
        let folder = dir.path + "/imported"
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/assets/rec-vfr.mp4", 0o644) == 0)
        let run = try #require(try CLI.run(["import", path, "-o", folder], timeout: 60), "import hung on a FIFO")
        #expect(run.status == 5 && run.stderr.contains("rec-vfr.mp4") && run.stderr.contains("FIFO"), "\(run.stderr)")
        #expect(FileNode(path: folder + "/assets/rec-vfr.mp4") == .fifo)
        #expect(!FileManager.default.fileExists(atPath: folder + "/rec-vfr.yaml"))
    }
}
