import Foundation
import Testing
@testable import Compositor

/// Issue 47's acceptance: `batch --layout fastlane` of a 2-locale flow produces a tree that
/// fastlane's `deliver` accepts, with poster times and no more than the allowed count. The test
/// applies deliver's rules to what is on disk, as its source states them (fastlane d5347690d4):
/// - previews, `deliver/lib/deliver/sync_app_previews.rb` `discover_videos` (lines 136–187):
///   `locales = Dir.children(root).select { |subdir| File.directory?(...) }`; files with
///   `extensions = %w[mp4 mov m4v]`; `preview_type_from_filename` ("`preview_types.find { |type|
///   name.to_s.upcase.include?(type) }`", `app_preview_set.rb` 143–145) must find a type; "duration
///   constraints [15s..30s]"; `validate_video_resolution` (114–141) the type's canonical size;
///   `process_locale_videos` (101–107) "a max of 3 per locale AND type";
/// - screenshots, `FastlaneScreenshotTests`' rules (`loader.rb`, `app_screenshot.rb`
///   `DEVICE_RESOLUTIONS`, `upload_screenshots.rb` 129–140: 10 per language and display type);
/// - the poster, `Deliverfile` (`FastlaneDeliverfile`): `configuration_file.rb` `eval`s it, each
///   `key("value")` line setting an option of `deliver/lib/deliver/options.rb`, where
///   `preview_frame_time_code` is "Time code for the App Preview still frame" (line 146), handed
///   to every preview's upload (`sync_app_previews.rb` line 122).
@Suite struct FastlaneTreeTests {
    /// deliver's options this project writes (`options.rb`: `screenshots_path` line 125,
    /// `app_previews_path` 140, `preview_frame_time_code` 144).
    static let deliverOptions: Set = ["screenshots_path", "app_previews_path", "preview_frame_time_code"]

