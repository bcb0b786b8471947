import Foundation
import Testing
@testable import Compositor

/// App Store screenshots from a flow's `screenshot:` steps, and `batch --layout fastlane`'s
/// `screenshots/<language>/` tree checked by the rules of fastlane's `deliver`, as its source
/// states them (fastlane d5347690d4): language folders from `FastlaneCore::Languages::ALL_LANGUAGES`
/// (`loader.rb` `LanguageFolder#valid?`); files `*.{png,jpg,jpeg}`, none `_framed`
/// (`load_app_screenshots`); a PNG's display type from its size alone (`app_screenshot.rb`
/// `DEVICE_RESOLUTIONS`, `calculate_display_type`, 3840 × 2160 is Vision Pro only with `vision`
/// in the path); at most 10 per display type and language (`upload_screenshots.rb` lines 129–140).
@Suite struct FastlaneScreenshotTests {
    /// deliver's `DEVICE_RESOLUTIONS` rows for the sizes this project renders (portrait).
    static let deliverSizes: [String: [[Int]]] = [
        "APP_IPHONE_67": [[1260, 2736], [1290, 2796], [1320, 2868]],
        "APP_IPAD_PRO_3GEN_129": [[2048, 2732], [2064, 2752]],
    ]

    /// iPhone 16 Pro Max, en and de: a list and a detail, for a flow to follow.
    static let screens = """
    canvas:
      device: iPhone 16 Pro Max
      background: "#000000"
    video:
      fps: 10
    strings:
      en: {title: Pets, next: Biscuit}
      de: {title: Haustiere, next: Keks}
    variants: {locale: [en, de]}
    scenes:
      list:
        background: systemGroupedBackground
        navigationBar: {title: {key: title}, largeTitle: true}
      detail:
        background: systemBackground
        navigationBar: {title: {key: next}, backButton: true}

    """

    /// Written for iPhone 16 Pro Max, en and de: two screenshots (after the push, after the pop).
    static let template = screens + """
    flow:
      root: list
      hold: 0.2
      steps:
        - {push: detail, duration: 0.3, hold: 0.4, screenshot: detail}
        - {pop: true, duration: 0.3, hold: 0.2, screenshot: back-home}
    """

