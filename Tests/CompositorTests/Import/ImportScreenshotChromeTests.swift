@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Issue 48, scope 5: screenshots imported without doubled chrome. The screenshots are stills
/// this test renders: a white screen with a red or a blue card, each with a captured status
/// bar reading 12:34 (the drawn one reads 9:41). Imported, a push between them must show one
/// status bar throughout: the ink in the status-bar band mid-push is exactly the drawn bar's
/// at rest. Kept as captured (`chrome: screenshot`) the two captured bars slide under it.
@Suite struct ImportScreenshotChromeTests {
    /// Renders the two screenshots into `folder` (390×844 pixels: iPhone 14 at 1x).
    static func screenshots(into folder: String, scratch: TemporaryDirectory) throws {
        let path = scratch.write("shots.yaml", """
            canvas: {device: iPhone 14, statusBar: {time: "12:34"}}
            scenes:
              a: {background: "#FFFFFF", views: [{frame: [16, 200, 358, 120], background: "#FF3B30"}]}
              b: {background: "#FFFFFF", views: [{frame: [16, 420, 358, 120], background: "#007AFF"}]}
            segue: {animator: crossDissolve, from: a, to: b}
            """)
        let template = try TemplateLoader.load(path: path).scaled(by: 0.34)
        let renderer = SceneRenderer(canvas: template.canvas, assets: try AssetLoader.load(template))
        let frames = try ClipFrames(template: template, direction: .present)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGWriter.write(renderer.render(frames.layers(atProgress: 0)), to: folder + "/a.png")
        try PNGWriter.write(renderer.render(frames.layers(atProgress: 1)), to: folder + "/b.png")
    }

    /// The dark pixels (luma under 100: text and glyph ink) of the status-bar band, by position.
    static func ink(_ pixmap: Pixmap, band: Int) -> Set<Int> {
        var found: Set<Int> = []
        for y in 0..<band {
            for x in 0..<pixmap.width {
                let p = pixmap[x, y]
                if 2126 * Int(p.r) + 7152 * Int(p.g) + 722 * Int(p.b) < 100 * 10_000 { found.insert(y * pixmap.width + x) }
            }
        }
        return found
    }

    /// The band's ink at rest, and at each of several moments of the push.
    static func pushInk(chrome: String?) throws -> (rest: Set<Int>, moving: [Set<Int>]) {
        let dir = TemporaryDirectory()
        try screenshots(into: dir.path + "/shots", scratch: dir)
        let screens = chrome.map { "screens:\n  a: {chrome: \($0)}\n  b: {chrome: \($0)}\n" } ?? ""
        dir.write("shots/segues.yaml", "canvas: {device: iPhone 14}\n" + screens + "segues:\n  - {from: a, to: b, animator: push}\n")
        let result = try StoryboardImporter.run(dir.path + "/shots", into: dir.path + "/out")
        let file = try #require(ImportFixtures.templates(result, in: dir.path + "/out").first)
        let template = try TemplateLoader.load(path: file).scaled(by: 0.34)
        let renderer = SceneRenderer(canvas: template.canvas, assets: try AssetLoader.load(template))
        let frames = try ClipFrames(template: template, direction: .present)
        let band = Int(template.canvas.safeArea.top * template.canvas.scale)
        #expect(band == 47)
        let rest = ink(try renderer.render(frames.layers(atProgress: 0)), band: band)
        let moving = try [0.25, 0.5, 0.75].map { ink(try renderer.render(frames.layers(atProgress: $0)), band: band) }
        return (rest, moving)
    }

    /// Imported as import writes it (`chrome: drawn`): the band's ink is the drawn bar's at
    /// rest throughout. Tolerance: at most 5 % of its pixels differ — where the push dims the
    /// screen under the drawn text, a few antialiased edge pixels cross the threshold (measured:
    /// 15 of 449 at a quarter of the push, none at a half and three quarters).
    @Test func onePushOneStatusBar() throws {
        let (rest, moving) = try Self.pushInk(chrome: nil)
        #expect(rest.count > 200)
        for (i, ink) in moving.enumerated() {
            let differ = ink.symmetricDifference(rest).count
            #expect(differ * 20 <= rest.count, "moment \(i): \(differ) of \(rest.count) ink pixels differ")
        }
    }

    /// The control: with the captured bars kept, their sliding ink differs from the rest by far
    /// more (measured: 460, 414 and 121 of 687 pixels).
    @Test func capturedBarsSlide() throws {
        let (rest, moving) = try Self.pushInk(chrome: "screenshot")
        #expect(moving.contains { $0.symmetricDifference(rest).count * 10 > rest.count })
    }
}
