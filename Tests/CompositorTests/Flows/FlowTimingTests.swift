import Testing
@testable import Compositor

/// A flow's length and frame count from its steps' durations and holds, worked out by hand:
/// D = hold + Σ (tap lead 0.4 s if tapped + duration + hold), and ⌈D × fps⌉ + 1 frames (the
/// last-frame rule of a single segue).
@Suite struct FlowTimingTests {
    /// hold 0.5; push with a tap: 0.4 + 0.35 (push's default) + 1 (default hold) = 1.75;
    /// present 0.5 + hold 0.3 = 0.8; dismiss (plays coverVertical back: its 0.5) + 0.25 = 0.75.
    /// D = 0.5 + 1.75 + 0.8 + 0.75 = 3.8 s.
    static let flow = """
          root: list
          steps:
            - push: detail
              tap: row-1
            - present: share
              animator: coverVertical
              duration: 0.5
              hold: 0.3
            - dismiss: true
              hold: 0.25
        """

    @Test(arguments: [(10, 39), (24, 93), (30, 115)])
    func frameCountFollowsTheSteps(fps: Int, frames: Int) throws {
        // 3.8 × 10 = 38 → 39; 3.8 × 24 = 91.2 → ⌈⌉ 92 → 93; 3.8 × 30 = 114 → 115.
        let dir = TemporaryDirectory()
        let path = dir.write("flow.yaml", FlowFixtures.template(fps: fps, flow: Self.flow))
        let template = try TemplateLoader.load(path: path)
        #expect(template.flow?.duration == Rational(19, 5))
        let clip = try ClipFrames(template: template, direction: .present)
        #expect(clip.frameCount == frames)
        #expect(clip.flow?.stepStarts == [Rational(1, 2), Rational(9, 4), Rational(61, 20)])
    }

    @Test func theStateOnScreenChangesWhenEachTransitionEnds() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("flow.yaml", FlowFixtures.template(flow: Self.flow)))
        let script = try FlowScript(template: template)
        // Push ends at 0.5 + 0.4 + 0.35 = 1.25; present at 2.25 + 0.5 = 2.75; dismiss at 3.05 + 0.5 = 3.55.
        let expectations: [(Rational, Int, String)] = [
            (Rational(0), 0, "list"), (Rational(124, 100), 0, "list"), (Rational(5, 4), 1, "detail"),
            (Rational(274, 100), 1, "detail"), (Rational(11, 4), 2, "share"), (Rational(354, 100), 2, "share"),
            (Rational(71, 20), 3, "detail"),
        ]
        for (time, index, top) in expectations {
            #expect(script.stateIndex(at: time) == index, "at \(time)")
            #expect(script.states[script.stateIndex(at: time)].top == top, "at \(time)")
        }
    }

    @Test func validateAndChecksumCountTheFrames() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("flow.yaml", FlowFixtures.template(fps: 24, flow: Self.flow))
        let validate = try CLI.run(["validate", path])
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stderr.contains("93 frames") || validate.stdout.contains("93 frames"))
        let checksum = try CLI.run(["checksum", path, "--scale", "0.5"])
        #expect(checksum.status == 0, "\(checksum.stderr)")
        #expect(checksum.stdout.split(separator: "\n").filter { $0.hasPrefix("0,") }.count == 93)
    }
}
