import Testing
@testable import Compositor

/// The status bar over a compact page sheet's black backdrop: light content at rest (as iOS 13+
/// switches it), and a cross-fade of the two bars while the sheet moves, so it is never dark
/// text on black. A full-screen modal hands the bar over when it covers it (`ChromeHandover`).
@Suite struct SheetStatusBarTests {
    func statusBars(style: String, _ direction: SegueDirection, at progress: Double,
                    to background: String = "secondarySystemBackground") throws -> [(color: Color?, alpha: Double)] {
        try frame(style: style, direction, at: progress, to: background).filter { $0.id == "statusBar" }.map { bar in
            (bar.find(id: "statusBar.time")?.view.label?.color, bar.alpha)
        }
    }

    func frame(style: String, _ direction: SegueDirection, at progress: Double, to background: String) throws -> [View] {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            appearance: light
            canvas: {device: iPhone 14}
            scenes:
              a: {background: systemBackground}
              b: {background: "\(background)"}
            segue: {animator: coverVertical, from: a, to: b, presentation: \(style)}
            """))
        return try ClipFrames(template: t, direction: direction).layers(atProgress: progress)
    }

    /// At rest over the sheet: one bar, white; at rest before it: one bar, black.
    @Test func lightContentAtRestOverASheet() throws {
        let over = try statusBars(style: "pageSheet", .dismiss, at: 0)
        #expect(over.count == 1 && over.first?.color == .white && over.first?.alpha == 1)
        let before = try statusBars(style: "pageSheet", .present, at: 0)
        #expect(before.count == 1 && before.first?.color == .black)
        #expect(try statusBars(style: "pageSheet", .present, at: 1).first?.color == .white)
    }

    /// At progress 0.3 of the presentation the dark bar is at 0.7 and the light one at 0.3;
    /// dismissing, the sheet's light bar fades out the same way.
    @Test func barsCrossFadeWhileTheSheetMoves() throws {
        let present = try statusBars(style: "pageSheet", .present, at: 0.3)
        #expect(present.map(\.color) == [.black, .white])
        #expect(abs(present[0].alpha - 0.7) < 1e-9 && abs(present[1].alpha - 0.3) < 1e-9)
        let dismiss = try statusBars(style: "pageSheet", .dismiss, at: 0.25)
        #expect(dismiss.map(\.color) == [.white, .black])
        #expect(abs(dismiss[0].alpha - 0.75) < 1e-9 && abs(dismiss[1].alpha - 0.25) < 1e-9)
    }

    /// A full-screen modal uncovers no backdrop: one bar, the style of the screen over it. A
    /// dark screen rising over a light one takes the bar (white) once its top edge passes the
    /// glyphs (their centres lie at y 23.5–24.25 on an iPhone 14), not at the midpoint: the
    /// curve puts the edge there late, where a midpoint switch drew white on white.
    @Test func fullScreenFollowsTheScreenOverTheBar() throws {
        #expect(try statusBars(style: "fullScreen", .present, at: 0.3).map(\.color) == [.black])
        #expect(try statusBars(style: "fullScreen", .present, at: 0.6).map(\.color) == [.black])
        var seen: Set<String> = []
        for i in 1..<40 {
            let p = Double(i) / 40
            let layers = try frame(style: "fullScreen", .present, at: p, to: "#1C1C1E")
            let top = try #require(layers.first { $0.id == "b" })
            let edge = top.transformToSuperview.bounds(of: Rect(origin: .zero, size: top.frame.size)).minY
            let colors = layers.filter { $0.id == "statusBar" }.map { $0.find(id: "statusBar.time")?.view.label?.color }
            if edge < 23 { #expect(colors == [.white], "p \(p): edge \(edge)"); seen.insert("white") }
            if edge > 25 { #expect(colors == [.black], "p \(p): edge \(edge)"); seen.insert("black") }
        }
        #expect(seen == ["white", "black"])
    }
}
