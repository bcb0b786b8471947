import Testing
@testable import Compositor

/// Interactive steps: a drag drives the transition and the finger follows it; a drag released
/// to cancel changes nothing.
@Suite struct FlowDragTests {
    static func script(release: String) throws -> FlowScript {
        let dir = TemporaryDirectory()
        let text = FlowFixtures.template(flow: """
              root: list
              steps:
                - push: detail
                  hold: 0.5
                - pop: true
                  interactive: {drag: [[0, 0], [0.5, 0.5]], release: \(release), settle: {duration: 0.25}}
                  hold: 0.5
            """)
        return try FlowScript(template: try TemplateLoader.load(path: dir.write("drag.yaml", text)))
    }

    @Test func theFingerFollowsTheDragFromTheEdge() throws {
        let script = try Self.script(release: "complete")
        // Step 2: lead 0.4, drag 0.5 s to progress 0.5, settle 0.25 s: it lasts 0.4 + 0.75 + 0.5.
        #expect(script.spec.steps[1].span == Rational(33, 20))
        let start = script.stepStarts[1]
        // No tap: the finger lands on the leading edge (12, 120) of the 160x240 canvas and moves
        // right by 160 points × the drag's progress: 0.25 at 0.25 s into the drag → x = 52.
        func finger(_ t: Rational) -> View? { script.layers(at: start + t).first { $0.id == "flow.touch" } }
        let landed = try #require(finger(Rational(3, 10)))
        #expect(landed.frame.center == Point(x: 12, y: 120))
        let mid = try #require(finger(Rational(2, 5) + Rational(1, 4)))
        #expect(abs(mid.frame.center.x - 52) < 1e-9)
        // Held down (scale 0.8 of 44) until the release at 0.4 + 0.5 s, where it is at x = 92.
        #expect(abs(mid.frame.width - 35.2) < 1e-9)
        let released = try #require(finger(Rational(9, 10)))
        #expect(abs(released.frame.center.x - 92) < 1e-9)
        #expect(finger(Rational(9, 10) + Rational(7, 25)) == nil)  // lifted (0.08) and faded (0.2)
        #expect(script.states.last?.top == "list")
    }

    @Test func aCancelledDragLeavesTheStateAsItWas() throws {
        let script = try Self.script(release: "cancel")
        #expect(script.states.map(\.top) == ["list", "detail", "detail"])
        // The last frame is the detail at rest, as before the drag.
        let before = script.layers(at: script.stepStarts[1])
        let end = script.layers(at: script.duration)
        #expect(before == end)
    }
}
