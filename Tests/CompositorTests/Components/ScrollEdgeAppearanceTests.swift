@testable import CompositorRaster
import Testing
@testable import Compositor

/// iOS 15's scroll-edge bar appearance (UINavigationBar.scrollEdgeAppearance,
/// UITabBar.scrollEdgeAppearance): at rest, with content clear of the bars, a navigation bar and
/// a tab bar are transparent with no hairline, so the bar rows show the screen's background;
/// `appearance: standard` keeps the iOS 13/14 material and hairline; content running on under
/// the tab bar gives it its material back.
@Suite struct ScrollEdgeAppearanceTests {
    /// 200×400 points at scale 1: a 20-point status-bar inset, a 44-point navigation bar (its
    /// hairline the pixel row at y = 64) and a 49-point tab bar (its hairline the row at y = 351).
    static func render(navigation: String = "automatic", tab: String = "automatic", rowsUnderTabBar: Bool = false) throws -> Pixmap {
        let dir = TemporaryDirectory()
        let rows = rowsUnderTabBar ? "\n      - {frame: [0, 330, 200, 60], background: \"#FFFFFF\"}" : ""
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            canvas: {size: [200, 400], scale: 1, background: "#000000", safeArea: {top: 20}, statusBar: false, homeIndicator: false}
            scenes:
              a:
                background: "#FFEEDD"
                navigationBar: {title: A, appearance: \(navigation)}
                tabBar: {items: [One, Two], appearance: \(tab)}
                views:
                  - {frame: [0, 100, 200, 40], background: "#FFFFFF"}\(rows)
              b: {background: "#112233"}
            segue: {animator: crossDissolve, from: a, to: b}
            """))
        let clip = try ClipFrames(template: t, direction: .present)
        return try SceneRenderer(canvas: t.canvas, assets: AssetLoader.load(t)).render(clip.layers(atProgress: 0))
    }

    static let background = PremultipliedRGBA8(r: 0xFF, g: 0xEE, b: 0xDD, a: 255)

    /// Pixels of the bar rows away from titles and icons (x = 2 and 198).
    static func samples(_ p: Pixmap, rows: [Int]) -> [PremultipliedRGBA8] { rows.flatMap { y in [p[2, y], p[198, y]] } }

    @Test func barsAreTransparentAtRestByDefault() throws {
        let p = try Self.render()
        #expect(p[100, 200] == Self.background)
        // Under the status bar, in the navigation bar, its hairline row; the tab bar and its hairline.
        for px in Self.samples(p, rows: [5, 40, 63, 64, 65, 351, 352, 390]) { #expect(px == Self.background) }
    }

    @Test func standardKeepsTheMaterialAndHairline() throws {
        let p = try Self.render(navigation: "standard", tab: "standard")
        #expect(p[2, 64] != Self.background)  // the navigation bar's hairline
        #expect(p[2, 351] != Self.background)  // the tab bar's hairline
        #expect(p[2, 64] != p[2, 40])  // a line, darker than the material above it
    }

    @Test func scrollEdgeStaysTransparentOverContent() throws {
        let p = try Self.render(navigation: "scrollEdge", tab: "scrollEdge", rowsUnderTabBar: true)
        #expect(p[2, 64] == Self.background)
        #expect(p[2, 351] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))  // the row shows through
    }

    /// A row running on under the tab bar: the list is not scrolled to its end, so the tab bar
    /// shows its material and hairline; the navigation bar, with nothing under it, stays clear.
    @Test func contentUnderTheTabBarGivesItsMaterialBack() throws {
        let p = try Self.render(rowsUnderTabBar: true)
        #expect(p[2, 351] != PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(p[2, 351] != Self.background)
        #expect(p[2, 64] == Self.background)
    }

    @Test func scrollEdgeRule() {
        let bar = Rect(x: 0, y: 351, width: 200, height: 49)
        let root = { (frame: Rect) in View(frame: Rect(x: 0, y: 0, width: 200, height: 400), subviews: [View(frame: frame, backgroundColor: .white)]) }
        #expect(!ScrollEdge.contentUnder(bar, in: root(Rect(x: 0, y: 100, width: 200, height: 40))))
        #expect(ScrollEdge.contentUnder(bar, in: root(Rect(x: 0, y: 330, width: 200, height: 60))))
        // A view covering the whole bar (a full-screen map) is no list scrolled under it.
        #expect(!ScrollEdge.contentUnder(bar, in: root(Rect(x: 0, y: 0, width: 200, height: 400))))
        #expect(BarAppearance.automatic.drawsBackground(contentUnder: true) && !BarAppearance.automatic.drawsBackground(contentUnder: false))
    }
}
