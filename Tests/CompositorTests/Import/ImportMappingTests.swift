@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// What the fixtures' elements become: frames, colors, labels, segues.
@Suite struct ImportMappingTests {
    static func pets(_ options: StoryboardImporter.Options = StoryboardImporter.Options()) throws -> (StoryboardImporter.Result, TemporaryDirectory) {
        try ImportFixtures.run(ImportFixtures.all[0], options: options)
    }

    /// The banner saved at (16, 587, 343, 60) is there in points, and its color fills exactly
    /// those pixels × 3 in a rendered frame of the list (iPhone 14, 3x).
    @Test func storedFrameLandsAtItsPixels() throws {
        let (_, out) = try Self.pets()
        let template = try TemplateLoader.load(path: out.path + "/show-pet.yaml")
        #expect(template.canvas.scale == 3)
        let banner = try #require(ImportFixtures.view("BAN-vw-001", in: template, scene: "pet-list"))
        #expect(banner.frame == Rect(x: 16, y: 587, width: 343, height: 60))
        let layers = try ClipFrames(template: template, direction: .present).layers(atProgress: 0)
        let pixels = try SceneRenderer(canvas: template.canvas, assets: AssetLoader.load(template)).render(layers)
        let orange = PremultipliedRGBA8(r: 0xE6, g: 0x66, b: 0x33, a: 255)
        // Corners just inside the rect (16·3, 587·3) … ((16 + 343)·3 − 1, (587 + 60)·3 − 1), and just outside.
        for (x, y) in [(48, 1761), (1076, 1761), (48, 1940), (1076, 1940)] { #expect(pixels[x, y] == orange, "(\(x), \(y))") }
        for (x, y) in [(47, 1800), (1077, 1800), (300, 1760), (300, 1941)] { #expect(pixels[x, y] != orange, "(\(x), \(y))") }
    }

    /// Each color form, converted to sRGB, within ±1 of values worked out apart from the code:
    /// calibratedRGB through Apple's Generic RGB primaries (γ 1.8) and the IEC 61966-2-1 XYZ→sRGB
    /// matrix; displayP3 likewise; gray γ 2.2 re-encoded with sRGB's curve.
    @Test func colorsInEveryForm() throws {
        let (_, out) = try ImportFixtures.run(ImportFixtures.all[4])
        let template = try TemplateLoader.load(path: out.path + "/scenes.yaml")
        func rgba(_ id: String) throws -> [Double] {
            let view = try #require(ImportFixtures.view(id, in: template, scene: "swatches")?.view)
            let c = try #require(view.backgroundColor)
            return [c.red * 255, c.green * 255, c.blue * 255, c.alpha * 255]
        }
        let expected: [(String, [Double])] = [
            ("CSR-cl-001", [51, 102, 153, 255]),           // sRGB 0.2, 0.4, 0.6
            ("CCR-cl-001", [65.57, 95.57, 121.39, 255]),   // calibratedRGB 0.2, 0.3, 0.4
            ("CCW-cl-001", [128.49, 128.49, 128.49, 255]), // calibratedWhite 0.5
            ("CGG-cl-001", [84.25, 84.25, 84.25, 255]),    // genericGamma22 1/3
            ("CP3-cl-001", [222.22, 24.08, 101.5, 255]),   // displayP3 0.8, 0.2, 0.4
            ("CSY-cl-001", [0, 122, 255, 255]),            // systemBlue
            ("CNM-cl-001", [255, 106.08, 0, 255]),         // Brand.colorset, light
            ("CLG-cl-001", [242, 242, 247, 255]),          // groupTableViewBackgroundColor
            ("CDV-cl-001", [25.5, 51, 153, 127.5]),        // deviceRGB, alpha 0.5
        ]
        for (id, want) in expected {
            let got = try rgba(id)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(id): \(got) vs \(want)")
        }
        // The colorset's dark variant (written as 8-bit integers) with --dark.
        let (_, dark) = try ImportFixtures.run(ImportFixtures.all[4], options: StoryboardImporter.Options(dark: true))
        let scene = try String(contentsOfFile: dark.path + "/scenes/swatches.yaml", encoding: .utf8)
        #expect(scene.contains("\"#FF9F0A\""))
    }

    /// Label text, font size and weight, text styles, alignment, lines.
    @Test func labels() throws {
        let (_, out) = try Self.pets()
        let template = try TemplateLoader.load(path: out.path + "/show-pet.yaml")
        let name = try #require(ImportFixtures.view("LBL-bc-001", in: template, scene: "pet-list")?.view.label)
        #expect(name.text == "Biscuit" && name.font.size == 19)
        let title = try #require(ImportFixtures.view("NAM-dt-001", in: template, scene: "biscuit")?.view.label)
        #expect(title.text == "Biscuit" && title.font.size == 28) // UICTFontTextStyleTitle1
        let body = try #require(ImportFixtures.view("DSC-dt-001", in: template, scene: "biscuit")?.view.label)
        #expect(body.font.size == 17 && body.numberOfLines == 2)
        let scene = try String(contentsOfFile: out.path + "/scenes/pet-list.yaml", encoding: .utf8)
        #expect(scene.contains("font: {size: 19, weight: \"bold\"}"))
        #expect(scene.contains("textStyle: \"headline\"") && scene.contains("alignment: \"center\""))
    }

    /// Segue kinds map to the catalog: show → push, custom ScaleSegue → scale from the button that
    /// triggers it, a form-sheet cross-dissolve presentation, an unwind → the dismissal only.
    @Test func segueKindsAndStyles() throws {
        let (result, out) = try Self.pets()
        let byFile = Dictionary(uniqueKeysWithValues: result.segues.map { ($0.file, $0) })
        #expect(byFile["show-pet.yaml"]?.animator == .push)
        let book = try TemplateLoader.load(path: out.path + "/book.yaml")
        #expect(book.segue.animator == .scale && book.segue.options.string("scaleView") == "BTN-bk-001")
        let share = try TemplateLoader.load(path: out.path + "/share.yaml")
        #expect(share.segue.animator == .crossDissolve && share.segue.style == .formSheet)
        let back = try #require(result.segues.first { $0.kind == "unwind" })
        let unwind = try TemplateLoader.load(path: out.path + "/" + back.file)
        #expect(unwind.segue.directions == [.dismiss] && unwind.segue.from == "biscuit" && unwind.segue.to == "share")

        let (journal, jout) = try ImportFixtures.run(ImportFixtures.all[1])
        let kinds = Dictionary(uniqueKeysWithValues: journal.segues.map { ($0.customClass ?? $0.kind, $0) })
        #expect(kinds["JKImageTransitionSegue"]?.animator == .imageZoom)
        #expect(kinds["ReplaceTopSegue"]?.animator == .replaceTop)
        #expect(kinds["CardFlipSegue"]?.animator == .coverVertical)
        #expect(kinds["popoverPresentation"]?.presentation == "pageSheet")
        #expect(journal.notes.contains { $0.message.contains("--map CardFlipSegue=ANIMATOR") })
        let zoom = try TemplateLoader.load(path: jout.path + "/" + kinds["JKImageTransitionSegue"]!.file)
        #expect(zoom.segue.options.string("sourceView") == "ERI-16-001" && zoom.segue.options.string("destinationView") == "PHI-16-001")
        // --map wins over the fallback.
        let (mapped, _) = try ImportFixtures.run(ImportFixtures.all[1], options: StoryboardImporter.Options(classMap: ["CardFlipSegue": "flipHorizontal"]))
        #expect(mapped.segues.first { $0.customClass == "CardFlipSegue" }?.animator == .flipHorizontal)
    }

    /// Navigation and tab bars come from the containers; the back button names the scene below.
    @Test func containers() throws {
        let (_, out) = try Self.pets()
        let template = try TemplateLoader.load(path: out.path + "/show-pet.yaml")
        let list = try #require(template.scene(named: "pet-list")), detail = try #require(template.scene(named: "biscuit"))
        #expect(list.navigationBar?.title == "Pets" && list.navigationBar?.largeTitle == true)
        #expect(list.tabBar?.items.map(\.title) == ["Pets", "Settings"])
        #expect(detail.navigationBar?.backButton == true && detail.navigationBar?.largeTitle == false)
        let settings = try String(contentsOfFile: out.path + "/scenes/settings.yaml", encoding: .utf8)
        #expect(settings.contains("insetGrouped") && settings.contains("\"Notifications\"") && settings.contains("value: \"On\""))
        #expect(settings.contains("accessory: \"switch\"") && settings.contains("footer:"))
    }

    /// `--device` narrower than the document: constraint-laid-out views scale x and width by the
    /// width ratio (375 / 390) and keep their distance from the nearer edge (the banner, in the
    /// lower half, from the bottom: 844 − 647 = 197 points); autoresizing views follow their masks.
    @Test func deviceRule() throws {
        let (_, out) = try Self.pets(StoryboardImporter.Options(device: "iPhone SE"))
        let template = try TemplateLoader.load(path: out.path + "/show-pet.yaml")
        let banner = try #require(ImportFixtures.view("BAN-vw-001", in: template, scene: "pet-list"))
        let r = 375.0 / 390.0
        #expect(abs(banner.frame.minX - 16 * r) < 1e-3 && abs(banner.frame.width - 343 * r) < 1e-3)
        #expect(banner.frame.minY == 667 - 197 - 60 && banner.frame.height == 60)
        let card = try #require(ImportFixtures.view("CRD-bc-001", in: template, scene: "pet-list"))
        #expect(card.frame.minY == 155)
        // Xcode 8 document (375 wide, autoresizing) onto an iPhone 14 (390): the compose button
        // (widthSizable, flexibleMinY, 16 from each side, 20 from the bottom) keeps its margins.
        let (_, legacy) = try ImportFixtures.run(ImportFixtures.all[2], options: StoryboardImporter.Options(device: "iPhone 14"))
        let t = try TemplateLoader.load(path: legacy.path + "/inbox-to-compose.yaml")
        let compose = try #require(ImportFixtures.view("CMP-x8-001", in: t, scene: "inbox"))
        #expect(compose.frame == Rect(x: 16, y: 844 - 20 - 44, width: 390 - 32, height: 44))
    }
}
