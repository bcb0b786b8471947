import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// `flow.captionStyle`: the captions' font, colours, panel, position and lines as a template
/// setting; without it, the caption as drawn before (frames worked by hand on the 160 × 240
/// fixture, which has no status bar: a top caption sits 8 points under the list's 44-point
/// navigation bar, y 52; a bottom one 8 points over the bottom edge).
@Suite struct CaptionStyleTests {
    static func captions(_ style: String, _ steps: String) throws -> [View] {
        let dir = TemporaryDirectory()
        let path = dir.write("c.yaml", FlowFixtures.template(flow: "  root: list\n" + style + "  steps:\n" + steps))
        let template = try TemplateLoader.load(path: path)
        let script = try FlowScript(template: template)
        return script.steps.compactMap { $0.caption?.view }
    }

    /// No captionStyle: a 44-point panel (64 with a subtitle), 16 points in from each side,
    /// black at 88 % with 14-point corners; the 17-point semibold white title at y 11 in a
    /// 22-point line, the subtitle at y 34 in a 20-point line.
    @Test func defaultsAreTheCaptionAsBefore() throws {
        let views = try Self.captions("", """
            - {push: detail, hold: 0.5, caption: Hi}
            - {pop: true, hold: 0.5, caption: {text: Hi, subtitle: there, position: bottom}}

        """)
        #expect(views.count == 2)
        #expect(views[0].frame == Rect(x: 16, y: 52, width: 128, height: 44))
        #expect(views[0].backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.88) && views[0].cornerRadius == 14)
        #expect(views[0].subviews.map(\.frame) == [Rect(x: 12, y: 11, width: 104, height: 22)])
        let title = try #require(views[0].subviews.first?.label)
        #expect(title.font == FontSpec(size: 17, weight: .semibold) && title.color == .white && title.numberOfLines == 1 && title.lineHeight == 22)
        #expect(views[1].frame == Rect(x: 16, y: 240 - 8 - 64, width: 128, height: 64))
        #expect(views[1].subviews.map(\.frame) == [Rect(x: 12, y: 11, width: 104, height: 22), Rect(x: 12, y: 34, width: 104, height: 20)])
        let subtitle = try #require(views[1].subviews.last?.label)
        #expect(subtitle.font == FontSpec(size: 15) && subtitle.color == Color(red: 1, green: 1, blue: 1, alpha: 0.8) && subtitle.lineHeight == 20)
    }

    /// A style: 20-point bold title in 26-point lines (20 · 22 / 17 = 25.9), two of them, a
    /// 12-point subtitle in 16-point lines: 11 + 52 + 1 + 16 + 10 = 90 points, at the bottom
    /// (240 − 8 − 90 = 142) unless a caption says top.
    @Test func aStyleSetsFontColoursPanelPositionAndLines() throws {
        let views = try Self.captions("""
          captionStyle: {font: {size: 20, weight: bold}, subtitleSize: 12, color: "#FFFF00", subtitleColor: "#00FFFF", panel: "#FF0000", cornerRadius: 6, position: bottom, maxLines: 2}

        """, """
            - {push: detail, hold: 0.5, caption: {text: Hi, subtitle: there}}
            - {pop: true, hold: 0.5, caption: {text: Hi, position: top}}

        """)
        #expect(views[0].frame == Rect(x: 16, y: 142, width: 128, height: 90))
        #expect(views[0].backgroundColor == Color(red: 1, green: 0, blue: 0) && views[0].cornerRadius == 6)
        #expect(views[0].subviews.map(\.frame) == [Rect(x: 12, y: 11, width: 104, height: 52), Rect(x: 12, y: 64, width: 104, height: 16)])
        let title = try #require(views[0].subviews.first?.label)
        #expect(title.font == FontSpec(size: 20, weight: .bold) && title.numberOfLines == 2 && title.color == Color(red: 1, green: 1, blue: 0))
        #expect(views[0].subviews.last?.label?.font == FontSpec(size: 12) && views[0].subviews.last?.label?.color == Color(red: 0, green: 1, blue: 1))
        // Written top: 8 points under the 44-point navigation bar; 11 + 52 + 11 = 74 tall without a subtitle.
        #expect(views[1].frame == Rect(x: 16, y: 52, width: 128, height: 74))
    }

    @Test func eachKeyIsChecked() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("bad.yaml", FlowFixtures.template(flow: """
          root: list
          captionStyle: {maxLines: 9, position: middle, font: {size: 90}, panel: pink}
          steps:
            - {push: detail, caption: Hi}

        """))
        let error = #expect(throws: TemplateErrors.self) { try TemplateLoader.load(path: path) }
        let text = error?.description ?? ""
        #expect(text.contains("flow.captionStyle.maxLines"), "\(text)")
        #expect(text.contains("flow.captionStyle.position: unknown position \"middle\""), "\(text)")
        #expect(text.contains("flow.captionStyle.font: the caption's font size must be 8 to 48 points"), "\(text)")
        #expect(text.contains("flow.captionStyle.panel"), "\(text)")
    }
}
