@testable import CompositorRaster
import Testing
@testable import Compositor

/// `scale` lays the destination out at each size (ScaleSegue animates the frame and calls
/// `layoutIfNeeded()`): no uneven stretching.
@Suite struct ScaleLayoutTests {
    /// A 390 x 844 canvas at 2x: a 72-point thumbnail grows into a scene with a red circle
    /// (100 points, centered, near the top) and a black 40-point "H" in a full-width label.
    static let yaml = """
        canvas:
          size: [390, 844]
          scale: 2
          background: "#000000"
        video:
          fps: 10
        scenes:
          list:
            background: "#F2F2F7"
            views:
              - id: thumb
                frame: [16, 116, 72, 72]
                background: "#F4A261"
          detail:
            background: "#FFFFFF"
            views:
              - frame: [145, 10, 100, 100]
                background: "#FF0000"
                cornerRadius: 50
              - frame: [20, 130, 350, 60]
                label: {text: H, font: {size: 40}, color: "#000000", alignment: left}
        segue:
          animator: scale
          from: list
          to: detail
          holdBefore: 0
          holdAfter: 0
          options: {scaleView: thumb}

        """

    /// The bounding box of the pixels `matching`, as (minX, minY, maxX, maxY).
    static func box(_ pixmap: Pixmap, _ matching: (PremultipliedRGBA8) -> Bool) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where matching(pixmap[x, y]) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    static func red(_ p: PremultipliedRGBA8) -> Bool { p.r > 128 && p.g < 100 && p.b < 100 }
    static func ink(_ p: PremultipliedRGBA8) -> Bool { p.r < 128 && p.g < 128 && p.b < 128 }