    /// A Deliverfile read as `configuration_file.rb` evaluates it: comments and blank lines
    /// skipped, every other line `key("value")` with `key` one of deliver's options; the first
    /// setting of a key wins (`return if self.options.key?(method_sym)`, line 87).
    static func deliverfileOptions(_ text: String) throws -> [String: String] {
        var options: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let match = try #require(line.wholeMatch(of: /([a-z_]+)\("([^"\\]*)"\)/), "\(line): not key(\"value\")")
            #expect(deliverOptions.contains(String(match.1)), "\(match.1) is no deliver option this project sets")
            if options[String(match.1)] == nil { options[String(match.1)] = String(match.2) }
        }
        return options
    }

    /// `FastlaneScreenshotTests.screens` (iPhone 16 Pro Max, English and German) as an App
    /// Store preview (`delivery: appstore`, 886 × 1920) posed at 8 s: hold 0.5, push 0.5 + hold
    /// 7, pop 0.5 + hold 7 is 15.5 s, 156 frames at 10 fps (15.6 s). Each step's hold has a
    /// screenshot: the detail at 6.9" and 13" in a device frame, the list at 6.9".
    static let template = "delivery: {preset: appstore, posterTime: 8}\n" + FastlaneScreenshotTests.screens + """
    flow:
      root: list
      hold: 0.5
      steps:
        - {push: detail, duration: 0.5, hold: 7, screenshot: {name: detail, frame: true, background: "#FFFFFF", sizes: [iphone-6.9, ipad-13]}}
        - {pop: true, duration: 0.5, hold: 7, screenshot: {name: home, sizes: [iphone-6.9]}}
    """

    @Test func twoLocaleFlowsTreePassesDeliversRulesWithItsPoster() throws {
        let dir = TemporaryDirectory()
        dir.write("in/walk.yaml", Self.template)
        let r = try ShardCommandTests.run(["batch", "in", "-o", "out", "--layout", "fastlane", "--jobs", "2"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("Deliverfile sets the previews' poster frame, preview_frame_time_code(\"00:00:08:00\")"), "\(r.stdout)\n\(r.stderr)")
        let out = dir.path + "/out"

        // The manifest: each preview's poster, frame 80 of 156 at 10 fps.
        let data = try #require(FileManager.default.contents(atPath: out + "/manifest.json"))
        let clips = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["clips"] as? [[String: Any]])
        #expect(clips.map { $0["file"] as? String } == ["walk.en.mp4", "walk.de.mp4"])
        #expect(clips.map { $0["previewPosterFrame"] as? Int } == [80, 80])
        #expect(clips.map { $0["previewFrameTimeCode"] as? String } == ["00:00:08:00", "00:00:08:00"])

        // Previews, by discover_videos and process_locale_videos.
        let previews = out + "/app_previews"
        var perType: [String: Int] = [:], names: [String] = []
        for locale in try FileManager.default.contentsOfDirectory(atPath: previews).sorted() {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: previews + "/" + locale, isDirectory: &isFolder) && isFolder.boolValue)
            #expect(FastlaneLanguage.all.contains(locale), "\(locale) is no App Store Connect language")
            for name in try FileManager.default.contentsOfDirectory(atPath: previews + "/" + locale).sorted() {
                names.append(locale + "/" + name)
                #expect(["mp4", "mov", "m4v"].contains((name as NSString).pathExtension.lowercased()), "\(name)")
                let type = try #require(FastlaneLayout.previewTypes.first { name.uppercased().contains($0) }, "\(name): no preview type")
                let info = try MediaProbe.inspect(path: previews + "/" + locale + "/" + name)
                #expect(FastlaneLayoutTests.canonical[type]?.contains([min(info.width, info.height), max(info.width, info.height)]) == true,
                        "\(name): \(info.width) × \(info.height) is not \(type)'s")
                let duration = try #require(info.duration, "\(name): no duration")
                #expect(duration >= Rational(15) && duration <= Rational(30), "\(name): \(duration) s")
                perType[locale + "/" + type, default: 0] += 1
            }
        }
        #expect(names == ["de-DE/walk.de_IPHONE_67.mp4", "en-US/walk.en_IPHONE_67.mp4"])
        #expect(perType.values.allSatisfy { $0 <= FastlaneLayout.maxPerType })

        // Screenshots, by deliver's table of sizes: two per language at 6.9", one at 13".
        let shots = out + "/screenshots"
        var shotsPerType: [String: Int] = [:], shotNames: [String] = []
        for language in try FileManager.default.contentsOfDirectory(atPath: shots).sorted() {
            for name in try FileManager.default.contentsOfDirectory(atPath: shots + "/" + language).sorted() {
                shotNames.append(language + "/" + name)
                let bytes = try #require(FileManager.default.contents(atPath: shots + "/" + language + "/" + name))
                let header = try #require(PNGHeader(bytes), "\(name) is no PNG")
                #expect(header.colorType == 2, "\(name) has alpha")
                let type = try #require(FastlaneScreenshotTests.deliverSizes.first { $0.value.contains([header.width, header.height]) }?.key,
                                        "\(name): \(header.width) × \(header.height)")
                #expect(name.hasSuffix("_\(type).png"))
                shotsPerType[language + "/" + type, default: 0] += 1
            }
        }
        #expect(shotsPerType == ["de-DE/APP_IPHONE_67": 2, "de-DE/APP_IPAD_PRO_3GEN_129": 1, "en-US/APP_IPHONE_67": 2, "en-US/APP_IPAD_PRO_3GEN_129": 1])
        #expect(shotNames.first == "de-DE/walk.de.01-detail-1320x2868_APP_IPHONE_67.png", "\(shotNames)")

        // The Deliverfile points deliver at both folders and poses every preview at 8 s.
        let options = try Self.deliverfileOptions(String(contentsOfFile: out + "/Deliverfile", encoding: .utf8))
        #expect(options == ["screenshots_path": "./screenshots", "app_previews_path": "./app_previews", "preview_frame_time_code": "00:00:08:00"])
        #expect(try #require(options["preview_frame_time_code"]).wholeMatch(of: /\d\d:\d\d:\d\d:\d\d/) != nil)
    }
}
