import Foundation
import Testing
@testable import Compositor

/// Delivery presets on flow templates (one continuous clip).
@Suite struct FlowDeliveryTests {
    /// A flat flow on a 375 × 667 pt canvas at scale 2 (exactly 750 × 1334, the 4.7" preview
    /// size): hold 0.5, push 0.5 + hold 7, pop 0.5 + hold 7 is 15.5 s, so ⌈15.5 × 10⌉ + 1 = 156
    /// frames and 15.6 s of video, with a silent AAC track as long.
    @Test func flowRendersAsAnAppStorePreview() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("flow.yaml", DeliveryTemplates.appStoreFlow)
        let out = dir.path + "/flow.mp4"
        let r = try CLI.run(["render", template, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: out)
        #expect((info.width, info.height, info.profile) == (750, 1334, "High"))
        #expect(try #require(info.level) <= 40)
        #expect(info.frameCount == 156)
        #expect(info.duration == Rational(156, 10))
        let audio = try #require(info.audioTracks.first)
        #expect((audio.codec, audio.channels, audio.duration) == ("aac", 2, Rational(156, 10)))
    }

    /// The bundled App Store showcase flow carries `delivery: appstore` and meets it: its canvas
    /// is exactly 886 × 1920 (443 × 960 pt at scale 2), its rate 30 fps and its length in 15–30 s.
    @Test func bundledAppStorePreviewMeetsThePreset() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let template = try TemplateLoader.load(path: root + "/Templates/appstore-preview.yaml")
        #expect(template.delivery?.preset == .appstore)
        let delivered = try template.delivered()
        let frames = delivered.timeline.frameCount
        let plan = try DeliveryPlan(template: delivered, frameCount: frames, format: OutputFormatCatalog.h264)
        #expect((plan.fit.size.width, plan.fit.size.height, plan.fit.hasBars) == (886, 1920, false))
        #expect(delivered.video.frameRate == FrameRate(30))
        #expect(plan.duration >= Rational(15) && plan.duration <= Rational(30))
    }
}
