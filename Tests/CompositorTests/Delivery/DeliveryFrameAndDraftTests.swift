import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Delivery presets with a device frame (social presets draw the framed device on their own
/// frame; `appstore` refuses it, citing the spec) and with a draft `--scale`.
@Suite struct DeliveryFrameAndDraftTests {
    /// A white iPhone 16 Pro screen framed on magenta, one clip of 3 frames at 2 fps, with
    /// `extra` keys.
    static func framed(_ extra: String, frame: String = "  background: \"#FF00FF\"\n  size: [270, 480]\n  padding: 12\n  shadow: false\n") -> String {
        extra + "\n" + TemplateFixtures.minimal(canvas: "  device: iPhone 16 Pro\n  statusBar: false\n  homeIndicator: false",
                                                extraSegue: "  directions: [present]", video: "  fps: 2", fromViews: "        []")
            + "\nframe:\n" + frame
    }

    /// `square` with a 270 × 480 frame: the frame's output becomes 1080 × 1080 (its written
    /// padding, 12, stays), so the preset's frame is exactly the output: scale 1, no bars. The
    /// device's outline (438 × 904 points, `DeviceFrameTests`) fits 1080 − 24 high: scale
    /// 1056 / 904.
    @Test func socialPresetDrawsTheFramedDeviceOnItsFrame() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("sq.yaml", Self.framed("delivery: square")))
        let delivered = try template.delivered()
        let frame = try #require(delivered.frame)
        #expect((frame.width, frame.height, frame.padding) == (1080, 1080, 12))
        #expect(delivered.canvas.scale == template.canvas.scale)  // the screen keeps its scale
        let plan = try DeliveryPlan(template: delivered, frameCount: delivered.timeline.frameCount, format: OutputFormatCatalog.h264)
        #expect((plan.fit.size.width, plan.fit.size.height, plan.fit.scale, plan.fit.hasBars) == (1080, 1080, 1, false))
        let layout = try #require(frame.layout(screen: delivered.canvas))
        #expect(abs(layout.scale - 1056.0 / 904) < 1e-12)
        #expect(try delivered.delivered().frame == frame)  // a second call changes nothing
    }

    /// `render --delivery story` of the framed clip: 1080 × 1920 (the default padding follows:
    /// 1080 / 12 = 90 — the template writes none here), the backdrop in the corners, the white
    /// screen in the middle.
    @Test func storyRenderOfAFramedClip() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("story.yaml", Self.framed("", frame: "  background: \"#FF00FF\"\n  size: [270, 480]\n  shadow: false\n"))
        let out = dir.path + "/story.mp4"
        let r = try CLI.run(["render", path, "--delivery", "story", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: out)
        #expect((info.width, info.height, info.frameCount) == (1080, 1920, 3))
        var first: Pixmap?
        try MediaProbe.decodeFrames(path: out) { index, frame in if index == 0 { first = frame } }
        let p = try #require(first)
        func near(_ q: PremultipliedRGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(q.r) - r) <= 6 && abs(Int(q.g) - g) <= 6 && abs(Int(q.b) - b) <= 6
        }
        #expect(near(p[4, 4], 255, 0, 255) && near(p[1075, 1915], 255, 0, 255), "\(p[4, 4]) \(p[1075, 1915])")
        #expect(near(p[540, 960], 255, 255, 255), "\(p[540, 960])")
        let template = try TemplateLoader.load(path: path)
        var framed = template
        framed.delivery = DeliverySpec(preset: .story)
        #expect(try framed.delivered().frame?.padding == 90)
    }

    /// `appstore` refuses a device frame at `delivery` (exit 3, one line), citing App Review
    /// Guidelines 2.3.4, from `validate` and from `render`; no file is written.
    @Test func appStoreRefusesADeviceFrame() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("as.yaml", Self.framed("delivery: appstore"))
        for command in [["validate", path], ["render", path, "-o", dir.path + "/as.mp4"]] {
            let r = try CLI.run(command)
            #expect(r.status == 3, "\(r.stderr)")
            let lines = r.stderr.split(separator: "\n").filter { !$0.contains("warning") }
            #expect(lines.count == 1, "\(r.stderr)")
            #expect(r.stderr.contains("as.yaml:1:11: delivery: an App Store app preview shows the app's screen only"), "\(r.stderr)")
            #expect(r.stderr.contains("App Review Guidelines 2.3.4"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/as.mp4"))
    }

    /// 443 × 960 points at 2x have no smaller scale with whole even sizes (the sides share no
    /// factor: only multiples of 2). A draft at 0.1 takes the nearest even width whose rounded
    /// height is even: 88 wide gives 960 × 88 / 443 = 190.7 → 191 (odd); 86 gives 186.4 → 186.
    /// An iPhone 14 (390 × 844 at 3x) keeps whole scales: 0.1 → 1x. Rounding is for delivery
    /// presets only (their frame takes the fraction of a pixel); other canvases keep full size.
    @Test func draftScalesRoundToEvenPixels() throws {
        let canvas = Canvas(size: Size(width: 443, height: 960), scale: 2)
        let scale = try #require(canvas.draftScale(0.1, rounding: true))
        #expect(canvas.draftScale(0.1) == 2)  // without a delivery preset: no rounded scale, full size
        #expect(scale == 86.0 / 443)
        let draft = Canvas(size: canvas.size, scale: scale)
        #expect((draft.pixelWidth, draft.pixelHeight) == (86, 186))
        #expect(canvas.draftScale(1, rounding: true) == 2)
        #expect(Canvas(size: Size(width: 390, height: 844), scale: 3).draftScale(0.1) == 1)
        // A delivery preset's frame in a draft: each side × 0.1 to the nearest even number.
        var spec = DeliverySpec(preset: .appstore)
        spec.draft = 0.1
        let size = spec.drafted(AppStoreDelivery.sizes[0])
        #expect((size.width, size.height) == (88, 192))
    }

    /// A flow with `delivery: appstore` (375 × 667 pt at 2x, the 750 × 1334 size) rendered with
    /// `--scale 0.5`: the preset's frame at half size, each side rounded to even, 376 × 668
    /// (187.5 → 188 and 333.5 → 334 pairs of pixels), still 156 frames with the AAC track;
    /// `--delivery appstore` on the command line forces the spec's exact 750 × 1334.
    @Test func draftOfAnAppStoreFlowAndTheExactSizeOnDemand() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("flow.yaml", DeliveryTemplates.appStoreFlow)
        for (extra, size) in [([String](), (376, 668)), (["--delivery", "appstore"], (750, 1334))] {
            let out = dir.path + "/flow.mp4"
            let r = try CLI.run(["render", template, "-o", out, "--scale", "0.5"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let info = try MediaProbe.inspect(path: out)
            #expect((info.width, info.height) == size, "\(extra)")
            #expect(info.frameCount == 156)
            #expect(info.audioTracks.first?.codec == "aac")
        }
    }
}
