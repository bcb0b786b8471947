import Testing
@testable import Compositor

/// pets-scale's "Bi…": a label whose width follows the growing scene must not re-truncate
/// while the scene grows. UIKit lays the presented view out at its final size and animates the
/// rendered layer, so the label keeps its resting text, scaled just enough to fit.
@Suite struct ScaleTextTests {
    /// The detail screen's 32-point bold name in a 342-point flexible-width label, growing out
    /// of a 40-point thumbnail; `Biscuit` is about 120 points wide.
    static let yaml = """
        canvas: {size: [390, 844], scale: 1, background: "#000000", statusBar: false, homeIndicator: false}
        scenes:
          list:
            background: "#F2F2F7"
            views: [{id: thumb, frame: [16, 116, 40, 40], background: "#F4A261"}]
          detail:
            background: "#FFFFFF"
            views:
              - id: name
                frame: [24, 300, 342, 40]
                label: {text: Biscuit, font: {size: 32, weight: bold}, alignment: left}
                autoresizing: [flexibleWidth, flexibleBottomMargin]
              - id: short
                frame: [24, 350, 342, 20]
                label: {text: Hi, font: {size: 17}, alignment: left}
                autoresizing: [flexibleWidth, flexibleBottomMargin]
        segue: {animator: scale, from: list, to: detail, holdBefore: 0, holdAfter: 0, options: {scaleView: thumb}}
        """

    /// The label with `id`, its lines as laid out in its view at progress `p`, and its scale.
    static func laidOut(_ id: String, at p: Double) throws -> (lines: [String], scale: Double, width: Double) {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        let layers = try ClipFrames(template: template, direction: .present).layers(atProgress: p)
        let found = layers.compactMap { $0.find(id: id)?.view }.first
        let view = try #require(found)
        let label = try #require(view.label)
        let layout = try TextRenderer().layout(label, width: view.frame.width)
        return (layout.lines.map(\.text), view.transform.scaleX, view.frame.width)
    }

    @Test func nameIsNotTruncatedWhileTheSceneGrows() throws {
        let rest = try Self.laidOut("name", at: 1)
        #expect(rest.lines == ["Biscuit"] && rest.scale == 1)
        for p in [0.1, 0.3, 0.5] {
            let mid = try Self.laidOut("name", at: p)
            #expect(mid.lines == rest.lines, "at \(p)")
            // Scaled while the frame is narrower than the text (to progress 0.3); by 0.5 the
            // frame is 167 points wide and the text fits at its point size.
            #expect(p < 0.4 ? mid.scale < 1 : mid.scale == 1, "at \(p)")
        }
    }

    /// The kept name is drawn from its bitmap at rest, resampled (`View.shouldRasterize`), as
    /// UIKit scales the presented view's layer; text laid out at its point size, and the name at
    /// rest, are drawn as text.
    @Test func theKeptNameIsDrawnFromItsBitmap() throws {
        let dir = TemporaryDirectory()
        let clip = try ClipFrames(template: TemplateLoader.load(path: dir.write("t.yaml", Self.yaml)), direction: .present)
        func view(_ id: String, at p: Double) throws -> View {
            let layers = try clip.layers(atProgress: p)
            let found = layers.compactMap { $0.find(id: id)?.view }.first
            return try #require(found)
        }
        #expect(try view("name", at: 0.3).shouldRasterize)
        #expect(try !view("name", at: 1).shouldRasterize)
        #expect(try !view("short", at: 0.3).shouldRasterize)
    }

    /// Text that still fits its narrower frame is laid out as usual, at its point size.
    @Test func shortTextKeepsItsPointSize() throws {
        let mid = try Self.laidOut("short", at: 0.3)
        #expect(mid.lines == ["Hi"] && mid.scale == 1 && mid.width < 342)
    }
}
