import Foundation
import Testing
@testable import Compositor

/// Top and bottom captions sit between the bars of the screens of their step: below the status
/// bar and the navigation bar (with its large title), above the tab bar and the home indicator.
/// Bars worked out by hand from UIKit's metrics: a navigation bar is 44 points under the status
/// bar, 96 with a large title; a tab bar is 49 points over the home indicator's inset; a phone
/// page sheet's card starts 10 points under the 47-point status bar and its bar is 44 points
/// from the card's top. A caption is 44 points tall (64 with a subtitle), 8 points from a bar.
@Suite struct FlowCaptionPlacementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// A caption's expected top and bottom, and the bars on screen during its step (top, bottom).
    struct Expected: CustomStringConvertible {
        var step: Int
        var minY: Double
        var maxY: Double
        var bars: [(Double, Double)]
        var description: String { "step \(step)" }
    }

    /// 443 × 960 pt, safe area 59 / 34. Pets and Walks have large titles: 59 + 96 = 155; the
    /// detail an inline bar: 59 + 44 = 103; the booking sheet's bar 57…101; the tab bar from
    /// 960 − 34 − 49 = 877.
    static let appStore = [
        // push list → detail, bottom, with a subtitle: 877 − 8 − 64 = 805.
        Expected(step: 0, minY: 805, maxY: 869, bars: [(0, 155), (0, 103), (877, 960)]),
        // present the booking sheet over the detail, bottom: 877 − 8 − 44 = 825.
        Expected(step: 2, minY: 825, maxY: 869, bars: [(0, 103), (57, 101), (877, 960)]),
        // tab Pets → Walks, bottom, with a subtitle: 805, under the lists' last cards (Kiwi's
        // ends at 745, the second walk's at 495); at the top (163) it hid the first walk's map.
        Expected(step: 6, minY: 805, maxY: 869, bars: [(0, 155), (877, 960)]),
    ]

    /// iPhone 14, 390 × 844 pt, safe area 47 / 34: the list's large title ends at 143, the
    /// detail's bar at 91, the share sheet's bar is 57…101; the list's own tab bar starts at
    /// 844 − 34 − 49 = 761; the home indicator's inset at 810.
    static let tutorial = [
        // copy the link in the sheet, bottom, with a subtitle: 810 − 8 − 64 = 738.
        Expected(step: 3, minY: 738, maxY: 802, bars: [(57, 101), (810, 844)]),
        // swipe back detail → list, bottom: 761 − 8 − 44 = 709.
        Expected(step: 5, minY: 709, maxY: 753, bars: [(0, 91), (0, 143), (761, 844)]),
    ]

    @Test(arguments: [("appstore-preview.yaml", appStore), ("tutorial-share-pet.yaml", tutorial)])
    func captionsStayBetweenTheBars(file: String, expected: [Expected]) throws {
        let template = try TemplateLoader.load(path: Self.root + "/Templates/" + file)
        let script = try FlowScript(template: template)
        let flow = try #require(template.flow)
        let placed = flow.steps.indices.filter { flow.steps[$0].caption.map { $0.callout == nil } ?? false }
        #expect(placed == expected.map(\.step))
        for e in expected {
            // Halfway through the step the caption is fully shown.
            let time = script.stepStarts[e.step] + flow.steps[e.step].span / Rational(2)
            let caption = try #require(script.layers(at: time).first { $0.id == "flow.caption" }, "\(e)")
            #expect(caption.alpha == 1, "\(e)")
            #expect((caption.frame.minY, caption.frame.maxY) == (e.minY, e.maxY), "\(e)")
            for (top, bottom) in e.bars {
                #expect(caption.frame.maxY <= top || caption.frame.minY >= bottom, "\(e): caption over the bar \(top)…\(bottom)")
            }
        }
    }

    /// On the small fixture (160 × 240, no status bar, titled scenes get a 44-point inline
    /// bar): a top caption sits 8 points under that bar, at 52.
    @Test func topCaptionSitsUnderTheInlineBar() throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps:\n    - {push: detail, caption: Open}\n")
        let dir = TemporaryDirectory()
        let script = try FlowScript(template: try TemplateLoader.load(path: dir.write("top.yaml", text)))
        let caption = try #require(script.layers(at: script.stepStarts[0] + Rational(1, 2)).first { $0.id == "flow.caption" })
        #expect((caption.frame.minY, caption.frame.height) == (52, 44))
    }
}
