import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// `--delivery appstore` / `delivery: appstore` against Apple's app preview specification
/// (AppStoreDelivery): the file read back, and the templates it refuses.
@Suite struct AppStoreDeliveryTests {
    /// 15 s at 10 fps on an iPhone SE canvas (375 × 667 pt): 0.5 + 0.5 + 14 s is 150 frame
    /// periods, so 151 frames and 15.1 s of video; 750 × 1334 is the SE's own pixel size and the
    /// 4.7" preview size, so no bars.
    @Test func appStorePreviewReadsBackAsSpecified() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("preview.yaml", DeliveryTemplates.flat())
        let out = dir.path + "/preview.mp4"
        let r = try CLI.run(["render", template, "--delivery", "appstore", "-o", out, "--jobs", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: out)
        #expect(info.codec == "h264")
        #expect(info.profile == "High")
        #expect(try #require(info.level) <= 40)
        #expect((info.width, info.height) == (750, 1334))
        #expect(info.frameRate == Rational(10))
        #expect(info.frameCount == 151)
        #expect(info.duration == Rational(151, 10))
        let audio = try #require(info.audioTracks.first)
        #expect(info.audioTracks.count == 1)
        #expect(audio.codec == "aac")
        #expect(audio.channels == 2)
        #expect([44_100, 48_000].contains(audio.sampleRate))
        // The silent track lasts the video's 15.1 s exactly: 724 800 samples at 48 kHz.
        #expect(audio.duration == Rational(151, 10))
    }

    /// 0.5 + 0.5 + 9 s at 10 fps: 101 frames, 10.1 s; 4.9 s short of the 15 s minimum.
    @Test func tenSecondTemplateIsRefusedSayingWhatToAdd() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("short.yaml", DeliveryTemplates.flat(holdAfter: "9"))
        let r = try CLI.run(["render", template, "--delivery", "appstore", "-o", dir.path + "/short.mp4"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("short.yaml: --delivery: the video lasts 10.10 s (101 frames at 10 fps)"), "\(r.stderr)")
        #expect(r.stderr.contains("last 15 to 30 s: add at least 4.90 s"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(dir.contents == ["short.yaml"])
    }

    /// The template key is checked by `validate`, at the key's line and column.
    @Test func validateReportsTheDeliveryKeyLocated() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("short.yaml", DeliveryTemplates.flat(holdAfter: "9", extra: "delivery: appstore"))
        let r = try CLI.run(["validate", template])
        #expect(r.status == 3)
        #expect(r.stderr.contains("short.yaml:1:11: delivery: the video lasts 10.10 s"), "\(r.stderr)")
    }

    /// A 60 fps template is rendered at 30: 0.5 + 0.5 + 14 s is 450 periods, 451 frames.
    @Test func fasterTemplatesAreRenderedAtThirtyFramesPerSecond() throws {
        let dir = TemporaryDirectory()
        var template = try TemplateLoader.load(path: dir.write("t.yaml", DeliveryTemplates.flat(fps: 60)))
        template.delivery = DeliverySpec(preset: .appstore)
        let delivered = try template.delivered()
        #expect(delivered.video.frameRate == FrameRate(30))
        #expect(delivered.timeline.frameCount == 451)
    }

    /// A square canvas is no App Store shape: refused, naming the accepted sizes.
    @Test func squareCanvasIsRefusedWithTheAcceptedSizes() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("square.yaml", DeliveryTemplates.flat(canvas: "  size: [300, 300]\n  scale: 2", extra: "delivery: appstore"))
        let r = try CLI.run(["render", template, "-o", dir.path + "/square.mp4"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("square.yaml:1:11: delivery: the canvas (300x300 pt) does not fit any App Store app preview size"), "\(r.stderr)")
        #expect(r.stderr.contains("886x1920 (iPhone 6.1\"–6.9\")"))
        #expect(dir.contents == ["square.yaml"])
    }

    /// Fits worked by hand. iPhone 16 Pro, 402 × 874 pt, into 886 × 1920: the scale is
    /// min(886/402, 1920/874) = 1920/874, the picture 402 × 1920/874 = 883.1 → 883 wide, one
    /// column of backdrop left ((886 − 883) / 2 = 1) and two right. iPad Pro 11, 834 × 1210 pt,
    /// into 1200 × 1600: scale 1600/1210, width 1102.8 → 1103, x = 48.
    @Test(arguments: [("iPhone 16 Pro", 886, 1920, 883, 1920, 1, 0), ("iPad Pro 11", 1200, 1600, 1103, 1600, 48, 0),
                      ("iPhone SE", 750, 1334, 750, 1334, 0, 0), ("HD 1080p", 1920, 1080, 1920, 1080, 0, 0),
                      ("1080x1920", 1080, 1920, 1080, 1920, 0, 0)])
    func fitsDeviceCanvases(device: String, width: Int, height: Int, pictureWidth: Int, pictureHeight: Int, x: Int, y: Int) throws {
        let preset = try #require(DevicePresets.preset(named: device))
        let dir = TemporaryDirectory()
        var template = try TemplateLoader.load(path: dir.write("t.yaml", DeliveryTemplates.flat(canvas: "  device: \(device)")))
        template.delivery = DeliverySpec(preset: .appstore)
        let fit = try DeliveryPlan.fit(template, spec: template.delivery!, preset: AppStoreDelivery.preset)
        #expect((fit.size.width, fit.size.height) == (width, height))
        #expect((fit.pictureWidth, fit.pictureHeight) == (pictureWidth, pictureHeight))
        #expect((fit.x, fit.y) == (x, y))
        #expect(Int((preset.size.width * fit.scale).rounded()) == pictureWidth)
    }

    /// Other codecs than H.264 and ProRes are refused (App Store Connect takes only those).
    @Test func vp9IsRefused() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", DeliveryTemplates.flat())
        let r = try CLI.run(["render", template, "--delivery", "appstore", "-o", dir.path + "/t.webm"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("--delivery: appstore takes h264 or prores, not vp9"), "\(r.stderr)")
    }
}
