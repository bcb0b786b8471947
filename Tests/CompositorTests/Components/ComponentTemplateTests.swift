import Testing
@testable import Compositor

/// The new keys read from templates, and their errors located as precisely as the others.
@Suite struct ComponentTemplateTests {
    func load(_ scenes: String) throws -> SegueTemplate {
        let dir = TemporaryDirectory()
        return try TemplateLoader.load(path: dir.write("t.yaml", """
            canvas: {device: iPhone 14}
            scenes:
            \(scenes)
              z: {background: white}
            segue: {animator: crossDissolve, from: a, to: z}
            """))
    }

    func error(_ scenes: String) throws -> TemplateError {
        do { _ = try load(scenes) } catch let e as TemplateError { return e } catch let e as TemplateErrors { return e.errors[0] }
        Issue.record("no error")
        throw CancellationError()
    }

    @Test func unknownTableStyleIsLocated() throws {
        let e = try error("""
              a:
                views:
                  - tableView: {style: fancy, sections: []}
            """)
        #expect(e.field == "scenes.a.views[0].tableView.style")
        #expect(e.line == 5)
        #expect(e.message.contains("unknown table style \"fancy\"") && e.message.contains("insetGrouped"))
    }

    @Test func oneKindPerView() throws {
        let e = try error("""
              a:
                views:
                  - {frame: [0, 0, 51, 31], switch: true, slider: 0.5}
            """)
        #expect(e.field == "scenes.a.views[0]")
        #expect(e.message.contains("one kind only"))
    }

    @Test func systemColorTyposSuggestTheName() throws {
        let e = try error("""
              a: {background: secondarySystemBackgrund, views: [{frame: [0, 0, 10, 10]}]}
            """)
        #expect(e.field == "scenes.a.background")
        #expect(e.message.contains("did you mean \"secondarySystemBackground\""))
    }

    @Test func tabBarSelectedMustBeAnItem() throws {
        let e = try error("""
              a:
                background: white
                tabBar: {items: [Home, Search], selected: 2}
            """)
        #expect(e.field == "scenes.a.tabBar.selected")
    }

    /// A table without a frame fills the content area: below a large-title bar (47 + 96 = 143)
    /// down to the tab bar (844 − 83 = 761); `relativeTo: content` offsets a frame by 143.
    /// `tabBar.style` reads UIKit-like names; a wrong one is located with the choices.
    @Test func tabBarStyleIsReadAndChecked() throws {
        let t = try load("""
              a:
                background: white
                tabBar: {items: [Home, Search], style: bottom}
            """)
        #expect(t.scenes[0].tabBar?.style == .bottom)
        let e = try error("""
              a:
                background: white
                tabBar: {items: [Home, Search], style: float}
            """)
        #expect(e.field == "scenes.a.tabBar.style")
        #expect(e.message.contains("floating"))
    }

    @Test func tableFillsTheContentAreaAndFramesFollowGuides() throws {
        let t = try load("""
              a:
                navigationBar: {title: Inbox, largeTitle: true}
                tabBar: {items: [Inbox, Sent]}
                views:
                  - tableView: {sections: [{cells: [A, B]}]}
                  - {frame: [16, 8, 100, 36], relativeTo: content, searchBar: Search}
                  - {frame: [0, 0, 10, 10], relativeTo: safeArea, background: red}
            """)
        let views = t.scenes[0].root.subviews
        #expect(views[0].frame == Rect(x: 0, y: 143, width: 390, height: 761 - 143))
        #expect(views[1].frame == Rect(x: 16, y: 151, width: 100, height: 36))
        #expect(views[2].frame == Rect(x: 0, y: 47, width: 10, height: 10))
        #expect(t.scenes[0].navigationBar?.largeTitle == true && t.scenes[0].tabBar?.items.count == 2)
    }

    /// A label's text style sets size, weight and line height; font keys override it.
    @Test func labelTextStyle() throws {
        let t = try load("""
              a:
                views:
                  - {frame: [0, 0, 100, 22], label: {text: Hi, textStyle: headline}}
                  - {frame: [0, 0, 100, 22], label: {text: Hi, textStyle: title2, font: {weight: bold}}}
            """)
        let a = try #require(t.scenes[0].root.subviews[0].label), b = try #require(t.scenes[0].root.subviews[1].label)
        #expect(a.font.size == 17 && a.font.weight == .semibold && a.lineHeight == 22)
        #expect(b.font.size == 22 && b.font.weight == .bold && b.lineHeight == 28)
    }
}
