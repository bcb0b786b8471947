import Testing
@testable import Compositor

/// The status bar over a compact page sheet's black backdrop: light content at rest (as iOS 13+
/// switches it), and while the sheet moves the style of what lies under each glyph — the
/// dimmed presenting screen or the black backdrop — so it is never dark text on black nor a
/// grey cross-fade on the dimmed screen. A full-screen modal hands the bar over when it covers
/// it (`ChromeHandover`).
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

    /// While the sheet moves there is one bar, opaque, whose 9:41 follows what lies under it:
    /// black while the presenting screen (white, under the dimming: luma 1 − 0.4 × its fade,
    /// at least 0.6) still covers the glyph's centre (y 23.5–24.25 on an iPhone 14), white
    /// once the screen has shrunk below it and the black backdrop shows. Worked: black on a
    /// luma of 0.6 (WCAG L = 0.32) is 7.4 : 1; white on black 21 : 1. Until issue 44's review
    /// the two bars cross-faded by progress: a grey 9:41 on the dimmed grey screen.
    @Test func barFollowsWhatIsUnderItWhileTheSheetMoves() throws {
        var seen: Set<String> = []
        for direction in [SegueDirection.present, .dismiss] {
            for i in 1..<20 {
                let p = Double(i) / 20
                let layers = try frame(style: "pageSheet", direction, at: p, to: "secondarySystemBackground")
                let bars = layers.filter { $0.id == "statusBar" }
                #expect(bars.count == 1 && bars.first?.alpha == 1, "\(direction) p \(p)")
                let screen = try #require(layers.first { $0.id == "a" })
                let edge = screen.transformToSuperview.bounds(of: Rect(origin: .zero, size: screen.frame.size)).minY
                let color = bars.first?.find(id: "statusBar.time")?.view.label?.color
                if edge < 23 { #expect(color == .black, "\(direction) p \(p): edge \(edge)"); seen.insert("black") }
                if edge > 25 { #expect(color == .white, "\(direction) p \(p): edge \(edge)"); seen.insert("white") }
            }
        }
        #expect(seen == ["white", "black"])
    }

    /// The dimming is read into the backdrop's luma (`ChromeBackdrop.backdrops(asDrawn:)`):
    /// black at 40 % over white is 1 × 0.6 + 0 × 0.4 = 0.6, still the white layer's; over
    /// nothing it adds no backdrop; at half its fade, 1 − 0.2 = 0.8.
    @Test func dimmingShadesTheBackdrop() {
        let white = View(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 50), backgroundColor: .white)
        let dim = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        let points = [Point(x: 10, y: 10), Point(x: 10, y: 80)]
        let found = ChromeBackdrop.backdrops(of: [white, dim], at: points, asDrawn: true)
        #expect(abs((found[0]?.luma ?? 0) - 0.6) < 1e-9 && found[0]?.layer == 0)
        #expect(found[1] == nil)
        var half = dim
        half.alpha = 0.5
        #expect(abs((ChromeBackdrop.backdrops(of: [white, half], at: points, asDrawn: true)[0]?.luma ?? 0) - 0.8) < 1e-9)
        #expect(ChromeBackdrop.backdrops(of: [white, dim], at: points)[0]?.luma == 1)
    }

    /// A rounded view leaves its cut corners to what is under it: radius 10 at the top-left
    /// corner (0, 0): (1, 1) lies 12.7 points from the arc's centre (10, 10), outside; (5, 5)
    /// 7.1, inside. Scaled by half about its centre the card spans 25…75 × 12.5…37.5 with a
    /// 5-point radius (arc centre (30, 17.5)): (25.5, 13) lies 6.4 from it, outside; (27, 14.5)
    /// 4.2, inside.
    @Test func roundedCornersAreNotCovered() {
        let card = View(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 50), backgroundColor: .white, cornerRadius: 10)
        let found = ChromeBackdrop.backdrops(of: [card], at: [Point(x: 1, y: 1), Point(x: 5, y: 5), Point(x: 50, y: 1)], asDrawn: true)
        #expect(found[0] == nil && found[1]?.layer == 0 && found[2]?.layer == 0)
        #expect(ChromeBackdrop.backdrops(of: [card], at: [Point(x: 1, y: 1)])[0]?.layer == 0)
        var half = card
        (half.transform.scaleX, half.transform.scaleY) = (0.5, 0.5)
        let small = ChromeBackdrop.backdrops(of: [half], at: [Point(x: 25.5, y: 13), Point(x: 27, y: 14.5)], asDrawn: true)
        #expect(small[0] == nil && small[1]?.layer == 0)
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
