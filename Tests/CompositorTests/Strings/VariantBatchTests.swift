import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// `variants:` in a template: `batch` renders every locale in every appearance, each clip
/// named by its axes, the manifest grouped by them, and a sharded run merged gives the same
/// bytes as one batch.
@Suite struct VariantBatchTests {
    /// A 64x48 crossDissolve whose label is the key `hi`, in en and de, light and dark.
    static let template = TemplateFixtures.minimal(extraSegue: """
    strings:
      en: {hi: Hi}
      de: {hi: Hallo}
    variants: {locale: [en, de], appearance: [light, dark]}
    """, fromViews: """
          - frame: [2, 2, 28, 12]
            background: systemBackground
            label: {text: {key: hi}, font: {size: 8}, color: label}
    """)

    @Test func eachVariantLoadsWithItsLocaleAppearanceAndName() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("in/hello.yaml", Self.template)
        let plain = try TemplateLoader.load(path: path)
        #expect(plain.variants == TemplateVariants(locales: ["en", "de"], appearances: [.light, .dark]))
        #expect(plain.variants.combinations.map(\.suffix) == [".en.light", ".en.dark", ".de.light", ".de.dark"])
        let german = try TemplateLoader.load(path: path, variant: TemplateVariant(locale: "de", appearance: .dark))
        #expect(german.name == "hello.de.dark" && german.canvas.appearance == .dark && german.labels.map(\.text) == ["Hallo"])
        let bad = dir.write("bad.yaml", Self.template.replacingOccurrences(of: "appearance: [light, dark]", with: "appearance: [light, dusk]"))
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: bad) }
        #expect(error?.description.contains("variants.appearance[1]: unknown appearance") == true, "\(error?.description ?? "")")
    }

    /// 2 locales × 2 appearances × 2 directions = 8 clips, named NAME.LOCALE.APPEARANCE-DIRECTION;
    /// the manifest groups the files by axis; a 3-shard run merged is byte-identical.
    @Test func batchRendersTheProductAndShardsMergeToTheSameBytes() throws {
        let dir = TemporaryDirectory()
        dir.write("in/hello.yaml", Self.template)
        _ = try ShardCommandTests.run(["batch", "in", "-o", "single", "--jobs", "2"], in: dir)
        let clips = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/single").filter { $0.hasSuffix(".mp4") }.sorted()
        #expect(clips == ["hello.de.dark-dismiss.mp4", "hello.de.dark-present.mp4", "hello.de.light-dismiss.mp4", "hello.de.light-present.mp4",
                          "hello.en.dark-dismiss.mp4", "hello.en.dark-present.mp4", "hello.en.light-dismiss.mp4", "hello.en.light-present.mp4"])
        let data = try #require(FileManager.default.contents(atPath: dir.path + "/single/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let groups = try #require(manifest["variants"] as? [String: [String: [String]]])
        #expect(groups["locale"]?["de"] == ["hello.de.light-present.mp4", "hello.de.light-dismiss.mp4", "hello.de.dark-present.mp4", "hello.de.dark-dismiss.mp4"])
        #expect(groups["appearance"]?["dark"]?.count == 4)
        let first = try #require((manifest["clips"] as? [[String: Any]])?.first)
        #expect(first["variant"] as? [String: String] == ["locale": "en", "appearance": "light"])
        // Light and dark differ, and so do en and de.
        let sums = Set(try #require(manifest["clips"] as? [[String: Any]]).compactMap { $0["frameDigest"] as? String })
        #expect(sums.count == 8)
        for i in 0..<3 { _ = try ShardCommandTests.run(["batch", "in", "--shard", "\(i)/3", "-o", "shards", "--jobs", "1"], in: dir) }
        let merged = try CLI.run(["merge", "shards"], in: dir.path)
        #expect(merged.status == 0, "\(merged.stderr)")
        try ShardCommandTests.expectSameBatch(dir.path + "/single", dir.path + "/shards")
    }
}
