import Testing
@testable import Compositor

/// The bundled interactive clips map the finger 1:1, as UIKit's percent-driven transitions do
/// ("during the interactive portion of a view controller transition, the animation curve is
/// linear", UIPercentDrivenInteractiveTransition `completionCurve`): at every frame of the drag
/// the view under the finger has moved exactly as far as the finger, worked by hand from the
/// template's drag points.
@Suite struct InteractiveFollowsFingerTests {
    /// Each frame of `clip` inside the drag: the seconds since the drag began, and the layers.
    static func dragFrames(_ clip: ClipFrames, release: Double) -> [(time: Double, layers: [View])] {
        let timeline = clip.timeline
        return timeline.frames.compactMap { index in
            let time = timeline.frameRate.time(of: index) - timeline.holdBefore
            guard time >= .zero, time.doubleValue <= release else { return nil }
            return (time.doubleValue, clip.layers(at: index))
        }
    }

    /// The drag's progress at `t` seconds: straight lines between the template's points.
    static func dragProgress(_ t: Double, points: [(Double, Double)]) -> Double {
        let i = points.lastIndex { $0.0 <= t }!
        guard i + 1 < points.count else { return points[i].1 }
        let (t0, p0) = points[i], (t1, p1) = points[i + 1]
        return p0 + (p1 - p0) * (t - t0) / (t1 - t0)
    }

