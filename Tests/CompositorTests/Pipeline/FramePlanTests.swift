@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// The frame planner (`ClipFrames.plan(at:renderer:planes:recent:)`, `SceneRenderer.plan`) as a
/// pure function: the plans of a hold, a push and a cross-dissolve on a 100 × 200 pixel canvas
/// at 8 fps, worked out by hand from the clip's timeline and the animators' geometry, and the
/// same whatever the renderer's caches hold.
@Suite struct FramePlanTests {
    /// Two scenes with a gradient each (costly content: a moving scene is resampled from its
    /// store), 100 × 200 points at scale 1, 8 fps; a 0.25 s hold (frames 0–2), a 1 s linear
    /// transition (frames 2–10: frame i is at progress (i − 2) / 8) and a 0.25 s hold (10–12).
    static func template(animator: String, presentation: String) throws -> SegueTemplate {
        let yaml = """
        canvas: {size: [100, 200], scale: 1, background: "#000000"}
        video: {fps: 8}
        scenes:
          a:
            background: "#FFFFFF"
            views:
              - frame: [0, 0, 100, 60]
                gradient: {colors: ["#4678BE", "#F0BE96"]}
          b:
            background: "#F2F2F7"
            views:
              - frame: [0, 100, 100, 60]
                gradient: {colors: ["#F0BE96", "#4678BE"]}
        segue:
          animator: \(animator)
          presentation: \(presentation)
          from: a
          to: b
          duration: 1
          curve: linear
          holdBefore: 0.25
          holdAfter: 0.25
        """
        let dir = TemporaryDirectory()
        return try withExtendedLifetime(dir) { try TemplateLoader.load(path: dir.write("t.yaml", yaml)) }
    }

    static func plans(_ template: SegueTemplate, planes: Bool = true) throws -> [FramePlan] {
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        return (0..<frames.frameCount).map { frames.plan(at: FrameIndex($0), renderer: renderer, planes: planes) }
    }

