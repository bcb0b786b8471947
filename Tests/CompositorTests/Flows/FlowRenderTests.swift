@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// Whole flows drawn: state carried over in pixels, the finger and the caption at their
/// keyframes, the same bytes on any number of jobs, memory flat in the flow's length.
@Suite struct FlowRenderTests {
    static func load(_ text: String, in dir: TemporaryDirectory, name: String = "flow.yaml") throws -> SegueTemplate {
        try TemplateLoader.load(path: dir.write(name, text))
    }

    static func pixels(_ layers: [View], _ template: SegueTemplate) throws -> Pixmap {
        try SceneRenderer(canvas: template.canvas, assets: AssetLoader.load(template)).render(layers)
    }

    @Test func pushedThenPresentedThenDismissedShowsThePushedScene() throws {
        let dir = TemporaryDirectory()
        let flow = try Self.load(FlowFixtures.template(flow: """
              root: list
              steps:
                - push: detail
                - present: share
                - dismiss: true
            """), in: dir)
        let clip = try ClipFrames(template: flow, direction: .present)
        #expect(clip.flow?.states.last?.top == "detail")
        let last = try Self.pixels(clip.layers(at: FrameIndex(clip.frameCount - 1)), flow)
        // The pushed scene alone: a plain push segue's last frame (its destination at rest).
        let text = FlowFixtures.template(flow: "  root: list\n  steps: [{push: share}]")
            .replacingOccurrences(of: "flow:\n  root: list\n  steps: [{push: share}]", with: "segue: {animator: push, presentation: navigation, from: list, to: detail}")
        let segue = try Self.load(text, in: dir, name: "push.yaml")
        let still = try ClipFrames(template: segue, direction: .present)
        let expected = try Self.pixels(still.layers(at: FrameIndex(still.frameCount - 1)), segue)
        #expect(last.pixels == expected.pixels)
        // And not merely any frame: the sheet at rest differs from it.
        let sheet = try Self.pixels(clip.layers(atTime: clip.flow!.stepStarts[2])!, flow)
        #expect(sheet.pixels != expected.pixels)
    }

    @Test func theFingerSitsOnTheTappedViewAtItsKeyframes() throws {
        let dir = TemporaryDirectory()
        let template = try Self.load(FlowFixtures.template(flow: """
              root: list
              touches: {size: 40}
              steps:
                - push: detail
                  tap: row-1
            """), in: dir)
        let script = try FlowScript(template: template)
        let start = script.stepStarts[0]
        // row-1 is [0, 100, 160, 40]: its center is (80, 120). Size 40 × scale at each keyframe:
        // 0 s: 1.3 (alpha 0, not drawn); 0.12 s: 1 → 40; 0.24 s: 0.8 → 32; 0.32 s: 32; 0.4 s: 40.
        let keyframes: [(Rational, Double?, Double)] = [
            (.zero, nil, 0), (Rational(3, 25), 40, 1), (Rational(6, 25), 32, 1), (Rational(8, 25), 32, 1),
            (Rational(2, 5), 40, 1), (Rational(1, 2), 42, 0.5), (Rational(3, 5), nil, 0),
        ]
        for (time, diameter, alpha) in keyframes {
            let finger = script.layers(at: start + time).first { $0.id == "flow.touch" }
            if let diameter {
                let f = try #require(finger, "no finger at \(time)")
                #expect(abs(f.frame.width - diameter) < 1e-9, "at \(time)")
                #expect(abs(f.frame.center.x - 80) < 1e-9 && abs(f.frame.center.y - 120) < 1e-9)
                #expect(abs(f.alpha - alpha) < 1e-9, "at \(time)")
            } else {
                #expect(finger == nil, "a finger at \(time)")
            }
        }
        // 0.5 s is halfway from lift (scale 1) to gone (scale 1.1, alpha 0): 1.05 × 40 = 42.
    }

    @Test func touchesOffDrawsNoFingerButKeepsTheTiming() throws {
        let dir = TemporaryDirectory()
        let template = try Self.load(FlowFixtures.template(flow: """
              root: list
              touches: false
              steps:
                - push: detail
                  tap: [10, 10]
            """), in: dir)
        let script = try FlowScript(template: template)
        #expect(script.duration == Rational(1, 2) + Rational(2, 5) + Rational(35, 100) + Rational(1))
        #expect(script.layers(at: script.stepStarts[0] + Rational(1, 5)).allSatisfy { $0.id != "flow.touch" })
    }

