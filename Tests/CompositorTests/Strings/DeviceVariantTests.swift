import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// `variants: {device: […]}`: the same screens laid out again for each device preset (its
/// screen, safe areas and bars; top-level frames by their autoresizing masks, nothing scaled),
/// and a 2 locales × 2 appearances × 2 devices batch whose 8 clips a 3-shard run merged
/// reproduces byte for byte.
@Suite struct DeviceVariantTests {
    /// Written for iPhone 14 (390 × 844 points): a label across the screen under the bar, a
    /// button near the bottom, a dot at the trailing edge, one push.
    static let template = """
    canvas:
      device: iPhone 14
      background: "#000000"
    video:
      fps: 10
    strings:
      en: {hi: Hi}
      de: {hi: Hallo}
    variants: {locale: [en, de], appearance: [light, dark], device: [iPhone 16 Pro Max, iPad Pro 13]}
    scenes:
      home:
        background: systemBackground
        navigationBar: {title: {key: hi}}
        views:
          - id: body
            frame: [20, 110, 350, 66]
            label: {text: {key: hi}, font: {size: 17}, color: label}
          - id: book
            frame: [20, 700, 350, 50]
            button: {title: {key: hi}, style: filled}
          - id: dot
            frame: [330, 400, 40, 40]
            background: systemRed
          - id: pinned
            frame: [20, 300, 40, 40]
            autoresizing: [flexibleLeftMargin, flexibleTopMargin]
            background: systemBlue
      next:
        background: systemGroupedBackground
    flow:
      root: home
      hold: 0.1
      steps:
        - {push: next, duration: 0.2, hold: 0.1}
    """

    static func frames(_ template: SegueTemplate) throws -> [String: Rect] {
        let home = try #require(template.scenes.first { $0.name == "home" })
        return Dictionary(uniqueKeysWithValues: home.root.subviews.compactMap { v in v.id.map { ($0, v.frame) } })
    }

    /// Frames worked by hand from iPhone 14's 390 × 844 to iPhone 16 Pro Max's 440 × 956
    /// (+50, +112) and iPad Pro 13's 1032 × 1376 (+642, +532): the label and button are at least
    /// half the width, so they stretch (inferred flexibleWidth); the label is pinned to the top,
    /// the button (in the last quarter, nearer the bottom) to the bottom; the dot (in the last
    /// quarter, nearer the trailing edge) keeps its distance from the right and its size; the
    /// written mask moves `pinned` by the whole change.
    @Test func eachDeviceLaysTheScreensOutAgainInPoints() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("in/hello.yaml", Self.template)
        let asWritten = try TemplateLoader.load(path: path)
        #expect(asWritten.variants.devices == ["iPhone 16 Pro Max", "iPad Pro 13"])
        #expect(asWritten.variants.combinations.count == 8)
        #expect(asWritten.variants.combinations.map(\.suffix).prefix(2) == [".en.light.iphone-16-pro-max", ".en.light.ipad-pro-13"])
        #expect(try Self.frames(asWritten)["book"] == Rect(x: 20, y: 700, width: 350, height: 50))

        let max = try TemplateLoader.load(path: path, variant: TemplateVariant(locale: "de", appearance: .dark, device: "iPhone 16 Pro Max"))
        #expect(max.name == "hello.de.dark.iphone-16-pro-max")
        #expect(max.canvas.size == Size(width: 440, height: 956) && max.canvas.scale == 3 && max.canvas.device?.name == "iPhone 16 Pro Max")
        #expect(max.canvas.safeArea == EdgeInsets(top: 62, bottom: 34))
        let m = try Self.frames(max)
        #expect(m["body"] == Rect(x: 20, y: 110, width: 400, height: 66))
        #expect(m["book"] == Rect(x: 20, y: 812, width: 400, height: 50))
        #expect(m["dot"] == Rect(x: 380, y: 400, width: 40, height: 40))
        #expect(m["pinned"] == Rect(x: 70, y: 412, width: 40, height: 40))