    @Test func holdsRepeatAndScenesAtRestAreCopies() throws {
        let plans = try Self.plans(Self.template(animator: "push", presentation: "navigation"))
        // 1.5 s at 8 fps: ⌈12⌉ + 1 = 13 frames. Frames 1, 2 (progress 0) and 11, 12
        // (progress 1) show what the frame before shows; 0 and 10 are a scene alone at rest.
        // Between, frame 2 + k has the top scene at 100 · (1 − k/8) = 100 − 12.5k: at whole
        // pixels for even k, where a moving store is drawn uncached (only a scene at rest is
        // copied), so no slide of two resampled stores: those frames are composited.
        #expect(plans.count == 13)
        #expect(plans.map(\.kind) == ["copy", "repeat", "repeat", "slide", "composite", "slide", "composite", "slide", "composite", "slide",
                                      "copy", "repeat", "repeat"])
    }

    @Test func pushIsASlideWorkedByHand() throws {
        let plans = try Self.plans(Self.template(animator: "push", presentation: "navigation"))
        // Frame 3: progress 1/8 = t. The under scene moves left by 0.3 · 100 · t = 3.75 px,
        // so column x reads texels x + 3.75: offset 3, weight 0.75 · 256 = 192. The top scene
        // sits at 100 · (1 − t) = 87.5: column x reads x − 87.5, offset −88, weight 128.
        guard case .slide(let composite, let slide) = plans[3] else { Issue.record("frame 3: \(plans[3].kind)"); return }
        #expect(slide.under.offset == 3 && slide.under.weight == 192 && slide.under.left == -3.75)
        #expect(slide.top.offset == -88 && slide.top.weight == 128 && slide.top.left == 87.5)
        // The under band ends at the 14-point edge shadow hung left of the top scene
        // (87.5 − 14 = 73.5, rounded down to an even column: 72); the top band starts at its
        // first fully covered column, ⌈87.5⌉ = 88. Columns 72..<88 are the RGBA strip.
        #expect(slide.underEnd == 72 && slide.topStart == 88 && slide.hung.count == 1)
        // The dimming between: black 10 % at alpha t.
        #expect(slide.fill == Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(opacity: 0.125))
        // No layer covers the frame: the RGBA route starts from the background.
        guard case .background = composite.start else { Issue.record("start \(composite.start)"); return }
        #expect(composite.layers.count == 3)
    }

    @Test func pushWithoutAPlaneWriterIsComposited() throws {
        // An RGBA-only render (PNG, ProRes) skips the plane shapes: the same frames composite.
        let plans = try Self.plans(Self.template(animator: "push", presentation: "navigation"), planes: false)
        #expect(plans[3...9].allSatisfy { $0.kind == "composite" })
        #expect(plans[0].kind == "copy" && plans[1].kind == "repeat")
    }

    @Test func crossDissolveWorkedByHand() throws {
        let plans = try Self.plans(Self.template(animator: "crossDissolve", presentation: "fullScreen"))
        // Frame 3: the incoming scene at alpha 1/8 over the outgoing one at rest, both opaque
        // stores filling the frame: 8-bit opacity round(255 / 8) = round(31.875) = 32.
        guard case .crossFade(let under, let over) = plans[3] else { Issue.record("frame 3: \(plans[3].kind)"); return }
        #expect(over.opacity == 32 && under.opacity == 255)
        // Frame 9: progress 7/8, round(223.125) = 223.
        guard case .crossFade(_, let late) = plans[9] else { Issue.record("frame 9: \(plans[9].kind)"); return }
        #expect(late.opacity == 223)
        #expect(plans.map(\.kind) == ["copy", "repeat", "repeat"] + Array(repeating: "crossFade", count: 7) + ["copy", "repeat", "repeat"])
    }

    @Test func planDoesNotDependOnTheCaches() throws {
        // Planned by a fresh renderer, then again after it has drawn and written every frame
        // (stores and planes made): the same plans.
        let template = try Self.template(animator: "push", presentation: "navigation")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        func summary(_ plan: FramePlan) -> String {
            if case .slide(_, let s) = plan { return "slide \(s.under.offset) \(s.under.weight) \(s.top.offset) \(s.underEnd) \(s.topStart)" }
            return plan.kind
        }
        let before = (0..<frames.frameCount).map { summary(frames.plan(at: FrameIndex($0), renderer: renderer, planes: true)) }
        for i in 0..<frames.frameCount {
            let plan = frames.plan(at: FrameIndex(i), renderer: renderer, planes: true)
            var pixmap = Pixmap(width: frames.canvas.pixelWidth, height: frames.canvas.pixelHeight)
            try renderer.render(plan, into: &pixmap)
            _ = try renderer.planeFrame(plan)
        }
        let after = (0..<frames.frameCount).map { summary(frames.plan(at: FrameIndex($0), renderer: renderer, planes: true)) }
        #expect(before == after)
        #expect(before[3] == "slide 3 192 -88 72 88")
    }

    /// A push between scenes with a floating bar whose shadow shows past the screen's edges
    /// (the component kit's mini player): each moving scene is drawn from its store and its
    /// shadow overhang's (`SceneRenderer.OverhungLayer`), so the frames between are slides
    /// whose strip also holds the top scene's overhang, and their planes are within ±1 of
    /// converting the RGBA frame (`PlaneBands`).
    @Test func pushOfScenesWithAShadowPastTheirEdgesIsASlide() throws {
        func scene(_ background: String, _ bar: String) -> String {
            """
                background: "\(background)"
                views:
                  - frame: [0, 0, 100, 60]
                    gradient: {colors: ["#4678BE", "#F0BE96"]}
                  - frame: [4, 140, 92, 24]
                    background: "\(bar)"
                    cornerRadius: 8
                    shadow: {opacity: 0.4, radius: 6, offset: [0, 2]}
            """
        }
        let yaml = """
        canvas: {size: [100, 200], scale: 1, background: "#000000"}
        video: {fps: 8}
        scenes:
          a:
        \(scene("#FFFFFF", "#FAFAFA"))
          b:
        \(scene("#F2F2F7", "#FFFFFF"))
        segue: {animator: push, presentation: navigation, from: a, to: b, duration: 1, curve: linear, holdBefore: 0.25, holdAfter: 0.25}
        """
        let dir = TemporaryDirectory()
        let template = try withExtendedLifetime(dir) { try TemplateLoader.load(path: dir.write("t.yaml", yaml)) }
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        var slides = 0
        for i in 0..<frames.frameCount {
            let plan = frames.plan(at: FrameIndex(i), renderer: renderer, planes: true)
            guard case .slide(_, let slide) = plan else { continue }
            slides += 1
            #expect(slide.underOverhang != nil && slide.topOverhang != nil, "frame \(i)")
            // The strip: the top scene's edge, its 14-point edge shadow and its bar's shadow,
            // which reaches 6 · 3 + 1 − 4 = 15 points past the scene's edge.
            #expect(slide.topStart - slide.underEnd <= 24, "frame \(i): \(slide.underEnd)..<\(slide.topStart)")
            var rgba = Pixmap(width: 100, height: 200)
            try renderer.render(plan, into: &rgba)
            let written = try #require(try renderer.planeFrame(plan))
            #expect(PlaneFrameTests.largestDifference(try PlaneFrameTests.written(written), try PlaneFrameTests.converted(rgba)) <= 1, "frame \(i)")
        }
        // Frames 3, 5, 7 and 9 (at whole pixels in between, the top scene is drawn uncached).
        #expect(slides == 4)
    }
}
