@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Every fixture imports, and every template it writes validates and renders.
@Suite struct ImportFixtureTests {
    @Test(arguments: ImportFixtures.all)
    func importsValidatesAndRenders(_ fixture: ImportFixtures.Fixture) throws {
        let (result, output) = try ImportFixtures.run(fixture)
        #expect(!result.scenes.isEmpty)
        let templates = ImportFixtures.templates(result, in: output)
        #expect(!templates.isEmpty)
        for path in templates {
            let template = try TemplateLoader.load(path: path)
            let (problems, _) = TemplateAssetCheck.check(template, allowMissingGlyphs: true)
            #expect(problems.isEmpty, "\(path): \(problems)")
            // One frame halfway, at about a third of the scale, through the real renderer.
            let small = try template.scaled(by: 0.34)
            let direction = template.segue.directions.first ?? .present
            let assets = try AssetLoader.load(small, allowMissingGlyphs: true)
            let layers = try ClipFrames(template: small, direction: direction).layers(atProgress: 0.5)
            let pixels = try SceneRenderer(canvas: small.canvas, assets: assets).render(layers)
            #expect(pixels.width == small.canvas.pixelWidth)
        }
    }

    /// The same document and options give the same bytes.
    @Test func deterministic() throws {
        let fixture = ImportFixtures.all[0]
        let (a, first) = try ImportFixtures.run(fixture)
        let (_, second) = try ImportFixtures.run(fixture)
        for file in a.files {
            let x = try Data(contentsOf: URL(fileURLWithPath: first.path + "/" + file))
            let y = try Data(contentsOf: URL(fileURLWithPath: second.path + "/" + file))
            #expect(x == y, "\(file)")
        }
    }
}
