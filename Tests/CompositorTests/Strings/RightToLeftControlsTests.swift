import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Right to left in the controls and the status bar, as iOS mirrors them: the switch's knob,
/// the status bar's sides, sliders, segments, toolbars and directional icons inside
/// components, with positions worked by hand.
@Suite struct RightToLeftControlsTests {
    static func environment(_ direction: LayoutDirection, size: Size = Size(width: 390, height: 844)) -> ComponentEnvironment {
        var canvas = Canvas(size: size, scale: 1)
        canvas.layoutDirection = direction
        return ComponentEnvironment(canvas: canvas)
    }

    /// UISwitch's 27-point knob sits 2 points inside the 51-point track: on, at x = 51 − 2 − 27
    /// = 22 left to right and at 2 right to left; off, the other way round.
    @Test func theSwitchKnobMirrors() {
        func knobX(_ isOn: Bool, _ direction: LayoutDirection) -> Double {
            SwitchControl(isOn: isOn).subviews(size: SwitchControl.size, in: Self.environment(direction))[1].frame.minX
        }
        #expect(knobX(true, .leftToRight) == 22 && knobX(false, .leftToRight) == 2)
        #expect(knobX(true, .rightToLeft) == 2 && knobX(false, .rightToLeft) == 22)
    }

    /// iPhone 16 Pro (402 points, Dynamic Island at x 138…264). Left to right the time's
    /// 80-point frame is centered on 138 / 2 + 6 = 75 (x = 35) and the icons end at
    /// (264 + 402) / 2 + 35 = 368: battery at 341, cellular at 341 − 5 − 15.5 − 5 − 17 = 298.5.
    /// Right to left the time is centered on 402 − 75 = 327 (x = 287), the battery starts at
    /// 402 − 368 = 34 and the cellular bars at 402 − 298.5 − 17 = 86.5; the island stays.
    @Test func theStatusBarMirrors() throws {
        let device = try #require(DevicePresets.preset(named: "iPhone 16 Pro"))
        func bar(_ direction: LayoutDirection) -> View {
            StatusBar(time: "9:41", lightContent: false, showsCutout: true, layoutDirection: direction).view(device: device)
        }
        func part(_ view: View, _ id: String) throws -> Rect { try #require(view.subviews.first { $0.id == id }).frame }
        let ltr = bar(.leftToRight), rtl = bar(.rightToLeft)
        #expect(try part(ltr, "statusBar.time").minX == 35 && part(rtl, "statusBar.time").minX == 287)
        #expect(try part(ltr, "statusBar.battery").minX == 341 && part(rtl, "statusBar.battery").minX == 34)
        #expect(try part(ltr, "statusBar.cellular").minX == 298.5 && part(rtl, "statusBar.cellular").minX == 86.5)
        #expect(try part(rtl, "statusBar.cutout") == part(ltr, "statusBar.cutout"))
    }

    /// On iPhone 16 Pro at 3× with a white scene, the battery's dark fill covers x 343…363.5
    /// points left to right and 36…56.5 right to left (y 25.5…34): pixel (352, 29.5) is dark
    /// in English and light in Arabic, pixel (46, 29.5) the reverse. The Arabic clock is ٩:٤١.
    @Test func anArabicScreenShowsTheMirroredStatusBar() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("s.yaml", """
        canvas: {device: iPhone 16 Pro}
        strings: {en: {t: Hi}, ar: {t: مرحبا}}
        scenes:
          a: {background: "#FFFFFF", views: [{frame: [20, 300, 200, 30], label: {key: t}}]}
          b: {background: "#FFFFFF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """)
        #expect(try TemplateLoader.load(path: path, strings: StringsRequest(locale: "ar")).canvas.chrome.time == "٩:٤١")
        #expect(try TemplateLoader.load(path: path, strings: StringsRequest(locale: "en")).canvas.chrome.time == "9:41")
        for (locale, dark, light) in [("en", 352.0, 46.0), ("ar", 46.0, 352.0)] {
            let frame = try CLI.still(path, locale: locale, at: ["--time", "0"], in: dir)
            #expect(frame[Int(dark * 3), Int(29.5 * 3)].r < 80, "\(locale): the battery expected at x = \(dark)")
            #expect(frame[Int(light * 3), Int(29.5 * 3)].r > 200, "\(locale): nothing expected at x = \(light)")
        }
    }

