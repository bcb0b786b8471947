import Testing
@testable import Compositor

/// The status bar over a compact page sheet's black backdrop: light content at rest (as iOS 13+
/// switches it), and a cross-fade of the two bars while the sheet moves, so it is never dark
/// text on black. Plain full-screen modals keep the switch at the midpoint.
@Suite struct SheetStatusBarTests {
    func statusBars(style: String, _ direction: SegueDirection, at progress: Double) throws -> [(color: Color?, alpha: Double)] {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            appearance: light
            canvas: {device: iPhone 14}
            scenes:
              a: {background: systemBackground}
              b: {background: secondarySystemBackground}
            segue: {animator: coverVertical, from: a, to: b, presentation: \(style)}
            """))
        let layers = try ClipFrames(template: t, direction: direction).layers(atProgress: progress)
        return layers.filter { $0.id == "statusBar" }.map { bar in
            (bar.find(id: "statusBar.time")?.view.label?.color, bar.alpha)
        }
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

    /// A full-screen modal uncovers no backdrop: one bar, switching at the midpoint.
    @Test func fullScreenSwitchesAtTheMidpoint() throws {
        #expect(try statusBars(style: "fullScreen", .present, at: 0.3).map(\.color) == [.black])
        #expect(try statusBars(style: "fullScreen", .present, at: 0.6).map(\.color) == [.black])
    }
}
