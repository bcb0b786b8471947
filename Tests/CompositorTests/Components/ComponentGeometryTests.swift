import Testing
@testable import Compositor

/// Component layout against UIKit's published metrics (the figures and their sources are in
/// each component's doc comment); expected values are worked out by hand here.
@Suite struct ComponentGeometryTests {
    static let iPhone14 = DevicePresets.preset(named: "iPhone 14")!
    static func env(_ device: DevicePreset, _ appearance: Appearance = .light) -> ComponentEnvironment {
        ComponentEnvironment(appearance: appearance, size: device.size, safeArea: device.safeArea, scale: device.scale)
    }

    func part(_ view: View, _ id: String) throws -> View { try #require(view.find(id: id)?.view) }

    /// Inline bar: 47 (status bar) + 44 = 91 points; the headline title (22-point line) is
    /// centered in the 44-point row: y = 47 + 11 = 58.
    @Test func inlineNavigationBarIs44PointsUnderTheStatusBar() throws {
        let bar = NavigationBar(title: "General", appearance: .standard).view(in: Self.env(Self.iPhone14), top: 47)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 91))
        #expect(try part(bar, "navigationBar.title").frame.minY == 58)
        #expect(try part(bar, "navigationBar.hairline").frame.minY == 91)
        // iOS 15's scroll-edge look at rest (`automatic`): no material, no hairline.
        let edge = NavigationBar(title: "General").view(in: Self.env(Self.iPhone14), top: 47)
        #expect(edge.find(id: "navigationBar.hairline") == nil && edge.find(id: "navigationBar.background") == nil)
    }

    /// Large title bar: 96 points; the 41-point large title line ends 8 points above the bar's
    /// bottom, at the 16-point margin: y = 47 + 96 − 8 − 41 = 94.
    @Test func largeTitleBarIs96Points() throws {
        let bar = NavigationBar(title: "Settings", largeTitle: true).view(in: Self.env(Self.iPhone14), top: 47)
        #expect(bar.frame.height == 47 + 96)
        let title = try part(bar, "navigationBar.largeTitle")
        #expect(title.frame.minX == 16 && title.frame.minY == 94 && title.frame.height == 41)
        #expect(title.label?.font.size == 34 && title.label?.font.weight == .bold)
        #expect(bar.find(id: "navigationBar.background") == nil)  // transparent at the scroll edge
    }

    /// iPad (iOS 12+): the row is 50 points (Hackworth's measurement, cited in `NavigationBar`),
    /// 102 with a large title. Under the iPad's 24-point status bar the inline bar ends at
    /// 24 + 50 = 74, the headline (22-point line) at 24 + (50 − 22) / 2 = 38, the back chevron
    /// (21 points) centered at 24 + 25 = 49, so from 38.5; the large title at
    /// 24 + 102 − 8 − 41 = 77 at the 20-point margin. A form sheet (540 wide, no status bar)
    /// keeps the iPad's 50; a canvas without a device is an iPad from 700 points wide.
    @Test func iPadNavigationBarIs50Points() throws {
        let iPad = Self.env(DevicePresets.preset(named: "iPad")!)
        #expect(iPad.idiom == .pad)
        let bar = NavigationBar(title: "General", backButton: true).view(in: iPad, top: 24, previousTitle: "Settings", contentUnder: true)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 820, height: 74))
        #expect(try part(bar, "navigationBar.title").frame.minY == 38)
        #expect(try part(bar, "navigationBar.hairline").frame.minY == 74)
        #expect(try part(bar, "navigationBar.backChevron").frame.minY == 38.5)
        #expect(try part(bar, "navigationBar.backTitle").frame.minY == 24 + 14)
        let large = NavigationBar(title: "Settings", largeTitle: true).view(in: iPad, top: 24)
        #expect(large.frame.height == 24 + 102)
        #expect(try part(large, "navigationBar.largeTitle").frame == Rect(x: 20, y: 77, width: 780, height: 41))
        var sheet = iPad
        sheet.size = Size(width: 540, height: 620)
        #expect(NavigationBar(title: "Add").barHeight(in: sheet) == 50)
        let scene = Scene(name: "s", root: View(frame: Rect(x: 0, y: 0, width: 820, height: 1180)), navigationBar: NavigationBar(title: "A"))
        #expect(SceneChrome(scene: scene, env: iPad).contentTop == 74)
        // The canvas's device decides, not its width; without a device, the width does.
        let tablet = Canvas(size: Size(width: 820, height: 1180), scale: 2, device: DevicePresets.preset(named: "iPad"))
        #expect(ComponentEnvironment(canvas: tablet).idiom == .pad)
        #expect(ComponentEnvironment(canvas: Canvas(size: Size(width: 390, height: 844), scale: 3, device: Self.iPhone14)).idiom == .phone)
        #expect(ComponentEnvironment(canvas: Canvas(size: Size(width: 960, height: 540), scale: 2)).idiom == .pad)
        #expect(NavigationBar(title: "A").barHeight(in: Self.env(Self.iPhone14)) == 44)
    }

    /// Back button: the chevron 8 points from the edge, the title from 29 points, both tinted.
    @Test func backButtonSitsAtTheLeadingEdge() throws {
        let bar = NavigationBar(title: "General", backButton: true).view(in: Self.env(Self.iPhone14), top: 47, previousTitle: "Settings")
        let chevron = try part(bar, "navigationBar.backChevron"), title = try part(bar, "navigationBar.backTitle")
        #expect(chevron.frame.minX == 8)
        #expect(title.frame.minX == 29 && title.label?.text == "Settings")
        #expect(title.label?.color == SystemColor.systemBlue.color(.light))
    }

    /// Tab bar: 49 points over the 34-point inset, 83 in all: from y = 844 − 83 = 761. On an
    /// iPad 50 over 20: 70.
    @Test func tabBarIs49PointsPlusTheHomeIndicatorInset() {
        let env = Self.env(Self.iPhone14)
        #expect(TabBar.frame(env) == Rect(x: 0, y: 761, width: 390, height: 83))
        let iPad = Self.env(DevicePresets.preset(named: "iPad")!)
        #expect(TabBar.frame(iPad).height == 70)
        #expect(TabBar.frame(iPad).minY == 1180 - 70)
    }

    /// iPadOS 18's floating tab bar on an iPad (820 points wide, 24-point status bar): a 40-point
    /// capsule centered in the iPad's 50-point navigation row, y = 24 + (50 − 40) / 2 = 29, centered
    /// across: each tab its title at 15 × 0.55 points a character (rounded) plus 2 × 16, plus
    /// 2 × 4 of inset: Pets 33 + 32, Walks 41 + 32, Vet 25 + 32 → 203 wide, x = (820 − 203) / 2
    /// rounded = 309 (308.5 rounds away from zero). The content then runs to the safe area's
    /// bottom; a phone and `style: bottom` keep the bottom bar.
    @Test func iPadTabBarFloatsAtTheTopCenter() throws {
        let iPad = Self.env(DevicePresets.preset(named: "iPad")!)
        let bar = TabBar(items: [.init(title: "Pets"), .init(title: "Walks"), .init(title: "Vet")])
        #expect(bar.isFloating(in: iPad))
        #expect(bar.frame(in: iPad) == Rect(x: 309, y: 29, width: 203, height: 40))
        let view = bar.view(in: iPad)
        #expect(view.frame == bar.frame(in: iPad))
        let titles = view.subviews.compactMap(\.label)
        #expect(titles.map(\.text) == ["Pets", "Walks", "Vet"] && titles[0].color == SystemColor.systemBlue.color(.light))
        #expect(titles.allSatisfy { $0.font.size == 15 })
        #expect(!view.subviews.contains { $0.icon != nil })
        let scene = Scene(name: "s", root: View(frame: Rect(x: 0, y: 0, width: 820, height: 1180)), tabBar: bar)
        #expect(SceneChrome(scene: scene, env: iPad).contentBottom == 1180 - 20)
        // A phone, and an explicit bottom bar on the iPad, stay at the bottom.
        let phone = Self.env(Self.iPhone14)
        #expect(!bar.isFloating(in: phone) && bar.frame(in: phone) == Rect(x: 0, y: 761, width: 390, height: 83))
        var bottom = bar
        bottom.style = .bottom
        #expect(bottom.frame(in: iPad) == Rect(x: 0, y: 1110, width: 820, height: 70))
    }

    /// Table rows are 44 points (58 with a subtitle); separators start at the 16-point margin,
    /// or at 16 + 29 + 15 = 60 past an image; on a 428-point phone the margin is 20, so 64.
    @Test func tableRowsAndSeparatorInsets() {
        let env = Self.env(Self.iPhone14)
        #expect(TableCell(title: "A").height == 44)
        #expect(TableCell(title: "A", subtitle: "b").height == 58)
        #expect(TableCell(title: "A").separatorInset(env) == 16)
        #expect(TableCell(title: "A", image: .init(icon: "gear")).separatorInset(env) == 60)
        let plus = Self.env(DevicePresets.preset(named: "iPhone 14 Plus")!)
        #expect(TableCell(title: "A", image: .init(icon: "gear")).separatorInset(plus) == 64)
    }

    /// An inset-grouped section of three rows: a 16-point inset card 358 wide and 3 × 44 = 132
    /// tall, 35 points down, with 10-point corners, and two separators from x = 60 of one pixel.
    @Test func insetGroupedSectionIsARoundedCard() throws {
        let cell = TableCell(title: "Wi-Fi", image: .init(icon: "wifi", background: .white))
        let table = TableView(style: .insetGrouped, sections: [.init(cells: [cell, cell, cell])])
        let views = table.subviews(size: Size(width: 390, height: 400), in: Self.env(Self.iPhone14))
        let card = try #require(views.first { $0.cornerRadius == 10 })
        #expect(card.frame == Rect(x: 16, y: 35, width: 358, height: 132))
        let separators = card.subviews.filter { $0.frame.height == 1.0 / 3 }
        #expect(separators.map(\.frame.minX) == [60, 60])
        let pixel = 1.0 / 3
        let expected: [Double] = [44 - pixel, 88 - pixel]
        #expect(separators.map(\.frame.minY) == expected)
    }

    /// A switch is 51 × 31 with a 27-point knob 2 points in from the on side.
    @Test func switchIsUIKitSized() throws {
        let on = SwitchControl(isOn: true).subviews(size: SwitchControl.size, in: Self.env(Self.iPhone14))
        #expect(on[0].frame == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(on[0].backgroundColor == SystemColor.systemGreen.color(.light))
        #expect(on[1].frame == Rect(x: 22, y: 2, width: 27, height: 27))
    }

    /// Every view kind lays out inside its frame with something to draw, in both appearances.
    @Test(arguments: Appearance.allCases)
    func everyViewKindDrawsInsideItsFrame(_ appearance: Appearance) {
        let kinds: [any Component] = [
            TableView(sections: [.init(cells: [TableCell(title: "A")])]), Button(title: "OK"), SwitchControl(isOn: true),
            SegmentedControl(segments: ["A", "B"]), SearchBar(), TextField(placeholder: "Name"), Slider(value: 0.5),
            ProgressView(progress: 0.5), PageControl(numberOfPages: 3), ActivityIndicator(),
        ]
        #expect(kinds.count == ComponentCatalog.viewKinds.count)
        let size = Size(width: 200, height: 60)
        for kind in kinds {
            let views = kind.subviews(size: size, in: Self.env(Self.iPhone14, appearance))
            #expect(!views.isEmpty, "\(type(of: kind).name) draws nothing")
            for v in views where v.transform.isIdentity {
                #expect(v.frame.minX >= -0.01 && v.frame.maxX <= size.width + 0.01, "\(type(of: kind).name) leaves its frame")
            }
        }
    }

    /// The glyphs' bar angle is atan2 made of arithmetic: exact at the axes and diagonals.
    @Test func glyphAngleMatchesKnownAngles() {
        #expect(abs(Glyph.angle(dx: 1, dy: 0)) < 1e-15)
        #expect(abs(Glyph.angle(dx: 1, dy: 1) - Double.pi / 4) < 1e-15)
        #expect(abs(Glyph.angle(dx: 0, dy: 1) - Double.pi / 2) < 1e-15)
        #expect(abs(Glyph.angle(dx: -1, dy: 1) - 3 * Double.pi / 4) < 1e-15)
        #expect(abs(Glyph.angle(dx: -1, dy: -1) + 3 * Double.pi / 4) < 1e-15)
        // tan(30°) = 1/√3.
        #expect(abs(Glyph.angle(dx: 3.0.squareRoot(), dy: 1) - Double.pi / 6) < 1e-15)
    }
}
