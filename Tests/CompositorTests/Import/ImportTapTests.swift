import Foundation
import Testing
@testable import Compositor

/// Issue 48, scope 3: each step of an imported flow taps the control that fires it (a button,
/// a cell, a bar button item, a tab), and the flow still loads — a tap on a view that is not on
/// screen before its step would be exit 3.
@Suite struct ImportTapTests {
    static let storyboards = ImportFixtures.all.filter { $0.document.hasSuffix(".storyboard") && !$0.document.contains("Colors") }

    /// Every push, present and tab step taps, unless the import noted that nothing draws the
    /// segue's control; the flow loads, so every tap lands on a view on screen.
    @Test(arguments: storyboards)
    func forwardStepsTap(_ fixture: ImportFixtures.Fixture) throws {
        let (result, out) = try ImportFixtures.run(fixture)
        let template = try TemplateLoader.load(path: out.path + "/flow.yaml")
        let steps = try #require(template.flow?.steps)
        let untapped = result.notes.filter { $0.message.hasSuffix("so its flow step has no tap") }.compactMap(\.id)
        var forward = 0
        for step in steps {
            let scene: String
            switch step.action {
            case .push(let s), .present(let s): scene = s
            case .tab: forward += 1; #expect(step.tap != nil, "\(fixture): \(step.action.key) has no tap"); continue
            default: continue
            }
            forward += 1
            let segue = try #require(result.segues.first { $0.destination == scene && !$0.dismissOnly })
            if step.tap == nil {
                #expect(untapped.contains(segue.id ?? ""), "\(fixture): the step to \(scene) has no tap and no note says why")
            }
        }
        #expect(forward > 0)
    }

    /// The pets app: the card's View button fires the push, the detail's Share button the
    /// sheet, the sheet's Done button (an unwind) its dismissal, the pop taps the back button,
    /// the tab bar's second item selects the Settings tab.
    @Test func petsAppTaps() throws {
        let (_, out) = try ImportFixtures.run(ImportFixtures.all[0])
        let flow = try String(contentsOfFile: out.path + "/flow.yaml", encoding: .utf8)
        #expect(flow.contains("- {push: \"biscuit\", tap: \"BTN-dt-001\"}"))
        #expect(flow.contains("- {present: \"share\", animator: \"crossDissolve\", style: \"formSheet\", tap: \"SHR-dt-001\"}"))
        #expect(flow.contains("- {dismiss: true, tap: \"DON-sh-001\"}"))
        #expect(flow.contains("- {pop: true, tap: \"navigationBar.backChevron\"}"))
        #expect(flow.contains("- {tab: \"settings\", tap: \"tabBar.items.1\"}"))
    }

    /// A segue from a table cell taps the cell (named by its IB id), and one from a bar button
    /// item taps the item where the bar draws it.
    @Test func cellsAndBarItemsTap() throws {
        let (result, _) = try ImportFixtures.run(ImportFixtures.all[1])
        let fromCell = try #require(result.segues.first { $0.id == "SEG-16-001" })
        #expect(fromCell.tap?.isEmpty == false)
        let fromBarItem = try #require(result.segues.first { $0.id == "SEG-16-002" })
        #expect(fromBarItem.tap == "navigationBar.rightItems.0")
    }
}
