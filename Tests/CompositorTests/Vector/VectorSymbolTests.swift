@testable import CompositorRaster
import Testing
@testable import Compositor

/// The SF-like chevrons and checkmark (`VectorSymbol`): one stroked path with round caps and
/// joins. Expected ink is computed here from the shape's definition (every point within half the
/// stroke of the polyline), by supersampling, not from the rasterizer.
@Suite struct VectorSymbolTests {
    /// The distance from `p` to the segment `a`–`b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
        let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }

    /// The exact ink of a round-capped, round-joined polyline stroke in a `width` × `height`
    /// pixel grid, in pixel units (8 × 8 samples a pixel).
    static func expectedInk(_ points: [Point], halfWidth: Double, width: Int, height: Int) -> Double {
        var inside = 0
        for y in 0..<(height * 8) { for x in 0..<(width * 8) {
            let p = Point(x: (Double(x) + 0.5) / 8, y: (Double(y) + 0.5) / 8)
            if zip(points, points.dropFirst()).contains(where: { Self.distance(p, $0, $1) <= halfWidth }) { inside += 1 }
        } }
        return Double(inside) / 64
    }

    /// Ink (coverage in pixels, black on white) and its bounding box.
    static func ink(_ frame: Pixmap) -> (coverage: Double, box: IntRect) {
        var box = IntRect(x0: .max, y0: .max, x1: .min, y1: .min), coverage = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y].r < 255 {
            box = IntRect(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: max(box.y1, y + 1))
            coverage += 255 - Int(frame[x, y].r)
        } }
        return (Double(coverage) / 255, box)
    }

    /// The navigation bar's back chevron is one path, not two bars: tip, arm ends and stroke as
    /// UIKit's 12 × 21-point back indicator, and at 10 px per point its ink is the exact
    /// round-capped stroke's within 1 %, filling the 120 × 210-pixel box.
    @Test func theBackChevronIsTheRoundCappedStroke() throws {
        let env = ComponentEnvironment(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        let bar = NavigationBar(title: "General", backButton: true).view(in: env, top: 47)
        var chevron = try #require(bar.find(id: "navigationBar.backChevron")?.view)
        #expect(chevron.frame == Rect(x: 8, y: 47 + 22 - 10.5, width: 12, height: 21))
        #expect(chevron.subviews.isEmpty)
        let path = try #require(chevron.path)
        #expect(path.lineCap == .round && path.lineJoin == .round && path.lineWidth == 3 && path.fillColor == nil)
        #expect(path.path.elements == [.move(Point(x: 10.5, y: 1.5)), .line(Point(x: 1.5, y: 10.5)), .line(Point(x: 10.5, y: 19.5))])

        chevron.frame.origin = .zero
        chevron.path?.strokeColor = .black
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 12, height: 21), scale: 10, backgroundColor: .white))
        let (coverage, box) = Self.ink(try renderer.render([chevron]))
        let points = [Point(x: 105, y: 15), Point(x: 15, y: 105), Point(x: 105, y: 195)]
        let expected = Self.expectedInk(points, halfWidth: 15, width: 120, height: 210)
        #expect(abs(coverage - expected) / expected < 0.01, "\(coverage) vs \(expected)")
        #expect(box == IntRect(x0: 0, y0: 0, x1: 120, y1: 210))
    }

    /// A table cell's disclosure indicator is the same shape pointing right, 8 × 13 points.
    @Test func theDisclosureIndicatorPointsRight() throws {
        let env = ComponentEnvironment(size: Size(width: 390, height: 844))
        let cell = TableCell(title: "Wi-Fi", accessory: .disclosureIndicator)
        let views = cell.subviews(frame: Rect(x: 0, y: 0, width: 390, height: 44), in: env)
        let chevron = try #require(views.first { $0.path != nil })
        #expect(chevron.frame.size == Size(width: 8, height: 13) && chevron.frame.maxX == 390 - 16)
        let path = try #require(chevron.path)
        #expect(path.path.elements == [.move(Point(x: 1, y: 1)), .line(Point(x: 7, y: 6.5)), .line(Point(x: 1, y: 12))])
    }

    /// `icon: chevron.right` draws the vector chevron, not Material's arrow: at 48 px per em its
    /// ink spans 0.25–0.75 em across and 0.0625–0.9375 em down, centered in the view.
    @Test(arguments: [("chevron.right", IntRect(x0: 12, y0: 3, x1: 36, y1: 45)),
                      ("chevron.down", IntRect(x0: 3, y0: 12, x1: 45, y1: 36))])
    func anIconNamedChevronIsTheVectorSymbol(_ name: String, _ expected: IntRect) throws {
        guard case .found(_, let codepoint) = IconCatalog.lookup(name) else { Issue.record("no \(name)"); return }
        var view = View(frame: Rect(x: 0, y: 0, width: 48, height: 48))
        view.icon = IconContent(name: name, codepoint: codepoint, size: 48, color: .black)
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 48, height: 48), scale: 1, backgroundColor: .white))
        let (coverage, box) = Self.ink(try renderer.render([view]))
        #expect(box == expected)
        let symbol = try #require(VectorSymbol(name: name))
        let exact = Self.expectedInk(symbol.points(size: 48), halfWidth: 3, width: 48, height: 48)
        #expect(abs(coverage - exact) / exact < 0.02, "\(coverage) vs \(exact)")
    }
}