    /// At progress 0.3 the circle's bounding box is square within a pixel (200 x 200 pixels, its
    /// size at rest) and the H's ink is as tall as at rest: Inter's cap height, 0.727 em, at
    /// 40 points x 2 = 58 pixels. Stretching as a bitmap would have made it 0.2 as tall.
    @Test func circleStaysRoundAndTextKeepsItsSize() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("scale.yaml", Self.yaml))
        let clip = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: template.canvas)
        let mid = try renderer.render(clip.layers(atProgress: 0.3))
        let rest = try renderer.render(clip.layers(atProgress: 1))
        let circle = try #require(Self.box(mid, Self.red))
        let (w, h) = (circle.2 - circle.0 + 1, circle.3 - circle.1 + 1)
        #expect(abs(w - h) <= 1 && abs(w - 200) <= 1, "\(circle)")
        // The glyph: black pixels below the circle.
        let glyph = try #require(Self.box(mid) { Self.ink($0) && !Self.red($0) && $0.a == 255 })
        let restGlyph = try #require(Self.box(rest, Self.ink))
        let height = glyph.3 - glyph.1 + 1, restHeight = restGlyph.3 - restGlyph.1 + 1
        #expect(abs(height - restHeight) <= 1, "\(glyph) \(restGlyph)")
        #expect(abs(Double(height) - 0.727 * 40 * 2) <= 2, "\(height)")
    }

    /// Issue 44: a 40-point thumbnail grows into a scene whose 100-point circle sits below the
    /// small frame. UIKit does not clip a view's subviews unless `clipsToBounds` is set, so at
    /// progress 0.3 the circle shows, round, outside the growing scene. Worked by hand:
    /// easeInOut (0.42, 0, 0.58, 1) at 0.3 is t = 0.187396 (bisection of x(s) = 0.3); the scene's
    /// rect is (16·(1 − t), 116·(1 − t), 40 + 350·t, 40 + 804·t) = (13.002, 94.262, 105.589, 190.666).
    /// The circle's inferred mask is flexible left and right margins (centered) and a flexible
    /// bottom margin (pinned to the top): it keeps 100 × 100 at y = 400, centered across,
    /// so its center is (13.002 + 105.589 / 2, 94.262 + 450) = (65.796, 544.262) points, pixel
    /// (131.6, 1088.5) at 2x, and its box spans 200 pixels each way from (31.6, 988.5).
    @Test func fixedFrameCircleOutsideTheGrowingSceneShows() throws {
        let dir = TemporaryDirectory()
        let yaml = Self.yaml.replacingOccurrences(of: "frame: [16, 116, 72, 72]", with: "frame: [16, 116, 40, 40]")
            .replacingOccurrences(of: "frame: [145, 10, 100, 100]", with: "frame: [145, 400, 100, 100]")
        let template = try TemplateLoader.load(path: dir.write("scale.yaml", yaml))
        let clip = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: template.canvas)
        let mid = try renderer.render(clip.layers(atProgress: 0.3))
        #expect(Self.red(mid[131, 1088]), "\(mid[131, 1088])")
        let circle = try #require(Self.box(mid, Self.red))
        let (w, h) = (circle.2 - circle.0 + 1, circle.3 - circle.1 + 1)
        #expect(abs(w - h) <= 1 && abs(w - 200) <= 1, "\(circle)")
        #expect(abs(Double(circle.0) - 31.6) <= 1 && abs(Double(circle.1) - 988.5) <= 1, "\(circle)")
        // With clipsToBounds on the scene, the circle stays hidden until the frame reaches it.
        let clipped = try TemplateLoader.load(path: dir.write("clipped.yaml", yaml.replacingOccurrences(
            of: "    background: \"#FFFFFF\"", with: "    background: \"#FFFFFF\"\n    clipsToBounds: true")))
        let hidden = try SceneRenderer(canvas: clipped.canvas).render(ClipFrames(template: clipped, direction: .present).layers(atProgress: 0.3))
        #expect(Self.box(hidden, Self.red) == nil)
    }

    /// `content: snapshot` scales the whole scene uniformly by s = max(w / 390, h / 844) of the
    /// growing rect (aspect fill) and crops: a circle moved to the scene's center stays round,
    /// 200 · s pixels across.
    @Test func snapshotScalesUniformly() throws {
        let dir = TemporaryDirectory()
        let yaml = Self.yaml.replacingOccurrences(of: "options: {scaleView: thumb}", with: "options: {scaleView: thumb, content: snapshot}")
            .replacingOccurrences(of: "frame: [145, 10, 100, 100]", with: "frame: [145, 372, 100, 100]")
        let template = try TemplateLoader.load(path: dir.write("scale.yaml", yaml))
        let mid = try SceneRenderer(canvas: template.canvas).render(ClipFrames(template: template, direction: .present).layers(atProgress: 0.3))
        let circle = try #require(Self.box(mid, Self.red))
        let (w, h) = (circle.2 - circle.0 + 1, circle.3 - circle.1 + 1)
        let t = TimingCurve.easeInOut.value(at: 0.3)
        let s = max((72 + (390 - 72) * t) / 390, (72 + (844 - 72) * t) / 844)
        #expect(abs(w - h) <= 1 && abs(Double(w) - 200 * s) <= 2, "\(circle) \(s)")
    }

    /// UIKit's autoresizing arithmetic, by hand.
    @Test func autoresizingSharesTheChange() {
        let old = Size(width: 100, height: 100), new = Size(width: 140, height: 60)
        // Width flexible, margins fixed: 10 + 30 + 60 → 10 + 70 + 60.
        #expect(Autoresizing.flexibleWidth.frame(Rect(x: 10, y: 0, width: 30, height: 10), from: old, to: new).width == 70)
        // Left margin and width flexible share +40 in proportion 10 : 30 → 20, 60.
        let shared = Autoresizing([.flexibleLeftMargin, .flexibleWidth]).frame(Rect(x: 10, y: 0, width: 30, height: 10), from: old, to: new)
        #expect(shared.minX == 20 && shared.width == 60)
        // Both vertical margins flexible: a 20-point view centered in 100 stays centered in 60.
        let centered = Autoresizing([.flexibleTopMargin, .flexibleBottomMargin]).frame(Rect(x: 0, y: 40, width: 10, height: 20), from: old, to: new)
        #expect(centered.minY == 20 && centered.height == 20)
        // No flexible part: unchanged; a size never goes negative.
        #expect(Autoresizing().frame(Rect(x: 5, y: 5, width: 10, height: 10), from: old, to: new) == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(Autoresizing.flexibleWidth.frame(Rect(x: 10, y: 0, width: 80, height: 10), from: old, to: Size(width: 10, height: 10)).width == 0)
        // Inferred: a full-width row stretches; a small centered circle keeps its size; a bottom button is pinned to the bottom.
        #expect(Autoresizing.inferred(for: Rect(x: 16, y: 100, width: 358, height: 40), in: Size(width: 390, height: 844)) == [.flexibleWidth, .flexibleBottomMargin])
        #expect(Autoresizing.inferred(for: Rect(x: 145, y: 10, width: 100, height: 100), in: Size(width: 390, height: 844))
                == [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin])
        #expect(Autoresizing.inferred(for: Rect(x: 24, y: 740, width: 342, height: 54), in: Size(width: 390, height: 844)) == [.flexibleWidth, .flexibleTopMargin])
    }

    /// The template key: a list of flags; an unknown one is an error.
    @Test func autoresizingKey() throws {
        let dir = TemporaryDirectory()
        let yaml = Self.yaml.replacingOccurrences(of: "cornerRadius: 50", with: "cornerRadius: 50\n        autoresizing: [flexibleWidth, flexibleTopMargin]")
        let t = try TemplateLoader.load(path: dir.write("a.yaml", yaml))
        #expect(t.scene(named: "detail")?.root.subviews.first?.autoresizing == [.flexibleWidth, .flexibleTopMargin])
        #expect(throws: TemplateError.self) {
            try TemplateLoader.load(path: dir.write("b.yaml", yaml.replacingOccurrences(of: "flexibleTopMargin]", with: "flexibleTop]")))
        }
    }
}
