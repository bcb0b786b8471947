import Testing
@testable import Compositor

/// A `change` that animates a view from a value rests at that value until it runs: its first
/// frame shows `from`, with no jump from the view's own value (here its template alpha, 1) to
/// `from` when the step starts, and nothing before the step shows the view at its own value.
@Suite struct FlowChangeFromTests {
    static func alpha(_ script: FlowScript, at time: Rational) -> Double? {
        script.layers(at: time).lazy.compactMap { $0.find(id: "like")?.view.alpha }.first
    }

    @Test func firstFramesShowFrom() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("flow.yaml", FlowFixtures.template(flow: """
              root: list
              hold: 0.5
              steps:
                - change:
                    - {target: like, alpha: {from: 0.2}}
                  tap: like
                  duration: 0.5
                  curve: linear
            """)))
        let script = try FlowScript(template: template)
        let start = script.stepStarts[0], lead = TouchIndicator.lead
        // The flow's first hold and the tap's lead: already at `from`.
        #expect(Self.alpha(script, at: .zero) == 0.2)
        #expect(Self.alpha(script, at: start) == 0.2)
        #expect(Self.alpha(script, at: start + lead - Rational(1, 10)) == 0.2)
        // The change's first frame, a frame in, halfway, and after it: its own value, 1.
        #expect(Self.alpha(script, at: start + lead) == 0.2)
        let tenth = try #require(Self.alpha(script, at: start + lead + Rational(1, 10)))
        #expect(abs(tenth - (0.2 + 0.8 * 0.2)) < 1e-9)
        let mid = try #require(Self.alpha(script, at: start + lead + Rational(1, 4)))
        #expect(abs(mid - 0.6) < 1e-9)
        #expect(Self.alpha(script, at: script.duration) == 1)
    }

    /// Two changes of the same view: it rests at the first one's `from`, reaches its end, and
    /// the second one starts where the first ended.
    @Test func laterChangesDoNotReachBack() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("flow.yaml", FlowFixtures.template(flow: """
              root: list
              steps:
                - change: [{target: like, alpha: [0, 1]}]
                  duration: 0.5
                  curve: linear
                - change: [{target: like, alpha: [1, 0.5]}]
                  duration: 0.5
                  curve: linear
            """)))
        let script = try FlowScript(template: template)
        #expect(Self.alpha(script, at: .zero) == 0)
        #expect(Self.alpha(script, at: script.stepStarts[1]) == 1)
        #expect(Self.alpha(script, at: script.duration) == 0.5)
    }
}
