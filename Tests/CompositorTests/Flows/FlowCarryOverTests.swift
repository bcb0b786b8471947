@testable import CompositorRaster
import Testing
@testable import Compositor

/// State carried over in pixels through sheets over sheets, tabs and unwinds, and the held
/// frames the pipeline skips really being unchanged.
@Suite struct FlowCarryOverTests {
    static func clip(_ flow: String, fps: Int = 10) throws -> (ClipFrames, SegueTemplate) {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("flow.yaml", FlowFixtures.template(fps: fps, flow: flow)))
        return (try ClipFrames(template: template, direction: .present), template)
    }

    static func pixels(_ clip: ClipFrames, _ template: SegueTemplate, at index: Int) throws -> [UInt32] {
        try SceneRenderer(canvas: template.canvas, assets: AssetLoader.load(template)).render(clip.layers(at: FrameIndex(index))).pixels
    }

    @Test(arguments: [
        // A sheet over a sheet, both dismissed: back to the root.
        "  root: list\n  steps:\n    - {present: detail}\n    - {present: share, style: formSheet}\n    - {dismiss: true}\n    - {dismiss: true}",
        // Pushed, presented, pushed inside the sheet, then unwound to the root.
        "  root: list\n  steps:\n    - {push: detail}\n    - {present: share}\n    - {push: walks}\n    - {unwind: list}",
        // Another tab visited and left.
        "  root: list\n  tabs: [list, walks]\n  steps:\n    - {tab: walks}\n    - {tab: list}",
    ])
    func aRoundTripEndsOnTheFirstFramesPixels(flow: String) throws {
        let (clip, template) = try Self.clip(flow)
        #expect(clip.flow?.states.last?.top == "list")
        #expect(try Self.pixels(clip, template, at: clip.frameCount - 1) == Self.pixels(clip, template, at: 0))
        // And somewhere in between the screen was something else.
        let middle = clip.frameCount / 2
        #expect(try Self.pixels(clip, template, at: middle) != Self.pixels(clip, template, at: 0))
    }

    @Test func skippedFramesEqualTheFrameBefore() throws {
        let (clip, _) = try Self.clip("""
              root: list
              tabs: [list, walks]
              touches: {size: 30}
              steps:
                - {push: detail, tap: row-1, caption: {text: Open, callout: row-1}, hold: 0.6}
                - {change: [{target: share, alpha: [1, 0.3]}], tap: share, caption: Dim, hold: 0.4}
                - {present: share, caption: {text: Sheet, position: bottom}, hold: 0.3}
                - {dismiss: true, interactive: {drag: [[0, 0], [0.3, 0.4]], release: cancel}, hold: 0.3}
                - {dismiss: true, hold: 0}
                - {tab: walks, hold: 0.5}
            """, fps: 30)
        var skipped = 0
        for i in 1..<clip.frameCount where clip.repeatsPrevious(FrameIndex(i)) {
            skipped += 1
            #expect(clip.layers(at: FrameIndex(i)) == clip.layers(at: FrameIndex(i - 1)), "frame \(i)")
        }
        #expect(skipped > clip.frameCount / 4)
    }

    @Test func theDocumentedThreeStepFlowHas144Frames() throws {
        // docs/templates.md, "Timing": 0.5 + (0.4 + 0.35 + 1) + (0.5 + 1) + (0.5 + 0.5) = 4.75 s at 30 fps.
        let (clip, _) = try Self.clip("""
              root: list
              steps:
                - {push: detail, tap: row-1}
                - {present: share, animator: coverVertical, style: pageSheet}
                - {dismiss: true, hold: 0.5}
            """, fps: 30)
        #expect(clip.frameCount == 144)
        #expect(clip.flow?.stepStarts == [Rational(1, 2), Rational(9, 4), Rational(15, 4)])
        // Frame 38 (1.2667 s) is the first after the push ends at 1.25 s; frame 37 is still in it.
        #expect(clip.flow?.stateIndex(at: Rational(38, 30)) == 1)
        #expect(clip.flow?.stateIndex(at: Rational(37, 30)) == 0)
        #expect(clip.flow?.stateIndex(at: Rational(83, 30)) == 2)
    }
}
