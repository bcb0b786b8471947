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

    /// A fraction that is no decimal (whose sums over many steps could outgrow exact 64-bit
    /// terms) is refused at its place.
    @Test(arguments: ["hold: 1/3", "duration: 2/7"])
    func flowTimesAreDecimals(option: String) throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps:\n    - push: detail\n      \(option)\n    - pop: true\n      \(option)\n")
        let dir = TemporaryDirectory()
        let r = try CLI.run(["validate", dir.write("fraction.yaml", text)])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("flow times are decimals (at most 9 decimals)"), "\(r.stderr)")
    }

    /// Any decimal the parser reads is a flow time, kept exact: hold 0.5 (the default), a push
    /// of 0.3333 s and a hold of 10⁻⁹ s last D = 0.833300001 s, so at 10 fps ⌈8.33300001⌉ + 1 =
    /// 10 frames (not the 9 a millisecond rounding would give).
    @Test func nineDecimalTimesAreExact() throws {
        let text = FlowFixtures.template(flow: "  root: list\n  steps:\n    - {push: detail, duration: 0.3333, hold: 0.000000001}\n")
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("fine.yaml", text))
        #expect(template.flow?.duration == Rational(833_300_001, 1_000_000_000))
        #expect(template.timeline.frameCount == 10)
    }

    /// The worst case of the rule's arithmetic: 9-decimal times adding up to nearly an hour at a
    /// frame rate with 6-digit terms (239999/1000 fps). Worked out with exact fractions: D =
    /// 0.987654321 + 6 × (0.123456789 + 599.123456789) = 3596.469135789 s, ⌈D × 239.999⌉ + 1 =
    /// 863150 frames; frame 719346 lies in the last step's transition. Every frame time there
    /// reduces within 64-bit terms: no trap.
    @Test func fineTimesAtAnOddFrameRateStayWithin64Bits() throws {
        let step = "{push: detail, duration: 0.123456789, hold: 599.123456789}"
        let back = "{pop: true, duration: 0.123456789, hold: 599.123456789}"
        let steps = (0..<3).map { _ in "    - \(step)\n    - \(back)\n" }.joined()
        let text = FlowFixtures.template(flow: "  root: list\n  hold: 0.987654321\n  steps:\n" + steps)
            .replacingOccurrences(of: "video: {fps: 10}", with: "video: {fps: 239999/1000}")
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("long.yaml", text))
        let timeline = template.timeline
        #expect(timeline.frameCount == 863_150)
        let script = try FlowScript(template: template)
        let time = { (i: Int64) in Rational(i * 1000, 239_999) }
        #expect(script.stateIndex(at: time(719_346)) == 5)
        #expect(!script.layers(at: time(719_346)).isEmpty)
        #expect(script.stateIndex(at: time(863_149)) == 6)
        #expect(!script.layers(at: time(863_149)).isEmpty)
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
