import Testing
@testable import Compositor

/// A step naming a scene not reachable from the state before it is exit 3 at the step's
/// file:line:column, one line, no output.
@Suite struct FlowValidationTests {
    /// The 1-based line and column of `needle` on the last line holding `lineMarker`.
    static func position(of needle: String, onLineWith lineMarker: String, in text: String) -> (Int, Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.lastIndex { $0.contains(lineMarker) }!
        let column = lines[index].range(of: needle)!.lowerBound.utf16Offset(in: lines[index]) + 1
        return (index + 1, column)
    }

    @Test(arguments: [
        ("      - pop: true", "true", "nothing to pop"),
        ("      - dismiss: true", "true", "nothing to dismiss"),
        ("      - push: detial", "detial", "no scene named \"detial\"; did you mean \"detail\"?"),
        ("      - tab: share", "share", "\"share\" is not a tab"),
        ("      - unwind: detail", "detail", "not below the top"),
    ])
    func unreachableStepIsExit3AtItsLocation(step: String, value: String, message: String) throws {
        let flow = """
              root: list
              tabs: [list, walks]
              steps:
                - push: detail
                  hold: 0.1
                - pop: true
          \(step)
          """
        let text = FlowFixtures.template(flow: flow)
        let dir = TemporaryDirectory()
        let path = dir.write("bad.yaml", text)
        let (line, column) = Self.position(of: value, onLineWith: step, in: text)
        for command in [["validate", path], ["render", path, "-o", dir.path + "/out.mp4"]] {
            let r = try CLI.run(command)
            #expect(r.status == 3, "\(r.stderr)")
            let lines = r.stderr.split(separator: "\n").filter { !$0.contains("warning") }
            #expect(lines.count == 1, "\(r.stderr)")
            // validate prints the location first; render after "segue-video: error: ".
            #expect(lines.first?.contains("\(path):\(line):\(column): flow.steps[2].") == true, "\(r.stderr)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
        #expect(!dir.contents.contains("out.mp4"))
    }

    /// Times finer than a millisecond (which would overflow exact sums over many steps) are
    /// refused at their place.
    @Test(arguments: ["hold: 0.0001", "duration: 0.000000001", "hold: 1/3"])
    func flowTimesAreWholeMilliseconds(option: String) throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps:\n    - push: detail\n      \(option)\n    - pop: true\n      \(option)\n")
        let dir = TemporaryDirectory()
        let r = try CLI.run(["validate", dir.write("ms.yaml", text)])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("flow times are whole milliseconds"), "\(r.stderr)")
    }

    @Test func segueAndFlowTogetherIsAnError() throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps: [{push: detail}]") + "\nsegue: {animator: fade, from: list, to: detail}\n"
        let dir = TemporaryDirectory()
        let r = try CLI.run(["validate", dir.write("both.yaml", text)])
        #expect(r.status == 3)
        #expect(r.stderr.contains("either segue or flow"))
    }

    @Test func aTapOnAViewNotOnScreenIsExit3() throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps:\n    - push: detail\n      tap: share\n")
        let dir = TemporaryDirectory()
        let r = try CLI.run(["validate", dir.write("tap.yaml", text)])
        #expect(r.status == 3)
        #expect(r.stderr.contains("no view with id \"share\" on screen"), "\(r.stderr)")
        let (line, column) = Self.position(of: "share", onLineWith: "tap: share", in: text)
        #expect(r.stderr.hasPrefix("\(dir.path)/tap.yaml:\(line):\(column): flow.steps[0].tap"), "\(r.stderr)")
    }
}
