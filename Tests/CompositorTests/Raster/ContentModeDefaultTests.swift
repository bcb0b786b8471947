@testable import CompositorRaster
import Testing
@testable import Compositor

/// An image view without `contentMode` fills its frame as UIImageView's default does
/// (`scaleToFill`): a 3 × 1-pixel red | green | blue image in a 12 × 12-pixel view is stretched
/// into three 4-pixel columns. Aspect fill would scale it to 36 × 12 and crop the middle: all green.
@Suite struct ContentModeDefaultTests {
    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

    func render(_ image: String) throws -> Pixmap {
        let dir = TemporaryDirectory()
        var stripes = Pixmap(width: 3, height: 1)
        stripes.pixels = [Self.red, Self.green, Self.blue].map(\.packed)
        try TestPNG.write(stripes, to: dir.path + "/stripes.png")
        let yaml = TemplateFixtures.minimal(canvas: "  size: [12, 12]\n  scale: 1", fromViews: """
              - id: card
                frame: [0, 0, 12, 12]
                image: \(image)
        """)
        let template = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        let view = try #require(template.scenes[0].root.find(id: "card")?.view)
        let assets = try AssetLoader.load(template)
        return try SceneRenderer(canvas: template.canvas, assets: assets).render([view])
    }

    @Test func theDefaultIsScaleToFill() throws {
        #expect(ImageContent(path: "x").contentMode == .scaleToFill)
        let frame = try render("stripes.png")
        // Column centers, away from the bilinear blend at the stripes' borders.
        #expect(frame[0, 6] == Self.red && frame[6, 6].g > 200 && frame[11, 6] == Self.blue)
        let fill = try render("{file: stripes.png, contentMode: scaleAspectFill}")
        // The middle third of the stretched image: green, blending toward red and blue only at the edges.
        #expect(fill[6, 6].g > 200 && fill[0, 6].g > 100 && fill[11, 6].g > 100 && fill[0, 6] != Self.red && fill[11, 6] != Self.blue)
    }
}
