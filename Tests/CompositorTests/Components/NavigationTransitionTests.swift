import Testing
@testable import Compositor
@testable import CompositorMotion

/// The navigation transition's view positions at t = 0, ½ and 1 against the formula in
/// docs/templates.md (Navigation transitions), on an iPhone 14 (W = 390, status bar 47).
@Suite struct NavigationTransitionTests {
    static let yaml = """
        canvas: {device: iPhone 14}
        scenes:
          list:
            background: systemGroupedBackground
            navigationBar: {title: Settings, largeTitle: true}
            tabBar: {items: [Home, Settings], selected: 1}
          detail:
            background: systemGroupedBackground
            navigationBar: {title: General, backButton: true, rightItems: [Edit]}
            tabBar: {items: [Home, Settings], selected: 1}
        segue: {animator: push, from: list, to: detail}
        """

    func layers(covered t: Double) throws -> [View] {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", Self.yaml))
        let context = template.transitionContext
        return NavigationSlide(context: context).layers(under: context.from, top: context.to, covered: t)
    }

    /// The top scene's part `id` of the bar (drawn after the under scene's).
    func barPart(_ layers: [View], _ id: String) throws -> View {
        try #require(layers.first { $0.id == "navigationBar" }?.subviews.last { $0.id == id })
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func positionsFollowTheFormula(_ t: Double) throws {
        let w = 390.0
        let layers = try layers(covered: t)
        #expect(layers.map(\.id) == ["list", nil, "detail", "navigationBar", "tabBar"])
        #expect(layers[0].transform.translationX == -0.3 * w * t)
        #expect(layers[1].alpha == t)
        #expect(layers[2].transform.translationX == w * (1 - t))
        // The top title arrives from W/2·(1 − t) to the right and fades in.
        let title = try barPart(layers, "navigationBar.title")
        #expect(title.transform.translationX == w / 2 * (1 - t) && title.alpha == t)
        // The back title starts on the large title (x 16, y 47 + 96 − 8 − 41 = 94) and ends at
        // x 29, y 47 + 11 = 58.
        let back = try barPart(layers, "navigationBar.backTitle")
        let backX: Double = 29 + (16 - 29) * (1 - t), backY: Double = 58 + (94 - 58) * (1 - t)
        #expect(back.frame.minX + back.transform.translationX == backX)
        #expect(back.frame.minY + back.transform.translationY == backY)
        #expect(back.alpha == t)
        // The list had no back button, so the chevron fades in; items cross-fade.
        #expect(try barPart(layers, "navigationBar.backChevron").alpha == t)
        #expect(try barPart(layers, "navigationBar.items").alpha == t)
        // The large title rides with the list's content.
        #expect(layers[0].subviews.contains { $0.id == "navigationBar.largeTitle" })
        // The shared tab bar stays still on top.
        #expect(layers[4].transform.isIdentity)
    }

    /// A shared tab bar whose look differs between the scenes (content under the list's bar,
    /// none under the detail's: here set by `appearance`) cross-fades its background as the
    /// navigation bar's does: the list's material and hairline at 1 − t, none of the detail's
    /// (it draws none); the items are the top scene's, unfaded. Before, the list's material
    /// vanished at the first moving frame (the component-kit push's row text showed unblurred
    /// under the tab items).
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func aSharedTabBarCrossFadesItsBackground(_ t: Double) throws {
        let yaml = Self.yaml.replacingOccurrences(of: "tabBar: {items: [Home, Settings], selected: 1}\n  detail:",
                                                  with: "tabBar: {items: [Home, Settings], selected: 1, appearance: standard}\n  detail:")
        #expect(yaml != Self.yaml)
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        let context = template.transitionContext
        let frame = NavigationSlide(context: context).layers(under: context.from, top: context.to, covered: t)
        let bar = try #require(frame.last { $0.id == "tabBar" })
        let background = bar.subviews.filter { $0.id == "tabBar.background" || $0.id == "tabBar.hairline" }
        #expect(background.map(\.id) == ["tabBar.background", "tabBar.hairline"])
        #expect(background.allSatisfy { $0.alpha == 1 - t })
        // Drawn first, under the items, which stay whole.
        #expect(bar.subviews.prefix(2).map(\.id) == ["tabBar.background", "tabBar.hairline"])
        #expect(bar.subviews.dropFirst(2).allSatisfy { $0.alpha == 1 })
        #expect(bar.subviews.contains { $0.id == "tabBar.items.1" })
        // Both scenes alike (the suite's own template): the top scene's bar as it is.
        let plain = try layers(covered: t).last { $0.id == "tabBar" }
        #expect(plain?.subviews.contains { $0.id == "tabBar.background" } == false)
    }

    /// Pop mirrors push: the pop animator at progress p shows push's layers at 1 − curve(p).
    @Test func popMirrorsPush() throws {
        let dir = TemporaryDirectory()
        let pop = try TemplateLoader.load(path: dir.write("t.yaml", Self.yaml.replacingOccurrences(of: "animator: push, from: list, to: detail",
                                                                                                    with: "animator: pop, from: detail, to: list")))
        let frame = try ClipFrames(template: pop, direction: .present).layers(atProgress: 0.5)
        let covered = 1 - PopAnimator.defaultCurve.value(at: 0.5)
        let top = try #require(frame.first { $0.id == "detail" })
        #expect(abs(top.transform.translationX - 390 * (1 - covered)) < 1e-9)
    }

    /// The default curve is the measured system curve (the Bézier (0.25, 1, 0.25, 1), see
    /// `SystemCurves.swift`): exact endpoints, never decreasing, no overshoot.
    @Test func defaultCurveIsTheSystemCurve() {
        let curve = PushAnimator.defaultCurve
        #expect(curve == .system && PopAnimator.defaultCurve == .system)
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        var last = 0.0
        for i in 1...100 {
            let v = curve.value(at: Double(i) / 100)
            #expect(v >= last && v <= 1)
            last = v
        }
    }
}
