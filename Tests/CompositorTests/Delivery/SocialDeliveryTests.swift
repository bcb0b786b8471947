import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// `story`, `square` and `landscape`: the fixed frames, and the canvas letterboxed or
/// pillarboxed into them on the backdrop color.
@Suite struct SocialDeliveryTests {
    @Test func catalogHasTheDocumentedSizes() {
        let social: [DeliveryPresetName] = [.story, .square, .landscape]
        let sizes = DeliveryCatalog.all.filter { social.contains($0.name) }.map { ($0.name.rawValue, $0.sizes[0].width, $0.sizes[0].height) }
        #expect(sizes.map(\.0) == ["story", "square", "landscape"])
        #expect(sizes.map { [$0.1, $0.2] } == [[1080, 1920], [1080, 1080], [1920, 1080]])
    }

    /// An iPhone SE canvas (375 × 667 pt, white scene) in the 1080 × 1080 square: scale
    /// 1080 / 667, picture 375 × 1080 / 667 = 607.2 → 607 × 1080 at x = (1080 − 607) / 2 = 236.
    /// Columns 0…235 and 843…1079 are the green backdrop; the picture's middle is the scene.
    @Test func squarePillarboxesOnTheBackdrop() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("sq.yaml", DeliveryTemplates.flat(holdBefore: "0.2", holdAfter: "0.1",
                                                                   extra: "delivery: {preset: square, backdrop: \"#00FF00\"}"))
        let out = dir.path + "/sq.mp4"
        let r = try CLI.run(["render", template, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: out)
        #expect((info.width, info.height) == (1080, 1080))
        #expect(info.audioTracks.isEmpty)
        var first: Pixmap?
        try MediaProbe.decodeFrames(path: out) { index, frame in if index == 0 { first = frame } }
        let frame = try #require(first)
        func near(_ p: PremultipliedRGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.r) - r) <= 4 && abs(Int(p.g) - g) <= 4 && abs(Int(p.b) - b) <= 4
        }
        for (x, y) in [(0, 0), (100, 540), (233, 1079), (846, 540), (1079, 1079)] {
            #expect(near(frame[x, y], 0, 255, 0), "backdrop at \(x),\(y) is \(frame[x, y])")
        }
        // Scene white at the picture's edges (clear of the status bar and the card).
        for (x, y) in [(239, 900), (540, 1000), (840, 900)] {
            #expect(near(frame[x, y], 255, 255, 255), "scene at \(x),\(y) is \(frame[x, y])")
        }
    }

    /// A 16:9 canvas in the story frame: letterboxed top and bottom. HD 720p (640 × 360 pt)
    /// into 1080 × 1920: scale 1080 / 640, picture 1080 × 607.5 → 608 (halves round up) at
    /// y = (1920 − 608) / 2 = 656.
    @Test func storyLetterboxesAWideCanvas() throws {
        let dir = TemporaryDirectory()
        var template = try TemplateLoader.load(path: dir.write("t.yaml", DeliveryTemplates.flat(canvas: "  device: HD 720p")))
        template.delivery = DeliverySpec(preset: .story)
        let fit = try DeliveryPlan.fit(template, spec: template.delivery!, preset: try #require(DeliveryCatalog.named(.story)))
        #expect((fit.pictureWidth, fit.pictureHeight, fit.x, fit.y) == (1080, 608, 0, 656))
    }
}

/// `batch --delivery`: the preset applies to every template, and the manifest gives the
/// delivered frame's size.
@Suite struct BatchDeliveryTests {
    @Test func batchDeliversEveryClipInThePresetsFrame() throws {
        let dir = TemporaryDirectory()
        dir.write("in/one.yaml", TemplateFixtures.minimal(extraSegue: "  directions: [present]"))
        let r = try CLI.run(["batch", dir.path + "/in", "-o", dir.path + "/out", "--delivery", "square", "--progress", "plain"])
        #expect(r.status == 0, "\(r.stderr)")
        let info = try MediaProbe.inspect(path: dir.path + "/out/one-present.mp4")
        #expect((info.width, info.height) == (1080, 1080))
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"width\" : 1080") || manifest.contains("\"width\": 1080"), "\(manifest)")
    }
}
