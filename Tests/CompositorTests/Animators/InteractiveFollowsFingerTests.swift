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
}
