import Foundation
import Testing
@testable import Compositor

/// The `focus` step (issue 45 scope 2): `FocusZoom`'s geometry in exact rationals against
/// numbers worked by hand, the zoom's progress over the step, and the flow drawing it.
@Suite struct FocusStepTests {
    /// [100, 200, 195, 422] on 390 × 844: W/w = H/h = 2, so scale 2; the center (197.5, 411)
    /// goes to (195, 422): offset 195 − 2·197.5 = −200 and 422 − 2·411 = −400, inside
    /// [−390, 0] × [−844, 0]. The region's corners land on the canvas's: 2·100 − 200 = 0,
    /// 2·295 − 200 = 390. Halfway (q = 0.5): scale 1.5, offset (−100, −200).
    @Test func regionInTheMiddle() {
        let z = FocusZoom(x: 100, y: 200, width: 195, height: 422, canvasWidth: 390, canvasHeight: 844)
        #expect(z.scale == Rational(2))
        #expect((z.offsetX, z.offsetY) == (Rational(-200), Rational(-400)))
        #expect(z.scale * Rational(295) + z.offsetX == Rational(390))
        let half = z.at(0.5)
        #expect(half.scale == 1.5 && half.offsetX == -100 && half.offsetY == -200)
        #expect(z.at(0) == (1, 0, 0))
    }

    /// [0, 0, 100, 100]: min(3.9, 8.44) = 39/10; centered, the offset would be 195 − 3.9·50 = 0
    /// and 422 − 195 = 227 > 0 (the area above the screen would show): clamped to 0.
    @Test func regionAtTheTopLeftCorner() {
        let z = FocusZoom(x: 0, y: 0, width: 100, height: 100, canvasWidth: 390, canvasHeight: 844)
        #expect(z.scale == Rational(39, 10))
        #expect((z.offsetX, z.offsetY) == (Rational(0), Rational(0)))
    }

    /// [300, 800, 90, 44]: min(390/90, 844/44) = 13/3; x: 195 − (13/3)·345 = −1300, exactly the
    /// bound 390 − (13/3)·390; y: 422 − (13/3)·822 = −3140 is past 844 − (13/3)·844 = −8440/3,
    /// so it is clamped there (the bottom edge stays the screen's).
    @Test func regionAtTheBottomRightCorner() {
        let z = FocusZoom(x: 300, y: 800, width: 90, height: 44, canvasWidth: 390, canvasHeight: 844)
        #expect(z.scale == Rational(13, 3))
        #expect(z.offsetX == Rational(-1300))
        #expect(z.offsetY == Rational(-8440, 3))
    }

    /// A region larger than the screen: scale 1, no offset. A tap at (195, 422) at scale 2 is
    /// the region [97.5, 211, 195, 422]: offset (195 − 390, 422 − 844).
    @Test func largeRegionAndTapZoom() {
        let big = FocusZoom(x: -10, y: -10, width: 800, height: 2000, canvasWidth: 390, canvasHeight: 844)
        #expect(big.scale == Rational(1) && big.offsetX == .zero && big.offsetY == .zero)
        let tap = FocusZoom(centerX: 195, centerY: 422, scale: 2, canvasWidth: 390, canvasHeight: 844)
        #expect(tap.scale == Rational(2))
        #expect((tap.offsetX, tap.offsetY) == (Rational(-195), Rational(-422)))
    }

    /// Lead 0.4, zoom 0.5, hold 1, linearly: 0 until 0.4, 0.5 at 0.65, 1 from 0.9 to 1.9, 0.5
    /// at 2.15, 0 from 2.4 (the step's span, 0.4 + 0.5 + 1 + 0.5).
    @Test func progressOverTheStep() {
        func q(_ t: Rational) -> Double {
            FlowFocus.progress(at: t, lead: Rational(2, 5), duration: Rational(1, 2), hold: Rational(1), curve: .linear)
        }
        #expect([q(Rational(2, 5)), q(Rational(13, 20)), q(Rational(9, 10)), q(Rational(19, 10)), q(Rational(43, 20)), q(Rational(12, 5))]
                == [0, 0.5, 1, 1, 0.5, 0])
        let step = FlowStep(action: .focus(FlowFocus(.tap(scale: 2))), duration: Rational(1, 2), curve: .linear, hold: Rational(1), tap: .view("like"))
        #expect(step.span == Rational(12, 5))
    }

    /// A flow with a focus step: zoomed during its hold (one clipped view, the screen scaled by
    /// the region's 2 and moved by its offset), as it was before and after; the default curve
    /// is the critically damped spring, and the state does not change.
    @Test func flowDrawsTheZoom() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("focus.yaml", FlowFixtures.template(flow: """
          root: list
          hold: 0.5
          steps:
            - {focus: [40, 60, 80, 120], tap: like, hold: 1}
            - {push: detail, duration: 0.5, hold: 0.5}
        """))
        let template = try TemplateLoader.load(path: path)
        let step = try #require(template.flow?.steps.first)
        guard case .spring(let spring) = step.curve else { Issue.record("focus curve \(step.curve)"); return }
        #expect(spring.dampingRatio == 1)
        #expect(step.duration == Rational(1, 2))
        let script = try FlowScript(template: template)
        #expect(script.stateIndex(at: Rational(3)) == 1)
        // 0.5 + 0.4 lead + 0.5 zoom: zoomed from 1.4 to 2.4.
        let zoomed = script.layers(at: Rational(2))
        let wrapper = try #require(zoomed.first)
        #expect(wrapper.id == "flow.focus" && wrapper.clipsToBounds)
        // 160 × 240 and [40, 60, 80, 120]: scale 2, offset (80 − 160, 120 − 240) = (−80, −120);
        // about the center (80, 120): translation −80 + 80 = 0 and −120 + 120 = 0.
        #expect(wrapper.transform.scaleX == 2 && wrapper.transform.scaleY == 2)
        #expect(wrapper.transform.translationX == 0 && wrapper.transform.translationY == 0)
        #expect(script.layers(at: Rational(1, 2)).first?.id != "flow.focus")
        #expect(script.layers(at: Rational(29, 10)).first?.id != "flow.focus")
        #expect(script.stillStretch(at: Rational(2)) == nil)
    }

    /// `focus: {scale}` needs the step's tap; a region needs a positive size.
    @Test func focusNeedsATapOrARegion() throws {
        let dir = TemporaryDirectory()
        let noTap = dir.write("a.yaml", FlowFixtures.template(flow: "  root: list\n  steps:\n    - {focus: {scale: 2}}\n"))
        let r = try CLI.run(["validate", noTap])
        #expect(r.status == 3)
        #expect(r.stderr.contains("focus: {scale} zooms about the step's tap"), "\(r.stderr)")
        let flat = dir.write("b.yaml", FlowFixtures.template(flow: "  root: list\n  steps:\n    - {focus: [0, 0, 0, 10]}\n"))
        let f = try CLI.run(["validate", flat])
        #expect(f.status == 3)
        #expect(f.stderr.contains("width and height must be positive"), "\(f.stderr)")
    }
}
