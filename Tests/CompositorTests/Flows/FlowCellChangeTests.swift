import Foundation
import Testing
@testable import Compositor

/// A `change` reaches into table cells through the cell's `id`: its title, and its accessory
/// switch's knob and track (a switch toggling).
///
/// Positions by hand: the table is [0, 100, 160, 88], inset grouped on a 160-point canvas (layout
/// margin 16): the section starts 35 points down and 16 in, 128 wide; the 44-point row's switch
/// (51 × 31) ends 16 points from the cell's end, at x = 128 − 16 − 51 = 61, y = (44 − 31) / 2 =
/// 6.5; its knob (27 points) is 2 points in when off. On the canvas: the knob at
/// (16 + 61 + 2, 100 + 35 + 6.5 + 2) = (79, 143.5), and 20 points right (51 − 2 − 27 − 2) when on.
@Suite struct FlowCellChangeTests {
    static let table = """
              - frame: [0, 100, 160, 88]
                tableView:
                  style: insetGrouped
                  sections:
                    - cells:
                        - {id: evening, title: Evening, accessory: switch}

        """

    static func template(change: String) -> String {
        FlowFixtures.template(flow: """
              root: list
              steps:
                - change:
            \(change)
                  duration: 0.4
                  curve: linear
            """).replacingOccurrences(of: "      - id: like\n", with: table + "      - id: like\n")
    }

    static let toggle = """
                - {target: evening.accessory.knob, translateX: [0, 20]}
                - {target: evening.accessory.track, background: ["#E9E9EB", "#34C759"]}
                - {target: evening.title, text: Evening on}
        """

    @Test func theSwitchInACellToggles() throws {
        let dir = TemporaryDirectory()
        let script = try FlowScript(template: try TemplateLoader.load(path: dir.write("cell.yaml", Self.template(change: Self.toggle))))
        let start = script.stepStarts[0]
        func knob(_ time: Rational) -> Rect? { FlowScript.frame(of: "evening.accessory.knob", in: script.layers(at: time)) }
        #expect(knob(start) == Rect(x: 79, y: 143.5, width: 27, height: 27))
        #expect(knob(start + Rational(1, 5)) == Rect(x: 89, y: 143.5, width: 27, height: 27))
        #expect(knob(start + Rational(2, 5)) == Rect(x: 99, y: 143.5, width: 27, height: 27))
        let end = script.layers(at: script.duration)
        let track = try #require(end.lazy.compactMap { $0.find(id: "evening.accessory.track") }.first)
        #expect(track.view.backgroundColor == Color(nameOrHex: "#34C759"))
        let title = try #require(end.lazy.compactMap { $0.find(id: "evening.title") }.first)
        #expect(title.view.label?.text == "Evening on")
        // The cell's view spans its row: (16, 135), 128 × 44.
        #expect(FlowScript.frame(of: "evening", in: end) == Rect(x: 16, y: 135, width: 128, height: 44))
    }

    /// A part the cell does not have is refused at the step, naming the cell's parts.
    @Test func anUnknownPartIsRefused() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("bad.yaml", Self.template(change: "        - {target: evening.acessory, alpha: [1, 0]}"))
        let r = try CLI.run(["validate", path])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("no view \"evening.acessory\""), "\(r.stderr)")
        #expect(r.stderr.contains("evening.accessory"), "\(r.stderr)")
    }

    /// A cell without an id draws exactly as before: no views named, no wrapping view.
    @Test func aCellWithoutIdNamesNothing() {
        let env = ComponentEnvironment(size: Size(width: 160, height: 88))
        var cell = TableCell(title: "Evening", accessory: .toggle(isOn: false))
        let plain = TableView(sections: [.init(cells: [cell])]).subviews(size: Size(width: 160, height: 88), in: env)
        #expect(plain.flatMap(\.allIDs).isEmpty)
        cell.id = "evening"
        let named = TableView(sections: [.init(cells: [cell])]).subviews(size: Size(width: 160, height: 88), in: env)
        #expect(named.flatMap(\.allIDs) == ["evening", "evening.accessory", "evening.accessory.track", "evening.accessory.knob", "evening.title"])
    }
}
