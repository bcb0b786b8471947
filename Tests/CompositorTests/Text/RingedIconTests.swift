@testable import CompositorRaster
import Testing
@testable import Compositor

/// `ellipsis.circle` keeps its circle: Material's `more_horiz` is the three dots alone, so the
/// icon is drawn as the dots inside a stroked ring (`IconCatalog.ringed`), as SF Symbols draws it.
@Suite struct RingedIconTests {
    /// A 48-point icon, black on white, at scale 1 (its ring: 40 points across, 3.5 wide).
    static func render(_ name: String) throws -> Pixmap {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            canvas: {size: [48, 48], scale: 1, background: "#FFFFFF", statusBar: false, homeIndicator: false}
            scenes:
              a:
                background: "#FFFFFF"
                views: [{frame: [0, 0, 48, 48], icon: {name: \(name), size: 48, color: "#000000"}}]
              b: {background: "#FFFFFF"}
            segue: {animator: crossDissolve, from: a, to: b}
            """))
        let clip = try ClipFrames(template: t, direction: .present)
        return try SceneRenderer(canvas: t.canvas, assets: AssetLoader.load(t)).render(clip.layers(atProgress: 0))
    }

    static func isInk(_ p: PremultipliedRGBA8) -> Bool { p.r < 96 }
    static func isPaper(_ p: PremultipliedRGBA8) -> Bool { p.r > 224 }

    @Test func ellipsisCircleHasARingAroundItsDots() throws {
        let p = try Self.render("ellipsis.circle")
        // The ring, 20 points from the center (24, 24), at eight compass points: ink.
        let ring = [(44, 24), (4, 24), (24, 44), (24, 4), (38, 38), (10, 10), (38, 10), (10, 38)]
        for (x, y) in ring { #expect(Self.isInk(p[x, y]), "(\(x), \(y))") }
        // Between ring and dots (12 points above and below the center) and outside the ring: paper.
        for (x, y) in [(24, 12), (24, 36), (1, 1), (46, 46)] { #expect(Self.isPaper(p[x, y]), "(\(x), \(y))") }
        // The middle dot.
        #expect(Self.isInk(p[24, 24]))
    }

    /// The bare `ellipsis` is the dots with no ring.
    @Test func ellipsisHasNoRing() throws {
        let p = try Self.render("ellipsis")
        for (x, y) in [(44, 24), (24, 44), (24, 4)] { #expect(Self.isPaper(p[x, y]), "(\(x), \(y))") }
        #expect(Self.isInk(p[24, 24]))
    }

    /// Every ringed name maps to a glyph; the filled form maps to Material's filled disc.
    @Test func catalogEntries() {
        for name in IconCatalog.ringed {
            if case .found = IconCatalog.lookup(name) {} else { Issue.record("\(name) has no glyph") }
            #expect(IconContent(name: name, codepoint: 0xE5D3, size: 24).ring != nil)
        }
        #expect(IconCatalog.sfSymbols["ellipsis.circle.fill"] == "pending")
        #expect(IconContent(name: "ellipsis", codepoint: 0xE5D3, size: 24).ring == nil)
    }
}
