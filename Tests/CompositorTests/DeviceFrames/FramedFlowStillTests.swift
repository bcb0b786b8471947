import Foundation
import Testing
@testable import Compositor

/// A flow in a device frame: a still asked for by time is the frame's picture at that time.
/// Before, `still --time` (`ClipFrames.layers(atTime:)`) left a flow's screen out of its frame:
/// the bare screen drawn in the top-left corner of the framed canvas, black elsewhere.
@Suite struct FramedFlowStillTests {
    @Test func aStillByTimeIsFramedAsTheFrameIs() throws {
        let dir = TemporaryDirectory()
        let yaml = ScreenshotLookTests.template("detail") + "\nframe: {device: iPhone 16 Pro Max, size: [540, 960]}\n"
        let template = try TemplateLoader.load(path: dir.write("framed.yaml", yaml))
        // 10 fps: frame 7 is 0.7 s.
        let byTime = try SegueVideo.renderStill(template, at: .time(Rational(7, 10)))
        let byFrame = try SegueVideo.renderStill(template, at: .frame(7))
        #expect(byTime == byFrame)
        let clip = try ClipFrames(template: template, direction: .present)
        #expect(clip.layers(atTime: Rational(7, 10))?.first?.id == "frame-backdrop")
    }
}
