import Testing
@testable import Compositor

/// Interactive steps: a drag drives the transition and the finger follows it; a drag released
/// to cancel changes nothing.
@Suite struct FlowDragTests {
    /// `first` (a push or present, held 0.5 s) then `second` with `drag` (held 0.5 s).
    static func script(_ first: String, then second: String, drag: String) throws -> FlowScript {
        let dir = TemporaryDirectory()
        let text = FlowFixtures.template(flow: """
              root: list
              steps:
                - \(first)
                  hold: 0.5
                - \(second)
                  interactive: \(drag)
                  hold: 0.5
            """)
        return try FlowScript(template: try TemplateLoader.load(path: dir.write("drag.yaml", text)))
    }

    static func script(release: String) throws -> FlowScript {
        try script("push: detail", then: "pop: true", drag: "{drag: [[0, 0], [0.5, 0.5]], release: \(release), settle: {duration: 0.25}}")
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

    /// The popped screen's leading edge stays under the finger at every frame of the drag: the
    /// finger lands 12 pt in and moves 160 pt × the drag's progress, the edge moves as far.
    @Test func thePoppedScreenStaysUnderTheFinger() throws {
        let script = try Self.script(release: "complete")
        let start = script.stepStarts[1] + TouchIndicator.lead
        var checked = 0
        for tenth in 1...5 {  // 0.1 s … 0.5 s into the drag (frames at 10 fps)
            let t = start + Rational(Int64(tenth), 10)
            let layers = script.layers(at: t)
            let finger = try #require(layers.first { $0.id == "flow.touch" })
            let popped = try #require(layers.first { $0.frame == Rect(x: 0, y: 0, width: 160, height: 240) && $0.transform.translationX > 0 })
            #expect(abs(popped.transform.translationX - (finger.frame.center.x - 12)) <= 1e-9)
            #expect(abs(popped.transform.translationX - 160 * Double(tenth) / 10) <= 1e-9)
            checked += 1
        }
        #expect(checked == 5)
    }

    /// A sheet dragged down follows the finger: both move (240 − the card's top) × the drag's
    /// progress, the whole way from the card's top to the bottom of the container.
    @Test func theSheetStaysUnderTheFinger() throws {
        let script = try Self.script("present: share", then: "dismiss: true", drag: "{drag: [[0, 0], [0.5, 0.3]], release: cancel}")
        let start = script.stepStarts[1] + TouchIndicator.lead
        let landed = try #require(script.layers(at: start).first { $0.id == "flow.touch" }).frame.center
        for tenth in 1...5 {
            let layers = script.layers(at: start + Rational(Int64(tenth), 10))
            let finger = try #require(layers.first { $0.id == "flow.touch" }).frame.center
            let sheet = try #require(layers.first { $0.clipsToBounds && $0.frame.width == 160 && $0.frame.minY > 0 && $0.transform.translationY > 0 })
            let travel = 240 - sheet.frame.minY
            #expect(abs(sheet.transform.translationY - (finger.y - landed.y)) <= 1e-9)
            #expect(abs(sheet.transform.translationY - travel * 0.3 * Double(tenth) / 5) <= 1e-9)
        }
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