        let pad = try TemplateLoader.load(path: path, variant: TemplateVariant(locale: "en", appearance: .light, device: "iPad Pro 13"))
        #expect(pad.canvas.size == Size(width: 1032, height: 1376) && pad.canvas.scale == 2 && pad.canvas.safeArea == EdgeInsets(top: 24, bottom: 20))
        let p = try Self.frames(pad)
        #expect(p["body"] == Rect(x: 20, y: 110, width: 992, height: 66))
        #expect(p["book"] == Rect(x: 20, y: 1232, width: 992, height: 50))
        #expect(p["dot"] == Rect(x: 972, y: 400, width: 40, height: 40))
        // The button's parts were placed again at its new width: its title is centered in 992 points.
        let book = try #require(pad.scenes.first { $0.name == "home" }?.root.subviews.first { $0.id == "book" })
        let title = try #require(book.subviews.last { $0.label != nil })
        #expect(abs(title.frame.center.x - 496) <= 1, "\(title.frame)")

        let bad = dir.write("bad.yaml", Self.template.replacingOccurrences(of: "device: [iPhone 16 Pro Max, iPad Pro 13]", with: "device: [iPhone 16 Pro Max, iPhone 16 Pro Max, Pixel 9]"))
        let error = #expect(throws: TemplateErrors.self) { try TemplateLoader.load(path: bad) }
        #expect(error?.description.contains("variants.device[1]: iPhone 16 Pro Max is listed twice") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("variants.device[2]: unknown device") == true, "\(error?.description ?? "")")
    }

    /// 2 locales × 2 appearances × 2 devices = 8 clips, named by their axes, each at its
    /// device's pixel size; the manifest groups them by device; a 3-shard run merged is
    /// byte-identical to one batch.
    @Test func eightClipsAndShardsMergeToTheSameBytes() throws {
        let dir = TemporaryDirectory()
        dir.write("in/hello.yaml", Self.template)
        _ = try ShardCommandTests.run(["batch", "in", "-o", "single", "--scale", "0.25", "--jobs", "2"], in: dir)
        let clips = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/single").filter { $0.hasSuffix(".mp4") }.sorted()
        #expect(clips.count == 8)
        #expect(clips.first == "hello.de.dark.ipad-pro-13.mp4" && clips.last == "hello.en.light.iphone-16-pro-max.mp4", "\(clips)")
        let data = try #require(FileManager.default.contents(atPath: dir.path + "/single/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let groups = try #require(manifest["variants"] as? [String: [String: [String]]])
        #expect(groups["device"]?["iPad Pro 13"] == ["hello.en.light.ipad-pro-13.mp4", "hello.en.dark.ipad-pro-13.mp4",
                                                     "hello.de.light.ipad-pro-13.mp4", "hello.de.dark.ipad-pro-13.mp4"])
        let records = try #require(manifest["clips"] as? [[String: Any]])
        #expect(records.first?["variant"] as? [String: String] == ["locale": "en", "appearance": "light", "device": "iPhone 16 Pro Max"])
        // Each device at its own pixel size (a quarter of 1320 × 2868 and of 2064 × 2752, made even).
        let sizes = Set(records.compactMap { r in (r["width"] as? Int).flatMap { w in (r["height"] as? Int).map { "\(w)x\($0)" } } })
        #expect(sizes.count == 2, "\(sizes)")
        #expect(Set(records.compactMap { $0["frameDigest"] as? String }).count == 8)
        for i in 0..<3 { _ = try ShardCommandTests.run(["batch", "in", "--shard", "\(i)/3", "-o", "shards", "--scale", "0.25", "--jobs", "1"], in: dir) }
        let merged = try CLI.run(["merge", "shards"], in: dir.path)
        #expect(merged.status == 0, "\(merged.stderr)")
        try ShardCommandTests.expectSameBatch(dir.path + "/single", dir.path + "/shards")
    }
}
