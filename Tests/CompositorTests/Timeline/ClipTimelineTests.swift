import Testing
@testable import Compositor

@Suite struct ClipTimelineTests {
    @Test func frameCountIsDurationTimesFPSRoundedUp() {
        let t = ClipTimeline(frameRate: FrameRate(60), holdBefore: Rational(1, 2), transition: Rational(1), holdAfter: Rational(1, 2))
        #expect(t.frameCount == 120)
        let odd = ClipTimeline(frameRate: FrameRate(Rational(30000, 1001)), holdBefore: .zero, transition: Rational(1), holdAfter: .zero)
        #expect(odd.frameCount == 30)  // 29.97 frames → 30
    }

    @Test func progressIsExactAtFrameTimes() {
        let t = ClipTimeline(frameRate: FrameRate(10), holdBefore: Rational(2, 10), transition: Rational(5, 10), holdAfter: Rational(3, 10))
        #expect(t.frameCount == 10)
        #expect(t.exactProgress(at: FrameIndex(0)) == .zero)
        #expect(t.exactProgress(at: FrameIndex(2)) == .zero)
        #expect(t.exactProgress(at: FrameIndex(3)) == Rational(1, 5))
        #expect(t.exactProgress(at: FrameIndex(7)) == .one)
        #expect(t.exactProgress(at: FrameIndex(9)) == .one)
    }

    @Test func frameTimesAreExactRationals() {
        let rate = FrameRate(Rational(30000, 1001))
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
