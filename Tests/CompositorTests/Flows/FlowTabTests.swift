import Testing
@testable import Compositor

/// Tab switches: instant by default, as a stock UITabBarController selects a tab without
/// animation; `transition: crossDissolve` dissolves the content instead.
@Suite struct FlowTabTests {
    static func script(_ step: String) throws -> FlowScript {
        let dir = TemporaryDirectory()
        let text = FlowFixtures.template(flow: """
              root: list
              tabs: [list, walks]
              steps:
                - \(step)
            """)
        return try FlowScript(template: try TemplateLoader.load(path: dir.write("tabs.yaml", text)))
    }

    /// No transition: the step takes no time, and the frame at its start is already the
    /// selected tab at rest (no frame shows both screens).
    @Test func aTabSwitchIsInstant() throws {
        let script = try Self.script("{tab: walks, hold: 0.5}")
        #expect(script.spec.steps[0].duration == .zero)
        #expect(script.duration == Rational(1))  // 0.5 before, 0 + 0.5 after
        let start = script.stepStarts[0]
        #expect(script.layers(at: start) == script.layers(at: script.duration))
        #expect(script.layers(at: start - Rational(1, 10)) == script.layers(at: .zero))
        #expect(script.layers(at: start) != script.layers(at: .zero))
    }

    /// With `transition: crossDissolve` the switch lasts the animator's 0.35 s and its middle
    /// shows neither screen alone.
    @Test func crossDissolveIsOptIn() throws {
        let script = try Self.script("{tab: walks, transition: crossDissolve, hold: 0.5}")
        #expect(script.spec.steps[0].duration == CrossDissolveAnimator.defaultDuration)
        let start = script.stepStarts[0]
        let middle = script.layers(at: start + Rational(2, 10))
        #expect(middle != script.layers(at: .zero) && middle != script.layers(at: script.duration))
    }

    @Test(arguments: [
        ("{tab: walks, duration: 0.3}", "a tab switch is instant"),
        ("{tab: walks, transition: fade}", "tab transition"),
        ("{push: walks, transition: crossDissolve}", "transition applies to tab steps"),
        ("{tab: walks, transition: crossDissolve, animator: fade}", "either transition or animator"),
    ])
    func misuseIsReported(step: String, message: String) throws {
        #expect { try Self.script(step) } throws: { "\($0)".contains(message) }
    }
}
