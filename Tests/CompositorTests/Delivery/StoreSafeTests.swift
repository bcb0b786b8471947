import Foundation
import Testing
@testable import Compositor

/// Store-safe App Store previews (issue 45, scope 4): `--store-safe` and
/// `delivery: {preset: appstore, storeSafe: true}` refuse drawn app content citing App Review
/// Guideline 2.3.4, `--delivery appstore` reports which screens are drawn and which captured,
/// and `posterTime` becomes App Store Connect's `previewFrameTimeCode`.
@Suite struct StoreSafeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let drawnPreview = root + "/Templates/appstore-preview.yaml"
    static let recordedPreview = root + "/Templates/recorded-preview.yaml"

    /// The drawn Pawpal preview is refused by `render --store-safe`: exit 3, one line naming the
    /// template, the first drawn screen and the guideline, and no output written.
    @Test func renderRefusesTheDrawnAppStorePreview() throws {
        let dir = TemporaryDirectory()
        let out = dir.path + "/preview.mp4"
        let r = try CLI.run(["render", Self.drawnPreview, "--store-safe", "-o", out])
        #expect(r.status == 3, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("appstore-preview.yaml"))
        #expect(r.stderr.contains("scene \"list\" is drawn ("), "\(r.stderr)")
        #expect(r.stderr.contains("App Review Guideline 2.3.4"))
        #expect(r.stderr.contains("\"may only use video screen captures of the app itself\""))
        #expect(dir.contents.isEmpty)
    }

    /// `validate --store-safe` refuses it in the same words; the template's own key does too,
    /// at `delivery`'s line.
    @Test func validateRefusesTheSame() throws {
        let r = try CLI.run(["validate", "--store-safe", Self.drawnPreview])
        #expect(r.status == 3)
        #expect(r.stderr.contains("scene \"list\" is drawn ("), "\(r.stderr)")
        #expect(r.stderr.contains("App Review Guideline 2.3.4"))
        let dir = TemporaryDirectory()
        let text = try String(contentsOfFile: Self.drawnPreview, encoding: .utf8)
            .replacingOccurrences(of: "\ndelivery: appstore\n", with: "\ndelivery: {preset: appstore, storeSafe: true}\n")
        try FileManager.default.createDirectory(atPath: dir.path + "/assets", withIntermediateDirectories: true)
        for asset in try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Templates/assets") where asset.hasSuffix(".png") {
            try FileManager.default.copyItem(atPath: Self.root + "/Templates/assets/" + asset, toPath: dir.path + "/assets/" + asset)
        }
        let keyed = dir.write("keyed.yaml", text)
        let k = try CLI.run(["validate", keyed])
        #expect(k.status == 3)
        #expect(k.stderr.contains("keyed.yaml:11:11: delivery: scene \"list\" is drawn"), "\(k.stderr)")
    }

    /// The recorded showcase is accepted: every screen it shows is a recording with nothing
    /// drawn over it but captions, taps and the status bar, by `validate --store-safe` and by
    /// the render settings (which refuse before anything is written).
    @Test func theRecordedShowcaseIsAccepted() throws {
        let r = try CLI.run(["validate", "--store-safe", Self.recordedPreview])
        #expect(r.status == 0, "\(r.stderr)")
        let template = try TemplateLoader.load(path: Self.recordedPreview)
        #expect(template.delivery?.storeSafe == true)
        #expect(StoreSafety.refusal(template) == nil)
        #expect(StoreSafety.screens(of: template).allSatisfy { $0.isCaptured })
        var options = RenderOptions(jobs: 1)
        options.storeSafe = true
        _ = try RenderSettings(template: template, options: options, output: "x.mp4")
    }

    /// The report: recorded-flow's Settings recording is captured, its sheet drawn.
    @Test func screensOfTheRecordedFlow() throws {
        let template = try TemplateLoader.load(path: Self.root + "/Templates/recorded-flow.yaml")
        let screens = StoreSafety.screens(of: template)
        #expect(screens.map(\.name) == ["recorded", "sheet"])
        #expect(screens[0].isCaptured)
        #expect(screens[0].summary == "recorded (recorded-preview.mp4)")
        #expect(!screens[1].isCaptured)
        #expect(screens[1].summary.hasPrefix("drawn (a navigation bar \"About\", a background"), "\(screens[1].summary)")
    }

    /// `--store-safe` is for App Store previews; `storeSafe:` and `posterTime:` on another preset
    /// are template errors at their keys.
    @Test func storeSafeGoesWithTheAppStorePreset() throws {
        let dir = TemporaryDirectory()
        let plain = dir.write("plain.yaml", DeliveryTemplates.flat())
        let r = try CLI.run(["render", plain, "--store-safe", "-o", dir.path + "/x.mp4"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("--store-safe is for App Store previews"), "\(r.stderr)")
        let story = dir.write("story.yaml", DeliveryTemplates.flat(extra: "delivery: {preset: story, storeSafe: true, posterTime: 2}"))
        let v = try CLI.run(["validate", story])
        #expect(v.status == 3)
        #expect(v.stderr.contains("delivery.storeSafe: storeSafe is for preset: appstore"), "\(v.stderr)")
        #expect(v.stderr.contains("delivery.posterTime: posterTime is for preset: appstore"), "\(v.stderr)")
    }

    /// `previewFrameTimeCode`, worked by hand: HH:MM:SS:FF with FF the frame within the second.
    @Test func posterTimeCodes() throws {
        let thirty = FrameRate(30)
        #expect(AppPreviewPoster.timeCode(Rational(5), rate: thirty) == "00:00:05:00")
        // 5.5 s is frame 165: 5 s and 15 frames.
        #expect(AppPreviewPoster.timeCode(Rational(11, 2), rate: thirty) == "00:00:05:15")
        // 3723.99 s is frame ⌊111 719.7⌋ = 111 719: 3723 s (1 h 2 min 3 s) and 29 frames.
        #expect(AppPreviewPoster.timeCode(Rational(372_399, 100), rate: thirty) == "01:02:03:29")
        // At 30000/1001, 1 s shows frame ⌊29.97⌋ = 29 (0.9676 s): still second 0, frame 29.
        let ntsc = try FrameRate(Rational(30_000, 1001))
        #expect(AppPreviewPoster.timeCode(Rational(1), rate: ntsc) == "00:00:00:29")
        // 2 s shows frame ⌊59.94⌋ = 59 (1.968 s): second 1 starts at frame ⌈29.97⌉ = 30, so frame 29 of it.
        #expect(AppPreviewPoster.timeCode(Rational(2), rate: ntsc) == "00:00:01:29")
    }

    /// A posterTime past the clip's end is refused at validate, saying the clip's length.
    @Test func posterTimeWithinTheClip() throws {
        let dir = TemporaryDirectory()
        let late = dir.write("late.yaml", DeliveryTemplates.flat(extra: "delivery: {preset: appstore, posterTime: 40}"))
        let v = try CLI.run(["validate", late])
        #expect(v.status == 3)
        #expect(v.stderr.contains("posterTime 40 s is after the clip's last frame"), "\(v.stderr)")
    }
}
