@testable import CompositorRaster
import Testing
@testable import Compositor

/// One pop: a flow's `pop` of a pushed scene is UIKit's navigation pop, the `pop` animator's
/// frames, not the push played backwards (which would creep for most of its 0.35 s and then
/// whip the screen off).
@Suite struct FlowPopTests {
    /// The fixture's scenes at 60 fps, with `section` (a `flow:` or a `segue:`) after them.
    static func template(_ section: String) -> String {
        let flow = FlowFixtures.template(fps: 60, flow: "")
        return String(flow[..<flow.range(of: "flow:")!.lowerBound]) + section
    }

    /// Every frame of the flow's pop (list → detail pushed, then popped) draws the same pixels
    /// as the `pop` animator's segue from detail to list, frame for frame over its 0.35 s.
    @Test func aFlowPopDrawsThePopAnimatorsFrames() throws {
        let dir = TemporaryDirectory()
        let flowTemplate = try TemplateLoader.load(path: dir.write("flow.yaml", Self.template("""
            flow:
              root: list
              steps:
                - push: detail
                - pop: true

            """)))
        let segueTemplate = try TemplateLoader.load(path: dir.write("pop.yaml", Self.template("""
            segue:
              animator: pop
              from: detail
              to: list
              holdBefore: 0
              holdAfter: 0

            """)))
        let script = try FlowScript(template: flowTemplate)
        let clip = try ClipFrames(template: segueTemplate, direction: .present)
        #expect(clip.frameCount == 22)  // 0.35 s at 60 fps: frames 0 … 21
        let renderer = SceneRenderer(canvas: flowTemplate.canvas)
        let start = script.stepStarts[1]
        for i in 0..<clip.frameCount {
            let flowFrame = try renderer.render(script.layers(at: start + Rational(Int64(i), 60)))
            let popFrame = try renderer.render(clip.layers(at: FrameIndex(i)))
            #expect(flowFrame == popFrame, "frame \(i) of the pop differs")
        }
    }

    /// The segue animators agree too: `push`'s dismiss clip is `pop`'s presentation of the same
    /// two screens, and `pop`'s dismiss clip is `push`'s, frame for frame.
    @Test(arguments: [("push", "pop"), ("pop", "push")])
    func aDismissIsTheOtherAnimatorsPresentation(animator: String, other: String) throws {
        let dir = TemporaryDirectory()
        func segue(_ name: String, from: String, to: String) throws -> SegueTemplate {
            try TemplateLoader.load(path: dir.write("\(name).yaml", Self.template("""
                segue:
                  animator: \(name)
                  presentation: navigation
                  from: \(from)
                  to: \(to)
                  holdBefore: 0
                  holdAfter: 0

                """)))
        }
        let a = try segue(animator, from: "list", to: "detail"), b = try segue(other, from: "detail", to: "list")
        let dismissing = try ClipFrames(template: a, direction: .dismiss), presenting = try ClipFrames(template: b, direction: .present)
        #expect(dismissing.frameCount == presenting.frameCount)
        let renderer = SceneRenderer(canvas: a.canvas)
        for i in 0..<dismissing.frameCount {
            #expect(try renderer.render(dismissing.layers(at: FrameIndex(i))) == renderer.render(presenting.layers(at: FrameIndex(i))), "frame \(i)")
        }
    }
}