    /// A slider at 0.25 on 228 points: its thumb's center at 14 + 0.25 · 200 = 64 left to
    /// right, at 228 − 64 = 164 right to left, the fill running from the right edge to it.
    /// A progress view at 0.25 on 200 points fills 0…50, right to left 150…200. Three segments
    /// on 300 points: the first's title at x 0 left to right, 200 right to left.
    @Test func controlsFillFromTheRight() {
        let rtl = Self.environment(.rightToLeft), ltr = Self.environment(.leftToRight)
        let size = Size(width: 228, height: 31)
        #expect(Slider(value: 0.25).subviews(size: size, in: ltr)[2].frame.center.x == 64)
        let slider = Slider(value: 0.25).subviews(size: size, in: rtl)
        #expect(slider[2].frame.center.x == 164 && slider[1].frame.minX == 164 && slider[1].frame.maxX == 228)
        let progress = ProgressView(progress: 0.25).subviews(size: Size(width: 200, height: 4), in: rtl)[1].frame
        #expect(progress.minX == 150 && progress.maxX == 200)
        func firstTitle(_ env: ComponentEnvironment) -> Double? {
            SegmentedControl(segments: ["أ", "ب", "ج"]).subviews(size: Size(width: 300, height: 32), in: env).first { $0.label?.text == "أ" }?.frame.minX
        }
        #expect(firstTitle(ltr) == 0 && firstTitle(rtl) == 200)
    }

    /// Right to left a bar button item, a toolbar item and a tab named `chevron.forward` or
    /// `arrow.right` are drawn from their mirror images' codepoints; `play.fill` is not. The
    /// toolbar's first item stands at the right margin: 390 − 16 − 24 = 350.
    @Test func iconsInComponentsFlip() throws {
        guard case .found(_, let backward) = IconCatalog.lookup("chevron.backward"),
              case .found(_, let forward) = IconCatalog.lookup("chevron.forward"),
              case .found(_, let left) = IconCatalog.lookup("arrow.left"),
              case .found(_, let play) = IconCatalog.lookup("play.fill") else { return }
        let rtl = Self.environment(.rightToLeft), ltr = Self.environment(.leftToRight)
        let bar = NavigationBar(title: "t", rightItems: [BarItem(icon: "chevron.forward")])
        func items(_ env: ComponentEnvironment) -> [View] { bar.view(in: env, top: 47).subviews.first { $0.id == "navigationBar.items" }?.subviews ?? [] }
        #expect(items(ltr).first?.icon?.codepoint == forward && items(rtl).first?.icon?.codepoint == backward)
        // The renderer strokes SF chevrons by name (`VectorSymbol`), so the name is the mirror's too.
        #expect(items(rtl).first?.icon?.name == "chevron.backward")
        let toolbar = Toolbar(items: [BarItem(icon: "arrow.right"), BarItem(icon: "play.fill")]).view(in: rtl)
        let icons = toolbar.subviews.filter { $0.icon != nil }
        #expect(icons.map { $0.icon?.codepoint } == [left, play])
        #expect(icons.first?.frame.minX == 350)
        let tabs = TabBar(items: [.init(title: "a", icon: "arrow.right"), .init(title: "b", icon: "play.fill")], style: .bottom).view(in: rtl)
        #expect(tabs.subviews.first { $0.id == "tabBar.items.0" }?.icon?.codepoint == left)
        #expect(tabs.subviews.first { $0.id == "tabBar.items.1" }?.icon?.codepoint == play)
    }
}