    /// interactive-cancel: a page sheet on an iPhone 14 (390×844, status bar 47 pt) has its top
    /// at 47 + 10 = 57 pt, so a full dismissal moves it 844 − 57 = 787 pt down; the drag
    /// [[0, 0], [0.2, 0.15], [0.5, 0.35]] puts the finger 787·p(t) pt below where it landed
    /// (275.45 pt at the release). The sheet's offset is that translation within 1 pt.
    @Test func theSheetStaysUnderTheFinger() throws {
        let t = try TemplateLoader.load(path: BundledTemplateTests.folder + "/interactive-cancel.yaml")
        let clip = try ClipFrames(template: t, direction: .dismiss)
        let points = [(0.0, 0.0), (0.2, 0.15), (0.5, 0.35)]
        let frames = Self.dragFrames(clip, release: 0.5)
        #expect(frames.count >= 15)
        var worst = 0.0
        for (time, layers) in frames {
            let translation = 787 * Self.dragProgress(time, points: points)
            let sheet = layers.first { $0.frame.minY == 57 && $0.frame.width == 390 }
            let offset = sheet?.transform.translationY ?? 0
            if translation > 0 { #expect(sheet != nil, "no sheet at \(time) s") }
            worst = max(worst, abs(offset - translation))
            #expect(abs(offset - translation) <= 1, "at \(time) s the sheet is \(offset) pt down, the finger \(translation) pt")
        }
        #expect(worst < 1e-6)
    }

    /// interactive-pop: the edge swipe's finger starts at the screen's leading edge and moves
    /// 390·p(t) pt right on an iPhone 14, the drag [[0, 0], [0.15, 0.1], [0.45, 0.4], [0.7, 0.6]]
    /// (234 pt at the release); the popped screen's leading edge is there within 1 pt.
    @Test func thePoppedScreenStaysUnderTheFinger() throws {
        let t = try TemplateLoader.load(path: BundledTemplateTests.folder + "/interactive-pop.yaml")
        let clip = try ClipFrames(template: t, direction: .present)
        let points = [(0.0, 0.0), (0.15, 0.1), (0.45, 0.4), (0.7, 0.6)]
        let frames = Self.dragFrames(clip, release: 0.7)
        #expect(frames.count >= 20)
        var worst = 0.0
        for (time, layers) in frames {
            let finger = 390 * Self.dragProgress(time, points: points)
            guard finger > 0 else { continue }
            // The popped scene: the full-screen layer moving right (the one below moves left).
            let popped = try #require(layers.first { $0.frame == t.canvas.bounds && $0.transform.translationX > 0 }, "at \(time) s")
            let edge = popped.frame.minX + popped.transform.translationX
            worst = max(worst, abs(edge - finger))
            #expect(abs(edge - finger) <= 1, "at \(time) s the leading edge is at \(edge) pt, the finger at \(finger) pt")
        }
        #expect(worst < 1e-6)
    }

    /// After the release the settle takes over from where the finger let go: no jump between the
    /// last frame of the drag and the first of the settle larger than the finger's own speed
    /// carries it (UISpringTimingParameters' initialVelocity: the release hands its speed on).
    @Test func theReleaseContinuesFromTheFinger() throws {
        let t = try TemplateLoader.load(path: BundledTemplateTests.folder + "/interactive-pop.yaml")
        let track = try #require(t.segue.gesture)
        let release = track.releaseTime.doubleValue / track.duration.doubleValue
        let step = 1.0 / 600  // a 60th of a tenth of a second
        let at = track.progress(at: release), after = track.progress(at: release + step)
        // The drag's last segment moves 0.2 per 0.25 s = 0.8/s; over step·duration seconds
        // that is 0.8 · 1.1 / 600 ≈ 0.0015 — the spring also pulls toward 1, so at most twice.
        #expect(at == 0.6)
        #expect(after > at && after - at < 2 * 0.8 * track.duration.doubleValue * step + 1e-9)
    }

    /// interactive-cancel's own settle (a 0.7-damped spring over 0.6 s) starts at the finger's
    /// speed, as UIKit's completion spring takes the release velocity
    /// (UISpringTimingParameters.initialVelocity): the last drag segment moves (0.35 − 0.15) /
    /// 0.3 s = 2/3 of the dismissal per second toward the bottom, which is −(2/3) / 0.35 =
    /// −1.905 settles per second (away from the cancel's target). Over the first frame after
    /// the release (1/60 s) that speed alone carries the sheet, 787 · 0.35 = 275.45 pt down at
    /// the release, a further 787 · (2/3) / 60 = 8.74 pt down. The spring's pull acts on top
    /// of it: started at rest (`velocity: 0`) the same spring lifts the sheet in that frame,
    /// and with the finger's speed the sheet ends the frame lower by the speed's share,
    /// v·H(τ) with H(τ) = e^(−ζω₀τ)·sin(ω_d τ)/ω_d ≈ τ·(1 − ζω₀τ): with ω₀ ≈ 17/s for a 0.7
    /// ratio settling in 0.6 s, 8.74 · (1 − 0.2) ≈ 7 pt, within 6 to 8.74 pt. This template's
    /// spring is stiff: ω₀²·0.35·τ²/2 = 0.014 of the dismissal against the finger's 0.011, so
    /// the sheet turns back up a few milliseconds after the release, within that first frame.
    @Test func theCancelledSheetCarriesOnFromTheReleaseVelocity() throws {
        let t = try TemplateLoader.load(path: BundledTemplateTests.folder + "/interactive-cancel.yaml")
        let track = try #require(t.segue.gesture)
        #expect(abs(GestureTrack.releaseVelocity(points: track.points, completes: false) - (2.0 / 3) / -0.35) < 1e-12)
        let dir = TemporaryDirectory()
        let yaml = try String(contentsOfFile: BundledTemplateTests.folder + "/interactive-cancel.yaml", encoding: .utf8)
            .replacingOccurrences(of: "{spring: {dampingRatio: 0.7}}", with: "{spring: {dampingRatio: 0.7, velocity: 0}}")
        let atRest = try TemplateLoader.load(path: dir.write("interactive-cancel.yaml", yaml))
        func firstStep(_ template: SegueTemplate) throws -> Double {
            let clip = try ClipFrames(template: template, direction: .dismiss)
            let timeline = clip.timeline
            let after = try #require(timeline.frames.first { timeline.frameRate.time(of: $0) - timeline.holdBefore > Rational(1, 2) })
            #expect(timeline.frameRate.time(of: after) - timeline.holdBefore == Rational(1, 2) + Rational(1, 60))
            let sheet = try #require(clip.layers(at: after).first { $0.frame.minY == 57 && $0.frame.width == 390 })
            return sheet.transform.translationY - 787 * 0.35
        }
        let carried = try firstStep(t), still = try firstStep(atRest)
        let speedShare = carried - still, fingerStep: Double = 787 * (2.0 / 3) / 60
        #expect(speedShare > 6 && speedShare <= fingerStep + 1e-9, "\(carried) \(still)")
    }
}
