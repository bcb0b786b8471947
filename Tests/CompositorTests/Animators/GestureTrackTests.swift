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
        #expect(clip.frameCount == 6)
        // Frame 4 is 0.4 s in: the drag's end, 60 % linear progress → push covered by easeInOut(0.6).
        let covered = TimingCurve.easeInOut.value(at: 0.6)
        let top = try #require(clip.layers(at: FrameIndex(4)).first { $0.id == "b" })
        #expect(abs(top.transform.translationX - 100 * (1 - covered)) < 1e-9)
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
