import Foundation
import Testing
@testable import Compositor

/// Issue 48, scope 2: everything the XML says, or a note. The side-menu fixture has a custom
/// presentation (its navigation controller's own `modalPresentationStyle="custom"`), images
/// missing from its catalog, a runtime attribute no template key holds, a menu button as a
/// pushed scene's left item, and a dark custom cell whose value label comes first in the XML.
@Suite struct ImportSummaryTests {
    static let fixture = ImportFixtures.Fixture(document: "SideMenu/SideMenu.storyboard", assets: "SideMenu/Assets.xcassets")

    static func run() throws -> (result: StoryboardImporter.Result, output: TemporaryDirectory) {
        try ImportFixtures.run(fixture, options: StoryboardImporter.Options(allowMissingAssets: true))
    }

    /// The summary (`Result.tally`) names the custom presentation, each missing image with its
    /// scene and control, and the dropped runtime attribute, each with its count.
    @Test func summaryNamesEachProblem() throws {
        let (result, _) = try Self.run()
        let tally = result.tally
        let custom = try #require(tally.first { $0.message.hasPrefix("custom presentation") })
        #expect(custom.kind == .approximated && custom.count == 1)
        let hero = try #require(tally.first { $0.message.contains("image \"hero\" is not in the asset catalog") })
        #expect(hero.message.contains("scene \"home\", imageView HRO-iv-001"))
        let menus = tally.filter { $0.message.contains("image \"menu\" is not in the asset catalog") }
        #expect(menus.map(\.message).sorted().map { $0.contains("barButtonItem MNU-bb-00") } == [true, true])
        let shadow = try #require(tally.first { $0.message.contains("layer.shadowRadius") })
        #expect(shadow.kind == .unmapped && shadow.count == 1)
        #expect(tally.reduce(0) { $0 + $1.count } == result.notes.count)
    }

    /// The command prints the summary: each note's message with its count.
    @Test func commandPrintsTheSummary() throws {
        let out = TemporaryDirectory()
        let r = try CLI.run(["import", ImportFixtures.path(Self.fixture.document), "-o", out.path,
                                     "--assets", ImportFixtures.path(Self.fixture.assets!), "--allow-missing-assets"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = r.stdout + r.stderr
        #expect(text.contains("summary: 1× approximated: custom presentation"))
        #expect(text.contains("summary: 1× unmapped: runtime attribute layer.shadowRadius is not mapped"))
        #expect(text.contains("summary: 1× unmapped: image \"hero\" is not in the asset catalog"))
    }

    /// The custom presentation is drawn full screen, not as the page sheet a segue without a
    /// style would give.
    @Test func customPresentationIsFullScreen() throws {
        let (result, _) = try Self.run()
        let menu = try #require(result.segues.first { $0.id == "SEG-sm-001" })
        #expect(menu.presentation == "fullScreen")
    }

    /// A pushed scene whose left item is a menu button shows that button, not a back chevron.
    @Test func leftItemReplacesTheBackButton() throws {
        let (_, out) = try Self.run()
        let scene = try String(contentsOfFile: out.path + "/scenes/accounts.yaml", encoding: .utf8)
        #expect(!scene.contains("backButton"))
        #expect(scene.contains("leftItems:\n    - {icon: \"menu\"}"))
    }

    /// The dark cell: title "Checking" (the leading label, second in the XML) in white, value
    /// "$1,024" (the trailing label, first in the XML) in light gray, on its own dark fill.
    @Test func customCellByPositionWithColors() throws {
        let (_, out) = try Self.run()
        let scene = try String(contentsOfFile: out.path + "/scenes/accounts.yaml", encoding: .utf8)
        #expect(scene.contains("title: \"Checking\""))
        #expect(scene.contains("titleColor: \"#FFFFFF\""))
        #expect(scene.contains("value: \"$1,024\""))
        #expect(scene.contains("valueColor: \"#BFBFBF\""))
        #expect(scene.contains("background: \"#1C1C1E\""))
    }
}
