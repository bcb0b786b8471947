import Testing
@testable import Compositor

@Suite struct ClipTimelineTests {
    /// Frames sample the closed interval [0, D]: 2 s at 60 fps is frames 0/60 … 120/60, 121 of
    /// them; 1 s at 30000/1001 fps is 29.97 frame periods, so frames 0 … 30 (the last at
    /// 30 × 1001 / 30000 = 1.001 s, the first time at or after D).
    @Test func frameCountCoversTheClosedInterval() throws {
        let t = ClipTimeline(frameRate: FrameRate(60), holdBefore: Rational(1, 2), transition: Rational(1), holdAfter: Rational(1, 2))
        #expect(t.frameCount == 121)
        #expect(t.lastFrameTime == Rational(2))
        #expect(t.videoDuration == Rational(121, 60))
        let odd = ClipTimeline(frameRate: try FrameRate(Rational(30000, 1001)), holdBefore: .zero, transition: Rational(1), holdAfter: .zero)
        #expect(odd.frameCount == 31)
        #expect(odd.lastFrameTime == Rational(1001, 1000))
    }

    /// With `holdAfter: 0` the last frame is the final state (progress exactly 1) and the one
    /// before it is not, whether or not D × fps is whole.
    @Test func lastFrameIsTheFinalState() throws {
        for rate in [FrameRate(60), try FrameRate(Rational(30000, 1001)), FrameRate(24)] {
            for transition in [Rational(1), Rational(7, 20), Rational(1, 3)] {
                let t = ClipTimeline(frameRate: rate, holdBefore: Rational(1, 10), transition: transition, holdAfter: .zero)
                let last = FrameIndex(t.frameCount - 1)
                #expect(t.exactProgress(at: last) == .one)
                #expect(t.exactProgress(at: last.advanced(by: -1)) < .one)
            }
        }
    }

    @Test func progressIsExactAtFrameTimes() {
        let t = ClipTimeline(frameRate: FrameRate(10), holdBefore: Rational(2, 10), transition: Rational(5, 10), holdAfter: Rational(3, 10))
        #expect(t.frameCount == 11)  // 0.0 s … 1.0 s
        #expect(t.exactProgress(at: FrameIndex(0)) == .zero)
        #expect(t.exactProgress(at: FrameIndex(2)) == .zero)
        #expect(t.exactProgress(at: FrameIndex(3)) == Rational(1, 5))
        #expect(t.exactProgress(at: FrameIndex(7)) == .one)
        #expect(t.exactProgress(at: FrameIndex(10)) == .one)
    }

    @Test func frameTimesAreExactRationals() throws {
        let rate = try FrameRate(Rational(30000, 1001))
        #expect(rate.time(of: FrameIndex(30000)) == Rational(1001))
        #expect(rate.timeBase == Rational(1001, 30000))
    }

    @Test func rationalParsing() {
        #expect(Rational(parsing: "0.35") == Rational(7, 20))
        #expect(Rational(parsing: "-1.5") == Rational(-3, 2))
        #expect(Rational(parsing: "30000/1001") == Rational(30000, 1001))
        #expect(Rational(parsing: "2") == Rational(2))
        #expect(Rational(parsing: "1e3") == nil)
        #expect(Rational(parsing: "nan") == nil)
        #expect(Rational(parsing: ".") == nil)
        #expect(Rational(7, 2).floor == 3 && Rational(-7, 2).floor == -4 && Rational(7, 2).ceiling == 4)
    }
}
