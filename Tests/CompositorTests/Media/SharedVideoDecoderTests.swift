import CompositorCore
@testable import CompositorRaster
import CompositorScene
import Foundation
import Testing
@testable import Compositor

/// One decoder per video file, shared by the rendering threads (`VideoFramePool`): times asked
/// in any order give the pictures asked in order (from the frames it keeps, or after a seek),
/// `shownTime` names the picture shown, and a flow's frames that show the same pictures as
/// the frame before are planned as repeats of it.
@Suite struct SharedVideoDecoderTests {
    /// A variable-frame-rate HEVC recording asked at 1/60-s steps: in order by one pool; a
    /// little back each time (the rendering threads' skew: answered from the kept frames), then
    /// far back and far ahead (seeks) by another. The same pixels, and `shownTime` is the
    /// presentation time of the latest frame at or before the time, as ffprobe lists them.
    @Test func anyOrderGivesThePicturesOfTheOrderedOnes() throws {
        let dir = TemporaryDirectory()
        let path = try VideoFixtures.write(.hevcVFR, in: dir.path, count: 30)
        let times = try VideoFixtures.frameTimes(path)
        #expect(times.count == 30)
        let asked = (0..<70).map { Rational(Int64($0), 60) }
        let inOrder = try VideoFramePool(paths: [path])
        let expected = try asked.map { try inOrder.frame(of: path, at: $0).pixmap }
        var order: [Int] = []
        for i in stride(from: 0, to: asked.count, by: 4) { order += [i + 3, i + 1, i, i + 2].filter { $0 < asked.count } }
        order += [5, 66, 2, 40]
        let shuffled = try VideoFramePool(paths: [path])
        for i in order {
            #expect(try shuffled.frame(of: path, at: asked[i]).pixmap == expected[i], "at \(asked[i].doubleValue) s")
            let shown = try shuffled.shownTime(of: path, at: asked[i])
            #expect(shown == (times.last { $0 <= asked[i] } ?? times[0]), "at \(asked[i].doubleValue) s")
        }
    }

    /// A flow at 30 fps over a recording of 10 pictures a second: a frame whose recording
    /// picture is the one before's, with nothing else changed, is planned `.repeatPrevious`
    /// (not composited or copied again), and every frame that shows a new picture is not.
    @Test func framesShowingTheSamePictureRepeat() throws {
        let dir = TemporaryDirectory()
        try VideoFixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=96x64:rate=10:duration=2", "-c:v", "libx264", "-g", "10",
                                  "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                                  dir.path + "/rec.mp4"])
        let yaml = dir.write("t.yaml", """
            canvas: {size: [48, 32], scale: 2, background: "#000000"}
            video: {fps: 30}
            scenes:
              rec:
                views: [{frame: [0, 0, 48, 32], video: {file: rec.mp4}}, {id: dot, frame: [0, 0, 1, 1]}]
            flow:
              root: rec
              hold: 1.5
              steps: [{change: [{target: dot, alpha: [1, 1]}], duration: 0.1, hold: 0}]
            """)
        let template = try TemplateLoader.load(path: yaml)
        let clip = try ClipFrames(template: template, direction: .present)
        let assets = try AssetLoader.load(template)
        let renderer = SceneRenderer(canvas: clip.canvas, assets: assets)
        let times = try VideoFixtures.frameTimes(dir.path + "/rec.mp4")
        var repeats = 0
        for index in 1..<clip.frameCount {
            let t = Rational(Int64(index), 30), before = Rational(Int64(index - 1), 30)
            let samePicture = times.last { $0 <= t } == times.last { $0 <= before }
            let plan = clip.plan(at: FrameIndex(index), renderer: renderer, planes: true)
            #expect((plan.kind == "repeat") == samePicture, "frame \(index): \(plan.kind)")
            if samePicture { repeats += 1 }
        }
        #expect(repeats >= clip.frameCount / 2, "\(repeats) of \(clip.frameCount) frames repeat")
    }
}
