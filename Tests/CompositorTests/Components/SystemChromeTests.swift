import Testing
@testable import Compositor

/// Status bar, home indicator and safe areas per device preset, and the system palette.
@Suite struct SystemChromeTests {
    /// Safe areas from the device table's sources: iPhone 14 47/34, iPhone 16 Pro 62/34,
    /// iPhone SE 20/0, iPads 24/20, HD canvases none.
    @Test(arguments: [("iPhone 14", 47.0, 34.0), ("iPhone 16 Pro", 62, 34), ("iPhone 16 Plus", 59, 34), ("iPhone SE", 20, 0),
                      ("iPhone Air", 68, 34), ("iPad Pro 11", 24, 20), ("HD 1080p", 0, 0)])
    func safeAreas(_ name: String, _ top: Double, _ bottom: Double) throws {
        let device = try #require(DevicePresets.preset(named: name))
        #expect(device.safeArea == EdgeInsets(top: top, bottom: bottom))
    }

    /// The chrome a template's canvas gets from its preset, and where it draws.
    func chrome(_ device: String, appearance: String = "light", extra: String = "") throws -> (canvas: Canvas, views: [View]) {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            appearance: \(appearance)
            canvas: {device: \(device)\(extra)}
            scenes:
              a: {background: systemBackground}
              b: {background: secondarySystemBackground}
            segue: {animator: crossDissolve, from: a, to: b}
            """))
        return (t.canvas, WindowChrome.views(canvas: t.canvas, scene: t.scenes[0]))
    }

    /// iPhone 14 (notch): the row is centered 24 points down; the home indicator is 134 × 5,
    /// 8 points above the bottom: [128, 831, 134, 5].
    @Test func notchedPhoneChrome() throws {
        let (_, views) = try chrome("iPhone 14")
        let bar = try #require(views.first { $0.id == "statusBar" })
        let time = try #require(bar.find(id: "statusBar.time")?.view)
        #expect(time.frame.center.y == 24 && time.label?.text == "9:41")
        #expect(time.frame.center.x < 390.0 / 2 - 162 / 2)  // in the left ear
        let battery = try #require(bar.find(id: "statusBar.battery")?.view)
        #expect(battery.frame.minX > 390.0 / 2 + 162 / 2)  // in the right ear
        let indicator = try #require(views.first { $0.id == "homeIndicator" })
        #expect(indicator.frame == Rect(x: 128, y: 831, width: 134, height: 5))
        #expect(indicator.backgroundColor == .black)
    }

    /// iPhone 16 Pro (Dynamic Island 126 × 37 at y 11): the row is centered on the island, 29.5.
    @Test func dynamicIslandChrome() throws {
        let (_, views) = try chrome("iPhone 16 Pro", extra: ", statusBar: {cutout: true}")
        let bar = try #require(views.first { $0.id == "statusBar" })
        #expect(try #require(bar.find(id: "statusBar.time")?.view).frame.center.y == 29.5)
        #expect(try #require(bar.find(id: "statusBar.cutout")?.view).frame == Rect(x: 138, y: 11, width: 126, height: 37))
    }

    /// A home-button phone has no home indicator; video canvases have no chrome; both can be
    /// switched off.
    @Test func chromeDefaultsAndSwitches() throws {
        #expect(try chrome("iPhone SE").views.map(\.id) == ["statusBar"])
        #expect(try chrome("HD 1080p").views.isEmpty)
        #expect(try chrome("iPhone 14", extra: ", statusBar: false, homeIndicator: false").views.isEmpty)
    }

    /// Dark scenes get white status bar content and a white home indicator, and system colors
    /// resolve in the template's appearance: systemBackground dark = #000000,
    /// secondarySystemBackground dark = #1C1C1E.
    @Test func darkAppearance() throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", """
            appearance: dark
            canvas: {device: iPhone 14}
            scenes:
              a: {background: systemBackground}
              b: {background: secondarySystemBackground, appearance: light}
            segue: {animator: crossDissolve, from: a, to: b}
            """))
        #expect(t.scenes[0].root.backgroundColor == (try Color(hex: "#000000")))
        #expect(t.scenes[1].root.backgroundColor == (try Color(hex: "#F2F2F7")))
        let views = WindowChrome.views(canvas: t.canvas, scene: t.scenes[0])
        let time = try #require(views.first?.find(id: "statusBar.time")?.view)
        #expect(time.label?.color == .white)
        #expect(views.last?.backgroundColor == .white)
        let light = WindowChrome.views(canvas: t.canvas, scene: t.scenes[1])
        #expect(light.first?.find(id: "statusBar.time")?.view.label?.color == .black)
    }

    /// The palette against Apple's published values.
    @Test func paletteValues() throws {
        #expect(SystemColor.systemBackground.color(.dark) == (try Color(hex: "#000000")))
        #expect(SystemColor.secondarySystemBackground.color(.dark) == (try Color(hex: "#1C1C1E")))
        #expect(SystemColor.label.color(.light) == (try Color(hex: "#000000")))
        #expect(SystemColor.label.color(.dark) == (try Color(hex: "#FFFFFF")))
        #expect(SystemColor.systemBlue.color(.light) == (try Color(hex: "#007AFF")))
        #expect(SystemColor.systemBlue.color(.dark) == (try Color(hex: "#0A84FF")))
        #expect(SystemColor.separator.color(.light) == Color(r8: 60, g8: 60, b8: 67, a8: 73))
        // Every palette entry is a valid hex literal, so `color(_:)` never falls back to black.
        for color in SystemColor.allCases {
            _ = try Color(hex: color.hex.0)
            _ = try Color(hex: color.hex.1)
        }
    }

    /// Dynamic Type at the default size: largeTitle 34 … caption2 11, headline semibold.
    @Test func textStyles() {
        #expect(TextStyle.allCases.map(\.size) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(TextStyle.headline.weight == .semibold && TextStyle.body.weight == .regular)
        #expect(TextStyle.body.leading == 22 && TextStyle.largeTitle.leading == 41)
    }

    /// `automatic` follows the fill under the bar (issue 44): a dark screen in the light
    /// appearance gets white glyphs and a white home indicator; a light card under the bar of
    /// a dark-appearance scene gets black glyphs; a forced style wins; a screen with no fill
    /// under the bar keeps the appearance's.
    @Test func automaticStyleFollowsTheBackdrop() throws {
        func glyphs(_ scene: String, appearance: String = "light", style: String = "automatic") throws -> (time: Color?, indicator: Color?) {
            let dir = TemporaryDirectory()
            let t = try TemplateLoader.load(path: dir.write("t.yaml", """
                appearance: \(appearance)
                canvas: {device: iPhone 14, statusBar: {style: \(style)}}
                scenes:
                  a: \(scene)
                  b: {background: systemBackground}
                segue: {animator: crossDissolve, from: a, to: b}
                """))
            let views = WindowChrome.views(canvas: t.canvas, scene: t.scenes[0])
            let time = views.first { $0.id == "statusBar" }?.find(id: "statusBar.time")?.view.label?.color
            return (time, views.first { $0.id == "homeIndicator" }?.backgroundColor)
        }
        let night = try glyphs("{background: \"#1C1C2E\"}")
        #expect(night.time == .white && night.indicator == .white)
        let card = try glyphs("{background: systemBackground, views: [{frame: [0, 0, 390, 844], background: \"#F2F2F7\"}]}", appearance: "dark")
        #expect(card.time == .black && card.indicator == .black)
        #expect(try glyphs("{background: \"#1C1C2E\"}", style: "darkContent").time == .black)
        #expect(try glyphs("{views: [{frame: [100, 300, 50, 50], background: \"#FFFFFF\"}]}", appearance: "dark").time == .white)
    }
}
