import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Right-to-left locales (ar, he, fa, ur) mirror the navigation bar and the push, with
/// positions worked by hand.
@Suite struct RightToLeftTests {
    @Test func theLocaleDecidesTheDirection() {
        #expect(LayoutDirection(locale: "ar") == .rightToLeft && LayoutDirection(locale: "he-IL") == .rightToLeft)
        #expect(LayoutDirection(locale: "fa") == .rightToLeft && LayoutDirection(locale: "ur") == .rightToLeft)
        #expect(LayoutDirection(locale: "de") == .leftToRight && LayoutDirection(locale: nil) == .leftToRight)
    }

    /// On a 390-point iPhone: the chevron's 12-point box starts 8 points inside the right edge
    /// (390 − 8 − 12 = 370), the back title's 130-point frame ends 29 points from it
    /// (390 − 29 − 130 = 231) and is right-aligned, and a trailing item stands at the left margin (16).
    @Test func theNavigationBarMirrors() throws {
        var canvas = Canvas(size: Size(width: 390, height: 844), scale: 1)
        let bar = NavigationBar(title: "بسكويت", backButton: true, backTitle: "الحيوانات الأليفة", rightItems: [BarItem(title: nil, icon: "xmark")])
        let ltr = bar.view(in: ComponentEnvironment(canvas: canvas), top: 47)
        canvas.layoutDirection = .rightToLeft
        let rtl = bar.view(in: ComponentEnvironment(canvas: canvas), top: 47)
        func part(_ view: View, _ id: String) throws -> View { try #require(view.subviews.first { $0.id == id }) }
        #expect(try part(ltr, "navigationBar.backChevron").frame.minX == 8)
        #expect(try part(rtl, "navigationBar.backChevron").frame == Rect(x: 370, y: 47 + 22 - 10.5, width: 12, height: 21))
        #expect(try part(ltr, "navigationBar.backTitle").frame.minX == 29)
        let title = try part(rtl, "navigationBar.backTitle")
        #expect(title.frame.minX == 231 && title.frame.maxX == 361 && title.label?.alignment == .right)
        let item = try #require(try part(rtl, "navigationBar.items").subviews.first)
        #expect(item.frame.minX == 16, "\(item.frame)")
        #expect(try part(ltr, "navigationBar.items").subviews.first?.frame.maxX == 390 - 16)
    }

    /// A push at linear progress 0.5 in a 200-point canvas: the system curve is near its end
    /// there (eased e ≈ 0.97: the under scene shows as a sliver of about 6 points, measured),
    /// so the incoming red scene covers x from 200·(1 − e) to 200 left to right and from 0 to
    /// 200·e right to left: red at x = 198 and the dimmed white under scene at x = 1 for en,
    /// the reverse for ar.
    @Test func aPushComesFromTheLeftRightToLeft() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("push.yaml", """
        canvas: {size: [200, 100], scale: 1, background: "#FFFFFF"}
        strings:
          en: {t: Hi}
          ar: {t: مرحبا}
        scenes:
          a:
            background: "#FFFFFF"
            views: [{frame: [10, 10, 60, 20], label: {key: t}}]
          b:
            background: "#FF0000"
        segue: {animator: push, from: a, to: b, duration: 1, holdBefore: 0, holdAfter: 0, directions: [present]}
        """)
        for (locale, redAt, whiteAt) in [("en", 198, 1), ("ar", 1, 198)] {
            let frame = try CLI.still(path, locale: locale, at: ["--progress", "0.5"], in: dir)
            #expect(frame[redAt, 80].r > 200 && frame[redAt, 80].g < 80, "\(locale): red expected at x = \(redAt)")
            #expect(frame[whiteAt, 80].g > 180, "\(locale): the under scene (white, dimmed) expected at x = \(whiteAt)")
        }
    }
}
