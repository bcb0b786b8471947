import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument
@testable import CompositorMotion
@testable import CompositorScene

/// Right to left beyond the navigation bar, as UIKit's `semanticContentAttribute` mirrors a
/// screen: table cells, separators, the tab bar's order, the swipe back's edge, natural text
/// alignment, directional icons and the locale's digits, with positions worked by hand.
@Suite struct RightToLeftLayoutTests {
    static func environment(_ direction: LayoutDirection, scale: Double = 1) -> ComponentEnvironment {
        var canvas = Canvas(size: Size(width: 390, height: 844), scale: scale)
        canvas.layoutDirection = direction
        return ComponentEnvironment(canvas: canvas)
    }

    static func part(_ view: View, _ id: String) throws -> View { try #require(view.subviews.first { $0.id == id }) }

    /// An inset-grouped row is 390 − 2·16 = 358 points wide. Left to right its 29-point image
    /// starts at the 16-point margin, the title at 16 + 29 + 15 = 60, the disclosure chevron's
    /// 8-point box ends at 358 − 16 = 342 and the value ends 12 points before it, at 322.
    /// Mirrored: the image at 358 − 16 − 29 = 313, the title ending at 358 − 60 = 298 and
    /// right-aligned, the chevron at 16 pointing left, the value from 358 − 322 = 36, left-aligned.
    @Test func aTableCellMirrors() throws {
        var cell = TableCell(title: "بسكويت", value: "18:00", image: TableCell.Image(icon: "pawprint.fill", background: .white),
                             accessory: .disclosureIndicator)
        cell.id = "c"
        let row = Rect(x: 0, y: 0, width: 358, height: 44)
        let ltr = try #require(cell.views(frame: row, in: Self.environment(.leftToRight)).first)
        let rtl = try #require(cell.views(frame: row, in: Self.environment(.rightToLeft)).first)
        #expect(try Self.part(ltr, "c.image").frame.minX == 16 && Self.part(rtl, "c.image").frame.minX == 313)
        #expect(try Self.part(ltr, "c.title").frame.minX == 60)
        let title = try Self.part(rtl, "c.title")
        #expect(title.frame.maxX == 298 && title.label?.alignment == .right, "\(title.frame)")
        #expect(try Self.part(ltr, "c.accessory").frame == Rect(x: 334, y: 15.5, width: 8, height: 13))
        #expect(try Self.part(rtl, "c.accessory").frame == Rect(x: 16, y: 15.5, width: 8, height: 13))
        let ltrValue = try Self.part(ltr, "c.value"), value = try Self.part(rtl, "c.value")
        #expect(ltrValue.frame.maxX == 322 && ltrValue.label?.alignment == .right)
        #expect(value.frame.minX == 36 && value.frame.width == ltrValue.frame.width && value.label?.alignment == .left)
        // The chevron points left: its stroke's leftmost point is at the box's middle height.
        let chevron = try #require(try Self.part(rtl, "c.accessory").path)
        #expect(chevron != (try #require(try Self.part(ltr, "c.accessory").path)))
    }

    /// Between two 44-point rows of a table at scale 1 the separator is one point high at
    /// y = 43; left to right it runs from the text's start (60) to the row's end (358), right
    /// to left from the row's start (0) to the mirrored text's start (298).
    @Test func separatorInsetsMirror() throws {
        let image = TableCell.Image(icon: "pawprint.fill", background: .white)
        let table = TableView(style: .insetGrouped, sections: [.init(cells: [TableCell(title: "a", image: image), TableCell(title: "b", image: image)])])
        func separator(_ direction: LayoutDirection) throws -> Rect {
            let group = try #require(table.subviews(size: Size(width: 390, height: 200), in: Self.environment(direction)).last)
            return try #require(group.subviews.first { $0.frame.height == 1 && $0.backgroundColor != nil }).frame
        }
        #expect(try separator(.leftToRight) == Rect(x: 60, y: 43, width: 298, height: 1))
        #expect(try separator(.rightToLeft) == Rect(x: 0, y: 43, width: 298, height: 1))
    }

    /// Three tabs on 390 points are 130 wide; the first's 25-point icon square is centered on
    /// 65 left to right (x = 52.5) and on 390 − 65 = 325 right to left (x = 312.5), where the
    /// third stands left to right.
    @Test func theTabBarRunsFromTheRight() throws {
        let bar = TabBar(items: [.init(title: "أ", icon: "house"), .init(title: "ب", icon: "heart"), .init(title: "ج", icon: "gear")], style: .bottom)
        let ltr = bar.view(in: Self.environment(.leftToRight)), rtl = bar.view(in: Self.environment(.rightToLeft))
        #expect(try Self.part(ltr, "tabBar.items.0").frame.minX == 52.5)
        #expect(try Self.part(ltr, "tabBar.items.2").frame.minX == 312.5)
        #expect(try Self.part(rtl, "tabBar.items.0").frame.minX == 312.5)
        #expect(try Self.part(rtl, "tabBar.items.2").frame.minX == 52.5)
    }

    /// A swipe back starts 12 points inside the leading edge: x = 12 left to right, 390 − 12 =
    /// 378 right to left, and travels the canvas's width toward the trailing side.
    @Test func theSwipeBackStartsAtTheRightEdge() {
        var canvas = Canvas(size: Size(width: 390, height: 844), scale: 3)
        #expect(FlowScript.dragStart(.pop, canvas: canvas) == Point(x: 12, y: 422))
        #expect(FlowScript.dragTravel(.pop, motion: .still([]), canvas: canvas).x == 390)
        canvas.layoutDirection = .rightToLeft
        #expect(FlowScript.dragStart(.pop, canvas: canvas) == Point(x: 378, y: 422))
        #expect(FlowScript.dragTravel(.pop, motion: .still([]), canvas: canvas).x == -390)
        #expect(FlowScript.dragStart(.push("b"), canvas: canvas) == Point(x: 12, y: 422))
    }

    /// Chevrons and arrows are drawn as their mirror images right to left; media controls and
    /// other symbols are not.
    @Test func directionalIconsFlip() {
        #expect(IconCatalog.rightToLeftName("chevron.forward") == "chevron.backward")
        #expect(IconCatalog.rightToLeftName("chevron.left") == "chevron.right")
        #expect(IconCatalog.rightToLeftName("arrow.right") == "arrow.left")
        #expect(IconCatalog.rightToLeftName("arrow.uturn.backward") == "arrow.uturn.forward")
        #expect(IconCatalog.rightToLeftName("forward.fill") == "forward.fill")
        #expect(IconCatalog.rightToLeftName("play.fill") == "play.fill")
        #expect(IconCatalog.rightToLeftName("pawprint.fill") == "pawprint.fill")
        #expect(IconCatalog.rightToLeftName("arrow.clockwise") == "arrow.clockwise")
    }

    /// CLDR's default digits: Arabic-Indic for ar, Latin for Maghreb Arabic, Extended
    /// Arabic-Indic for fa, Latin elsewhere.
    @Test func digitsFollowTheLocale() {
        #expect(NumberingSystem(locale: "ar").digits("18:00, 3") == "١٨:٠٠, ٣")
        #expect(NumberingSystem(locale: "ar-MA").digits("18:00") == "18:00")
        #expect(NumberingSystem(locale: "fa").digits("7:30") == "۷:۳۰")
        #expect(NumberingSystem(locale: "de").digits("7:30") == "7:30" && NumberingSystem(locale: nil).digits("1") == "1")
    }

    static func template(digits: String?) -> String {
        """
        canvas: {size: [390, 300], scale: 1}
        \(digits.map { "digits: \($0)\n" } ?? "")strings:
          en: {walks: "%lld walks", t: Biscuit}
          ar: {walks: "%lld نزهات", t: بسكويت}
        scenes:
          a:
            views:
              - {frame: [10, 10, 200, 30], label: {key: walks, count: 3}}
              - {frame: [10, 50, 200, 30], label: "Walk 2"}
              - {frame: [10, 90, 30, 30], icon: chevron.forward}
              - frame: [0, 130, 390, 100]
                tableView: {sections: [{cells: [{title: {key: t}, value: "7:30", id: c}]}]}
          b: {background: "#0000FF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """
    }

    /// An Arabic template shows Arabic-Indic digits in every text (a count, a literal label, a
    /// cell's value), aligns natural labels right and draws chevron.forward pointing left
    /// (Material's arrow_back_ios_new); `digits: latin` keeps 3 and 7:30; English is unchanged.
    @Test func anArabicTemplateMirrorsItsTexts() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", Self.template(digits: nil))
        let ar = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "ar"))
        let texts = ar.labels.map(\.text)
        #expect(texts.contains("٣ نزهات") && texts.contains("Walk ٢") && texts.contains("٧:٣٠"), "\(texts)")
        let walk = try #require(ar.labels.first { $0.text == "Walk ٢" })
        #expect(walk.alignment == .right)
        var icons: [IconContent] = []
        var arRoot = ar.scenes[0].root
        arRoot.visit { if let icon = $0.icon { icons.append(icon) } }
        if case .found(_, let back) = IconCatalog.lookup("chevron.backward") { #expect(icons.first?.codepoint == back) }
        // Drawn as a stroke by name (`VectorSymbol`): the name shown is the mirror's as well.
        #expect(icons.first?.name == "chevron.backward")
        let latin = try TemplateLoader.load(path: dir.write("l.yaml", Self.template(digits: "latin")), strings: StringsRequest(locale: "ar"))
        #expect(latin.labels.map(\.text).contains("3 نزهات") && latin.labels.map(\.text).contains("7:30"))
        let en = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "en"))
        #expect(en.labels.map(\.text).contains("3 walks") && en.labels.first { $0.text == "Walk 2" }?.alignment == .natural)
        if case .found(_, let forward) = IconCatalog.lookup("chevron.forward") {
            var enIcons: [IconContent] = []
            var enRoot = en.scenes[0].root
            enRoot.visit { if let icon = $0.icon { enIcons.append(icon) } }
            #expect(enIcons.first?.codepoint == forward)
        }
    }
}
