@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Whole clips read back through libavformat: the structure and colors a player sees.
@Suite struct ClipOutputTests {
    func renderClip(jobs: Int, dir: TemporaryDirectory, name: String = "out.mp4", fps: String = "10") throws -> (String, SegueTemplate) {
        let template = try TemplateLoader.load(path: dir.write("clip.yaml", TemplateFixtures.minimal(video: "  fps: \(fps)")))
        let path = dir.path + "/" + name
        let frames = try ClipFrames(template: template, direction: .present)
        try ClipExporter.export(frames, assets: AssetStore(), to: path, jobs: jobs)
        return (path, template)
    }

    @Test func structureMatchesTheTemplate() throws {
        let dir = TemporaryDirectory()
        let (path, template) = try renderClip(jobs: 2, dir: dir)
        let info = try MediaProbe.inspect(path: path)
        #expect(info.codec == "h264")
        #expect(info.pixelFormat == "yuv420p")
        #expect(info.width == 64 && info.height == 48)
        // (0.2 + 0.5 + 0.3) s × 10 fps = 10 frame periods: frames at 0.0 s … 1.0 s, 11 of them.
        #expect(info.frameCount == 11)
        #expect(info.frameCount == template.timeline.frameCount)
        // The MP4 track's time base is 1/fps, so frame i has pts i.
        #expect(info.timeBase == Rational(1, 10))
        #expect(info.framePTS == (0...10).map { Int64($0) })
        #expect(info.colorPrimaries == "bt709" && info.colorTransfer == "bt709" && info.colorSpace == "bt709")
        #expect(info.colorRange == "tv")
        #expect(info.moovBeforeMdat)
        #expect(info.formatMetadata["creation_time"] == nil && info.formatMetadata["encoder"] == nil)
        #expect(info.streamMetadata["creation_time"] == nil && info.streamMetadata["encoder"] == nil)
    }

    @Test func ntscRateHasExactTimestamps() throws {
        let dir = TemporaryDirectory()
        let (path, template) = try renderClip(jobs: 1, dir: dir, fps: "30000/1001")
        let info = try MediaProbe.inspect(path: path)
        // MP4 time scales are whole ticks per second: 1/30000, and frame i at pts 1001·i,
        // exactly i / fps.
        #expect(info.timeBase == Rational(1, 30000))
        #expect(info.frameCount == template.timeline.frameCount)
        let rate = template.video.frameRate
        #expect(info.framePTS.enumerated().allSatisfy { i, pts in
            Rational(pts) * info.timeBase == rate.time(of: FrameIndex(i))
        })
    }

    @Test func firstAndLastFramesShowTheTemplateColors() throws {
        let dir = TemporaryDirectory()
        let (path, _) = try renderClip(jobs: 2, dir: dir)
        var checked = 0
        try MediaProbe.decodeFrames(path: path) { index, frame in
            guard index == 0 || index == 9 else { return }
            // Frame 0: scene a, white (the card is at the top left); frame 9: scene b, blue.
            let p = frame[48, 36]
            let expected: (Int, Int, Int) = index == 0 ? (255, 255, 255) : (0, 0, 255)
            #expect(abs(Int(p.r) - expected.0) <= 3 && abs(Int(p.g) - expected.1) <= 3 && abs(Int(p.b) - expected.2) <= 3,
                    "frame \(index): \(p)")
            checked += 1
        }
        #expect(checked == 2)
    }

    @Test func rendersAreByteIdenticalAcrossRunsAndJobs() throws {
        let dir = TemporaryDirectory()
        let (a, _) = try renderClip(jobs: 1, dir: dir, name: "a.mp4")
        let (b, _) = try renderClip(jobs: 1, dir: dir, name: "b.mp4")
        let (c, _) = try renderClip(jobs: 2, dir: dir, name: "c.mp4")
        let (d, _) = try renderClip(jobs: 8, dir: dir, name: "d.mp4")
        let bytes = try [a, b, c, d].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0].count > 0)
        #expect(bytes[0] == bytes[1] && bytes[0] == bytes[2] && bytes[0] == bytes[3])
    }

    /// Held frames are re-sent without compositing or converting again; the file must be the
    /// one a plain append of every composited frame gives.
    @Test func repeatedHoldFramesGiveTheSameBytes() throws {
        let dir = TemporaryDirectory()
        let (exported, template) = try renderClip(jobs: 2, dir: dir)
        let frames = try ClipFrames(template: template, direction: .present)
        #expect(frames.repeatsPrevious(FrameIndex(1)) && !frames.repeatsPrevious(FrameIndex(3)))
        let plain = dir.path + "/plain.mp4"
        let encoder = try VideoEncoder(outputPath: plain, settings: EncoderSettings(
            width: template.canvas.pixelWidth, height: template.canvas.pixelHeight,
            frameRate: template.video.frameRate, crf: template.video.crf, preset: template.video.preset))
        let renderer = SceneRenderer(canvas: template.canvas)
        for index in 0..<frames.frameCount {
            try encoder.append(renderer.render(frames.layers(at: FrameIndex(index))))
        }
        try encoder.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: plain)) == Data(contentsOf: URL(fileURLWithPath: exported)))
    }
}