    @Test func captionAlphaAtItsFadePoints() throws {
        let dir = TemporaryDirectory()
        let template = try Self.load(FlowFixtures.template(flow: """
              root: list
              steps:
                - push: detail
                  duration: 0.5
                  hold: 1.5
                  caption: {text: Biscuit, subtitle: Tap a pet, position: bottom}
            """), in: dir)
        let script = try FlowScript(template: template)
        let start = script.stepStarts[0]
        // The step lasts 0.5 + 1.5 = 2 s; fades of 0.25 s at each end.
        let points: [(Rational, Double)] = [
            (Rational(1, 8), 0.5), (Rational(1, 4), 1), (Rational(1), 1), (Rational(7, 4), 1), (Rational(15, 8), 0.5),
        ]
        for (time, alpha) in points {
            let caption = try #require(script.layers(at: start + time).first { $0.id == "flow.caption" }, "at \(time)")
            #expect(abs(caption.alpha - alpha) < 1e-12, "at \(time)")
            // Bottom: inside the safe area's bottom (0 here), 8 points up.
            #expect(caption.frame.maxY == 240 - 8)
        }
        #expect(script.layers(at: start).allSatisfy { $0.id != "flow.caption" })
        #expect(CaptionOverlay.alpha(at: Rational(2), span: Rational(2)) == 0)
    }

    @Test func aChangeKeepsItsValueInLaterSteps() throws {
        let dir = TemporaryDirectory()
        let template = try Self.load(FlowFixtures.template(flow: """
              root: list
              steps:
                - change:
                    - {target: like, background: ["#CCCCCC", "#FF2D55"]}
                  duration: 0.5
                  curve: linear
                - push: detail
                - pop: true
            """), in: dir)
        let script = try FlowScript(template: template)
        func likeColor(_ time: Rational) -> Color? {
            script.layers(at: time).lazy.compactMap { $0.find(id: "like")?.view.backgroundColor }.first
        }
        let start = script.stepStarts[0]
        #expect(likeColor(start) == (try Color(hex: "#CCCCCC")))
        let mid = try #require(likeColor(start + Rational(1, 4)))
        #expect(abs(mid.red - (0.8 + 1) / 2) < 0.01)
        #expect(likeColor(script.duration) == (try Color(hex: "#FF2D55")))  // after the push and the pop
    }

    @Test func jobsOneAndTwoWriteTheSameBytes() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("flow.yaml", FlowFixtures.template(flow: """
              root: list
              steps:
                - push: detail
                  tap: row-1
                  caption: Open a pet
                  hold: 0.3
                - present: share
                  hold: 0.3
                - dismiss: true
                  hold: 0.2
            """))
        var outputs: [Data] = []
        for jobs in [1, 2] {
            let out = dir.path + "/out-\(jobs).mp4"
            let r = try CLI.run(["render", path, "-o", out, "--jobs", "\(jobs)"])
            try #require(r.status == 0, "\(r.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].count > 1000)
    }

    /// A flow of `rounds` push/pop pairs with holds: 0.5 + rounds × 2 × (0.35 + 0.9) s.
    static func longFlow(rounds: Int) -> String {
        let steps = (0..<rounds).map { _ in "    - {push: detail, tap: row-1, hold: 0.5}\n    - {pop: true, caption: Back, hold: 0.9}" }
        return FlowFixtures.template(flow: "  root: list\n  steps:\n" + steps.joined(separator: "\n"))
    }

    @Test func peakMemoryIsFlatInTheFlowsLength() throws {
        let dir = TemporaryDirectory()
        // 0.5 + 2 × (0.4 + 0.35 + 0.5 + 0.35 + 0.9) = 5.5 s; 12 rounds: 30.5 s.
        let short = dir.write("short.yaml", Self.longFlow(rounds: 2))
        let long = dir.write("long.yaml", Self.longFlow(rounds: 12))
        #expect(try TemplateLoader.load(path: long).flow?.duration == Rational(61, 2))
        let a = try MeasuredRun.run(["render", short, "-o", dir.path + "/short.mp4", "--jobs", "2"])
        let b = try MeasuredRun.run(["render", long, "-o", dir.path + "/long.mp4", "--jobs", "2"])
        try #require(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(Double(b.peakRSS) <= Double(a.peakRSS) * 1.10, "peak RSS \(a.peakRSS) → \(b.peakRSS)")
    }
}
