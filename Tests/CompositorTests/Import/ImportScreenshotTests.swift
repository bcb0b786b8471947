@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Screenshot scenes: a screenshot scaled to the canvas, elements cut out of it as views above
/// filled holes; and `import` of a folder of screenshots with its segues.yaml.
@Suite struct ImportScreenshotTests {
    static let folder = ImportFixtures.path("Screenshots")

    static func imported() throws -> (StoryboardImporter.Result, TemporaryDirectory) {
        let out = TemporaryDirectory()
        let result = try StoryboardImporter.run(folder, into: out.path)
        return (result, out)
    }

    /// Both templates validate and render; the segues are as listed.
    @Test func folderImportValidatesAndRenders() throws {
        let (result, out) = try Self.imported()
        #expect(result.scenes == ["detail", "home"])
        #expect(result.segues.map(\.animator) == [.imageZoom, .scale])
        for file in ImportFixtures.templates(result, in: out) {
            let template = try TemplateLoader.load(path: file)
            let assets = try AssetLoader.load(template)
            for p in [0.0, 0.5, 1.0] {
                let layers = try ClipFrames(template: template, direction: .present).layers(atProgress: p)
                _ = try SceneRenderer(canvas: template.canvas, assets: assets).render(layers)
            }
        }
    }

    /// At rest the scene is the screenshot itself, pixel for pixel: every element shows exactly
    /// its own region over its hole. With the element hidden, its hole shows the fill (the
    /// "name" element's #F2F2F7) or the sampled background (the thumb's, #F2F2F7 around it).
    @Test func elementsAndHoles() throws {
        let (_, out) = try Self.imported()
        let template = try TemplateLoader.load(path: out.path + "/home-to-detail.yaml")
        let assets = try AssetLoader.load(template)
        let renderer = SceneRenderer(canvas: template.canvas, assets: assets)
        let home = try #require(template.scene(named: "home"))
        let screenshot = try ImageDecoder.decode(path: Self.folder + "/home.png")
        let whole = try renderer.render([home.root])
        #expect(whole.width == screenshot.width && whole.height == screenshot.height)
        // The thumb's square (pixels 32…175 across, 120…263 down) is the screenshot's orange.
        #expect(whole[100, 200] == screenshot[100, 200] && whole[100, 200].r > 200 && whole[100, 200].b < 120)
        var worst = 0
        for y in stride(from: 0, to: screenshot.height, by: 3) {
            for x in stride(from: 0, to: screenshot.width, by: 3) {
                let a = whole[x, y], b = screenshot[x, y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 2, "largest difference from the screenshot: \(worst)")
        var holes = home.root
        holes.visit { if $0.id == "thumb" || $0.id == "name" { $0.isHidden = true } }
        let cut = try renderer.render([holes])
        // The screenshot's own background (#F2F2F7 as the PNG holds it, one level off after
        // ffmpeg made it) continues over the thumb's hole; the name's hole has the given fill.
        #expect(cut[100, 200] == screenshot[10, 400])
        #expect(cut[250, 160] == PremultipliedRGBA8(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
        #expect(ImportFixtures.view("thumb", in: template, scene: "home")?.frame == Rect(x: 16, y: 60, width: 72, height: 72))
    }

    /// Elements outside the canvas and elements without a screenshot are template errors.
    @Test func badElements() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.folder + "/home.png", toPath: dir.path + "/home.png")
        let outside = dir.write("a.yaml", """
            canvas: {size: [195, 422], scale: 2}
            scenes:
              a: {screenshot: home.png, elements: {thumb: [180, 60, 72, 72]}}
              b: {background: "#FFFFFF"}
            segue: {animator: crossDissolve, from: a, to: b}
            """)
        #expect { try TemplateLoader.load(path: outside) } throws: { "\($0)".contains("a.yaml:3:") && "\($0)".contains("must lie inside the canvas") }
        let orphan = dir.write("b.yaml", """
            canvas: {size: [195, 422], scale: 2}
            scenes:
              a: {background: "#FFFFFF", elements: {thumb: [0, 0, 10, 10]}}
              b: {background: "#FFFFFF"}
            segue: {animator: crossDissolve, from: a, to: b}
            """)
        #expect { try TemplateLoader.load(path: orphan) } throws: { "\($0)".contains("give the scene a screenshot") }
    }

    /// A segue naming a screenshot that is not there is reported at its line in segues.yaml.
    @Test func unknownScreenInList() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.folder + "/home.png", toPath: dir.path + "/home.png")
        dir.write("segues.yaml", "segues:\n  - {from: home, to: detial, animator: fade}\n")
        #expect {
            try StoryboardImporter.run(dir.path, into: dir.path + "/out")
        } throws: { error in
            "\(error)".contains("segues.yaml:2:5") && "\(error)".contains("no screenshot named detial")
        }
    }

    /// A screenshot named `a #1, b` (issue #50, item 7): every name written into YAML is a
    /// quoted scalar where plain would be read otherwise (` #` starts a comment, `, ` ends a
    /// flow value), so the written templates load back with the scene named as the file.
    @Test func namesWithCommentAndCommaCharactersLoadBack() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.folder + "/home.png", toPath: dir.path + "/a #1, b.png")
        try FileManager.default.copyItem(atPath: Self.folder + "/detail.png", toPath: dir.path + "/detail.png")
        dir.write("segues.yaml", """
            canvas: {size: [195, 422], scale: 2}
            screens:
              "a #1, b": {elements: {thumb: [16, 60, 72, 72]}}
            segues:
              - {from: "a #1, b", to: detail, animator: crossDissolve}
            """)
        let result = try StoryboardImporter.run(dir.path, into: dir.path + "/out")
        #expect(result.scenes.contains("a #1, b"))
        let files = result.files.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("scenes/") }.map { dir.path + "/out/" + $0 }
        #expect(!files.isEmpty)
        for file in files {
            let template = try TemplateLoader.load(path: file)
            #expect(template.scene(named: "a #1, b") != nil, "\(file)")
        }
    }

    /// A screenshot that is a symbolic link out of the folder is refused (exit 4), never copied.
    @Test func aScreenshotLinkedFromOutsideIsRefused() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/shots", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.folder + "/home.png", toPath: dir.path + "/shots/home.png")
        try FileManager.default.copyItem(atPath: Self.folder + "/detail.png", toPath: dir.path + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/shots/detail.png", withDestinationPath: dir.path + "/secret.png")
        dir.write("shots/segues.yaml", "segues:\n  - {from: home, to: detail, animator: fade}\n")
        let error = try #require(throws: TemplateError.self) { try StoryboardImporter.run(dir.path + "/shots", into: dir.path + "/out") }
        #expect(error.file == dir.path + "/shots/detail.png" && error.exitStatus == .badAsset && error.message.contains("leading out"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out"))
    }

    @Test func scalarsQuoteWhatPlainWouldMisread() {
        #expect(ImportYAML.scalar("home") == "home" && ImportYAML.scalar("-3.5") == "-3.5" && ImportYAML.scalar("THB-bc-001") == "THB-bc-001")
        #expect(ImportYAML.scalar("a #1, b") == "\"a #1, b\"")
        #expect(ImportYAML.scalar("-") == "\"-\"" && ImportYAML.scalar("") == "\"\"" && ImportYAML.scalar("a: b") == "\"a: b\"")
        #expect(ImportYAML.map([("a #1, b", .map([("x", .plain("k: v"))]))]).document() == "\"a #1, b\": {x: \"k: v\"}\n")
    }
}
