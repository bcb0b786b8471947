@testable import CompositorRaster
import Testing
@testable import Compositor

/// Path parsing and FreeType coverage against areas and widths worked out by hand.
@Suite struct PathRasterizerTests {
    let big = IntRect(x0: -1000, y0: -1000, x1: 1000, y1: 1000)

    @Test func parsesAbsoluteAndRelativeCommandsAlike() throws {
        let absolute = try PathData.parse("M10 20 L30 20 L30 40 H10 V20 Z")
        let relative = try PathData.parse("m10,20 l20,0 0,20 h-20 v-20 z")
        #expect(absolute == relative)
        #expect(absolute.elements.count == 6)
        #expect(absolute.elements[2] == .line(Point(x: 30, y: 40)))
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let path = try PathData.parse("M0 0 C10 0 20 10 20 20 S30 40 40 40 Q50 40 50 50 T60 60")
        #expect(path.elements[2] == .cubic(Point(x: 20, y: 30), Point(x: 30, y: 40), Point(x: 40, y: 40)))
        #expect(path.elements[4] == .quad(Point(x: 50, y: 60), Point(x: 60, y: 60)))
    }

    @Test func arcsEndWhereAsked() throws {
        // A half circle of radius 10 from (0, 0) to (20, 0): two quarter cubics through (10, ±10).
        let path = try PathData.parse("M0 0 A10 10 0 0 1 20 0")
        #expect(path.elements.count == 3)
        guard case .cubic(_, _, let mid) = path.elements[1], case .cubic(_, _, let end) = path.elements[2] else {
            Issue.record("expected cubics"); return
        }
        #expect(abs(mid.x - 10) < 1e-9 && abs(abs(mid.y) - 10) < 1e-9)
        #expect(end == Point(x: 20, y: 0))
    }

    @Test(arguments: ["M0 0 L", "M0 0 X10", "10 10", "M0 0 A1 1 0 2 1 5 5", "M1e999 0"])
    func refusesBadData(_ text: String) {
        #expect(throws: PathData.ParseError.self) { try PathData.parse(text) }
    }

    @Test func atan2MatchesTheQuadrants() {
        #expect(DeterministicMath.atan2(0, 1) == 0)
        #expect(abs(DeterministicMath.atan2(1, 1) - Double.pi / 4) < 1e-15)
        #expect(abs(DeterministicMath.atan2(1, -1) - 3 * Double.pi / 4) < 1e-15)
        #expect(abs(DeterministicMath.atan2(-1, -1) + 3 * Double.pi / 4) < 1e-15)
        #expect(abs(DeterministicMath.atan2(1, 0) - Double.pi / 2) < 1e-15)
        #expect(abs(DeterministicMath.atan2(0.3, 2) - 0.14888994760949725) < 1e-15)
    }

    @Test func aFilledSquareCoversItsAreaExactly() throws {
        let r = try PathRasterizer()
        // 20.5 × 10.25 at a fractional position: area 210.125 px².
        let path = try PathData.parse("M3.25 4.5 h20.5 v10.25 h-20.5 Z")
        let mask = try #require(r.fill(path, evenOdd: false, clip: big))
        let area = 20.5 * 10.25
        #expect(abs(Double(mask.total) / 255 - area) <= area / 255)
        // A whole-pixel square: every inside pixel full, none outside.
        let whole = try #require(r.fill(try PathData.parse("M2 2 h8 v8 h-8 z"), evenOdd: false, clip: big))
        #expect(whole.total == 64 * 255)
    }

    @Test func aFilledCircleCoversItsAreaWithinOne255th() throws {
        let r = try PathRasterizer()
        let radius = 40.0
        let path = try PathData.parse("M10 50 A40 40 0 1 0 90 50 A40 40 0 1 0 10 50 Z")
        let mask = try #require(r.fill(path, evenOdd: false, clip: big))
        let area = Double.pi * radius * radius
        #expect(abs(Double(mask.total) / 255 - area) <= area / 255)
    }

    @Test func evenOddLeavesTheHoleOfARingNonZeroFillsIt() throws {
        let r = try PathRasterizer()
        // Two squares wound the same way: 20 × 20 outer, 10 × 10 inner.
        let path = try PathData.parse("M0 0 h20 v20 h-20 Z M5 5 h10 v10 h-10 Z")
        let nonZero = try #require(r.fill(path, evenOdd: false, clip: big))
        let evenOdd = try #require(r.fill(path, evenOdd: true, clip: big))
        #expect(nonZero.total == 400 * 255)
        #expect(evenOdd.total == 300 * 255)
    }

    @Test func aStrokedLineIsAsWideAsAsked() throws {
        let r = try PathRasterizer()
        // A horizontal line 40 px long, 6 px wide, butt caps: a 40 × 6 rectangle from y 7 to 13.
        let line = try PathData.parse("M10 10 H50")
        let mask = try #require(r.stroke(line, width: 6, cap: PathContent.LineCap.butt.freeType,
                                         join: PathContent.LineJoin.miter.freeType, miterLimit: 10, clip: big))
        #expect(mask.total == 240 * 255)
        #expect(mask.inkBounds == IntRect(x0: 10, y0: 7, x1: 50, y1: 13))
        // Square caps add half the width at each end.
        let square = try #require(r.stroke(line, width: 6, cap: PathContent.LineCap.square.freeType,
                                           join: PathContent.LineJoin.miter.freeType, miterLimit: 10, clip: big))
        #expect(square.total == 46 * 6 * 255)
    }

    @Test func aClosedStrokeIsARing() throws {
        let r = try PathRasterizer()
        // A 20 × 20 square stroked 2 wide with miter joins: 22² − 18² = 160 px².
        let mask = try #require(r.stroke(try PathData.parse("M0 0 h20 v20 h-20 z"), width: 2,
                                         cap: PathContent.LineCap.butt.freeType, join: PathContent.LineJoin.miter.freeType,
                                         miterLimit: 10, clip: big))
        #expect(mask.total == 160 * 255)
    }

    @Test func aViewDrawsItsPathInItsColor() throws {
        var view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        view.path = PathContent(path: try PathData.parse("M0 0 h10 v10 h-10 z"), fillColor: Color(red: 1, green: 0, blue: 0))
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 20, height: 20), scale: 1, backgroundColor: .white))
        let frame = try renderer.render([view])
        #expect(frame[5, 5] == Color(red: 1, green: 0, blue: 0).premultiplied())
        #expect(frame[15, 15] == Color.white.premultiplied())
    }

    @Test func badPathDataIsALocatedTemplateError() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 12, 12]
                    path: {data: "M0 0 L10 Q", fillRule: evenodd}
            """)
        do {
            _ = try TemplateLoader.load(path: dir.write("bad.yaml", text))
            Issue.record("bad path data loaded")
        } catch let e as TemplateErrors {
            let messages = e.errors.map(\.message)
            #expect(e.errors.map(\.field).contains("scenes.a.views[0].path.data"))
            #expect(messages.contains { $0.contains("at character 10") && $0.contains("expected a number") }, "\(messages)")
            #expect(messages.contains { $0.contains("did you mean \"evenOdd\"") }, "\(messages)")
        } catch let e as TemplateError {
            Issue.record("one error only: \(e)")
        }
    }
}