    /// Hand-worked: hold 0.2; step 1 (no tap, no lead) transition 0.3 + half its hold 0.2 →
    /// 0.7 s; step 2 starts at 0.2 + 0.7 = 0.9, + 0.3 + 0.1 → 1.3 s. At 10 fps: frames 7 and 13.
    @Test func screenshotsAreInTheMiddleOfTheirStepsHolds() throws {
        let dir = TemporaryDirectory()
        let flow = try #require(try TemplateLoader.load(path: dir.write("shots.yaml", Self.template)).flow)
        let shots = flow.screenshots
        #expect(shots.map(\.name) == ["detail", "back-home"] && shots.map(\.number) == [1, 2])
        #expect(shots.map(\.time) == [Rational(7, 10), Rational(13, 10)])
        #expect(shots.map { $0.frame(at: FrameRate(10), last: 100) } == [FrameIndex(7), FrameIndex(13)])
        #expect(shots[1].file(label: "shots.de") == "shots.de.02-back-home.png")

        let twice = dir.write("twice.yaml", Self.template.replacingOccurrences(of: "screenshot: back-home", with: "screenshot: detail"))
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: twice) }
        #expect(error?.description.contains("flow.steps[1].screenshot: screenshot \"detail\" is already taken") == true, "\(error?.description ?? "")")
        let bad = dir.write("bad.yaml", Self.template.replacingOccurrences(of: "screenshot: back-home", with: "screenshot: ../home"))
        let badError = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: bad) }
        #expect(badError?.description.contains("\"../home\" is no screenshot name") == true, "\(badError?.description ?? "")")
    }

    /// A 2-locale flow's batch: each clip's screenshots beside it (RGB PNGs at 1320 × 2868) and
    /// recorded in the manifest; the fastlane tree passes deliver's rules.
    @Test func twoLocaleFlowsFastlaneTreePassesDeliversRules() throws {
        let dir = TemporaryDirectory()
        dir.write("in/shots.yaml", Self.template)
        let result = try ShardCommandTests.run(["batch", "in", "-o", "out", "--layout", "fastlane", "--jobs", "2"], in: dir)
        #expect((result.stdout + result.stderr).contains("fastlane: 4 App Store screenshots"), "\(result.stdout)\n\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: dir.path + "/out/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let clips = try #require(manifest["clips"] as? [[String: Any]])
        #expect(clips.compactMap { $0["screenshots"] as? [String] } == [["shots.en.01-detail.png", "shots.en.02-back-home.png"],
                                                                         ["shots.de.01-detail.png", "shots.de.02-back-home.png"]])

        let root = dir.path + "/out/screenshots"
        let languages = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        #expect(languages == ["de-DE", "en-US"])
        var perType: [String: Int] = [:], names: [String] = []
        for language in languages {
            // loader.rb: a folder deliver reads is named as an App Store Connect language.
            #expect(FastlaneLanguage.all.contains { $0.caseInsensitiveCompare(language) == .orderedSame })
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + language).sorted() {
                names.append(language + "/" + name)
                #expect(["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased()) && !name.lowercased().contains("_framed."))
                let bytes = try #require(FileManager.default.contents(atPath: root + "/" + language + "/" + name))
                let header = try #require(PNGHeader(bytes), "\(name) is no PNG")
                #expect(header.colorType == 2 && header.bitDepth == 8, "\(name): PNG color type \(header.colorType); the App Store takes no alpha")
                let type = try #require(Self.deliverSizes.first { $0.value.contains([min(header.width, header.height), max(header.width, header.height)]) }?.key,
                                        "\(name): \(header.width) × \(header.height) is no screenshot size deliver knows")
                #expect(name.hasSuffix("_" + type + ".png"), "\(name) is a \(type)")
                #expect(!name.lowercased().contains("vision"))
                perType[language + "/" + type, default: 0] += 1
                // The copy is the screenshot beside the clip, byte for byte.
                let beside = String(name.dropLast("_\(type).png".count)) + ".png"
                #expect(FileManager.default.contents(atPath: dir.path + "/out/" + beside) == bytes, "\(beside)")
            }
        }
        #expect(perType.values.allSatisfy { $0 <= FastlaneScreenshots.maxPerType })
        #expect(names == ["de-DE/shots.de.01-detail_APP_IPHONE_67.png", "de-DE/shots.de.02-back-home_APP_IPHONE_67.png",
                          "en-US/shots.en.01-detail_APP_IPHONE_67.png", "en-US/shots.en.02-back-home_APP_IPHONE_67.png"])
    }

    /// Eleven screenshots of one type and language: deliver uploads 10, so the eleventh is left
    /// out and reported; a clip not of a screenshot size, and a Vision Pro one, by their sizes.
    @Test func tenPerLanguageAndTypeAndSizesByDeliversTable() throws {
        let dir = TemporaryDirectory()
        var record = FastlaneLayoutTests.record("a.mp4", 1320, 2868)
        record.screenshots = (1...11).map { "a.\($0 < 10 ? "0" : "")\($0)-s.png" }
        record.screenshots.forEach { dir.write($0, $0) }
        var small = FastlaneLayoutTests.record("b.mp4", 330, 718)
        small.screenshots = ["b.01-s.png"]
        var vision = FastlaneLayoutTests.record("v.mp4", 3840, 2160)
        vision.screenshots = ["v.01-s.png"]
        dir.write("v.01-s.png", "v")
        let (written, skipped) = try FastlaneScreenshots.write(records: [record, small, vision], in: dir.path)
        #expect(written.count == 11)
        #expect(written.first == "screenshots/en-US/a.01-s_APP_IPHONE_67.png" && written.last == "screenshots/en-US/v.01-s_APP_APPLE_VISION_PRO.png")
        #expect(skipped.count == 2 && skipped[0].hasPrefix("a.11-s.png: an eleventh APP_IPHONE_67") && skipped[1].hasPrefix("b.01-s.png: 330 × 718, no App Store screenshot size"), "\(skipped)")
        #expect(FastlaneScreenshots.displayType(width: 2752, height: 2064) == "APP_IPAD_PRO_3GEN_129")
        #expect(FastlaneLanguage.folder(for: "de") == "de-DE" && FastlaneLanguage.folder(for: "ar") == "ar-SA" && FastlaneLanguage.folder(for: "ja") == "ja"
                && FastlaneLanguage.folder(for: "en") == "en-US" && FastlaneLanguage.folder(for: "zh-hant") == "zh-Hant" && FastlaneLanguage.folder(for: "xx") == nil)
    }
}

/// A PNG's IHDR: size, bit depth and color type (2: RGB, 6: RGBA).
struct PNGHeader {
    var width: Int, height: Int, bitDepth: Int, colorType: Int

    init?(_ bytes: Data) {
        let b = [UInt8](bytes.prefix(33))
        guard b.count == 33, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        (width, height, bitDepth, colorType) = (u32(16), u32(20), Int(b[24]), Int(b[25]))
    }
}
