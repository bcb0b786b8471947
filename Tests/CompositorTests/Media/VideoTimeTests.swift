import CompositorCore
import Testing
@testable import Compositor

/// `VideoContent.recordingTime`: clip time to recording time, exactly.
@Suite struct VideoTimeTests {
    func time(_ video: VideoContent, at clip: Rational) -> Rational {
        var v = video
        v.clipTime = clip
        return v.recordingTime
    }

    @Test func startPlusClipTimeTimesRate() {
        let video = VideoContent(path: "r.mp4", start: Rational(1, 2), rate: Rational(3, 2))
        #expect(time(video, at: .zero) == Rational(1, 2))
        #expect(time(video, at: Rational(2)) == Rational(7, 2))
        #expect(time(video, at: Rational(1, 30)) == Rational(1, 2) + Rational(1, 20))
    }

    @Test func heldAtEndWithoutLoop() {
        let video = VideoContent(path: "r.mp4", start: 1, end: 3)
        #expect(time(video, at: Rational(3, 2)) == Rational(5, 2))
        #expect(time(video, at: 2) == 3)
        #expect(time(video, at: 100) == 3)
    }

    @Test func loopWrapsIntoTheRange() {
        let video = VideoContent(path: "r.mp4", start: 1, end: Rational(5, 2), rate: 2, loops: true)
        // 1.5-s range at 2×: wraps every 0.75 clip seconds.
        #expect(time(video, at: .zero) == 1)
        #expect(time(video, at: Rational(1, 2)) == 2)
        #expect(time(video, at: Rational(3, 4)) == 1)
        #expect(time(video, at: Rational(7, 8)) == Rational(5, 4))
        for n in 0..<200 {
            let t = time(video, at: Rational(Int64(n), 30))
            #expect(t >= 1 && t < Rational(5, 2))
        }
    }
}
