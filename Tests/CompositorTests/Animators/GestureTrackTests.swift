@testable import CompositorRaster
import Testing
@testable import Compositor

@Suite struct GestureTrackTests {
    /// Drag to 60 % over 0.4 s, then settle linearly over 0.2 s: the transition lasts 0.6 s.
    static func track(completes: Bool) -> GestureTrack {
        GestureTrack(points: [.init(time: .zero, progress: 0), .init(time: Rational(4, 10), progress: 0.6)],
                     completes: completes, settle: .linear, settleDuration: Rational(2, 10))
    }

    @Test func dragThenComplete() {
        let track = Self.track(completes: true)
        #expect(track.duration == Rational(6, 10))
        #expect(abs(track.progress(at: 1.0 / 3) - 0.3) < 1e-12)
        #expect(abs(track.progress(at: 2.0 / 3) - 0.6) < 1e-12)
        #expect(abs(track.progress(at: 5.0 / 6) - 0.8) < 1e-12)
        #expect(track.progress(at: 1) == 1)
    }

    @Test func dragThenCancelSpringsBack() {
        let track = Self.track(completes: false)
        #expect(abs(track.progress(at: 5.0 / 6) - 0.3) < 1e-12)
        #expect(track.progress(at: 1) == 0)
    }

    /// A template's track sets the clip's length and drives its frames; a cancelled drag ends
    /// on the source scene.
    @Test func templateTrackDrivesTheClip() throws {
        let t = try AnimatorFixtures.template(animator: "push", extraSegue: """
              interactive:
                drag: [[0, 0], [0.4, 0.6]]
                release: cancel
                settle: {duration: 0.2, curve: linear}

            """)
        #expect(t.segue.duration == Rational(6, 10))
        let clip = try ClipFrames(template: t, direction: .present)
        #expect(clip.frameCount == 7)  // 0.0 s … 0.6 s at 10 fps
        // Frame 4 is 0.4 s in: the drag's end at 60 %. The finger drives the push linearly
        // (UIKit's percent-driven transition), so it is 60 % covered, not its curve's value at 0.6.
        let top = try #require(clip.layers(at: FrameIndex(4)).first { $0.id == "b" })
        #expect(abs(top.transform.translationX - 100 * (1 - 0.6)) < 1e-9)
        let renderer = SceneRenderer(canvas: t.canvas)
        let source = try renderer.render([t.transitionContext.placed(t.transitionContext.from)])
        #expect(try renderer.render(Transition(template: t).frame(.present, atLinear: 1)) == source)
    }

    @Test func durationAndTrackTogetherIsAnError() throws {
        let dir = TemporaryDirectory()
        let yaml = AnimatorFixtures.yaml(animator: "push", extraSegue: """
              duration: 1
              interactive:
                drag: [[0.1, 0], [0.4, 0.6]]

            """)
        #expect {
            try TemplateLoader.load(path: dir.write("t.yaml", yaml))
        } throws: { error in
            "\(error)".contains("segue.duration: an interactive segue lasts its drag and settle")
                && "\(error)".contains("the drag needs at least two points, the first at 0 seconds")
        }
    }
}

@Suite struct GestureSpringTests {
    /// Without a settle curve the release hands the finger's speed to a critically damped
    /// spring: the drag's last segment moves 0.6 per 0.4 s = 1.5/s toward a target 0.4 away,
    /// so the spring starts at 3.75 distances per second and lands exactly on 1.
    @Test func releaseSpringCarriesTheFingersSpeed() throws {
        let t = try AnimatorFixtures.template(animator: "push", extraSegue: """
              interactive:
                drag: [[0, 0], [0.4, 0.6]]

            """)
        let track = try #require(t.segue.gesture)
        #expect(track.completes)
        guard case .spring(let spring) = track.settle else { Issue.record("expected a spring"); return }
        #expect(spring.dampingRatio == 1 && abs(spring.initialVelocity - 3.75) < 1e-12 && spring.duration == 0.4)
        #expect(track.duration == Rational(8, 10))
        // 8 ms after the release the progress has risen at least by the finger's speed
        // (1.5/s · 0.008 s) — the spring also pulls toward 1 — and has not jumped.
        let justAfter = track.progress(at: 0.51)
        #expect(justAfter > 0.6 + 1.5 * 0.008 && justAfter < 0.63)
        #expect(track.progress(at: 1) == 1)
    }

    /// Curves in templates: a Bézier by its control points and a spring by damping ratio.
    @Test func bezierAndSpringCurves() throws {
        let bezier = try AnimatorFixtures.template(animator: "crossDissolve", extraSegue: "  curve: {bezier: [0.2, 0.2, 0.8, 0.8]}\n")
        #expect(bezier.segue.curve == .cubicBezier(try CubicBezier(x1: 0.2, y1: 0.2, x2: 0.8, y2: 0.8)))
        let spring = try AnimatorFixtures.template(animator: "crossDissolve", extraSegue: "  duration: 0.5\n  curve: {spring: {dampingRatio: 0.5}}\n")
        #expect(spring.segue.curve == .spring(try Spring(dampingRatio: 0.5, duration: 0.5)))
        let dir = TemporaryDirectory()
        #expect {
            try TemplateLoader.load(path: dir.write("t.yaml", AnimatorFixtures.yaml(animator: "crossDissolve", extraSegue: "  curve: {bezier: [1.5, 0, 0.5, 1]}\n")))
        } throws: { "\($0)".contains("segue.curve.bezier: x1 must be in 0...1") }
    }
}
