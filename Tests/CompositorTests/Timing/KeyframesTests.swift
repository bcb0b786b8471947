import Testing
@testable import Compositor

@Suite struct KeyframesTests {
    @Test func valuesAreExactAtStopsAndHeldOutside() throws {
        let frames = try Keyframes([.init(time: 0.2, value: 10), .init(time: 0.5, value: -4), .init(time: 0.9, value: 0.3)],
                                   curves: [.easeInOut, .easeIn])
        #expect(frames.value(at: 0) == 10 && frames.value(at: 0.2) == 10)
        #expect(frames.value(at: 0.5) == -4)
        #expect(frames.value(at: 0.9) == 0.3 && frames.value(at: 1) == 0.3)
        #expect(frames.value(at: .nan) == 10)
    }

    @Test func segmentsFollowTheirCurves() throws {
        let frames = try Keyframes([.init(time: 0, value: 0), .init(time: 0.5, value: 100), .init(time: 1, value: 50)],
                                   curves: [.easeIn, .linear])
        #expect(abs(frames.value(at: 0.25) - 100 * TimingCurve.easeIn.value(at: 0.5)) < 1e-12)
        #expect(abs(frames.value(at: 0.75) - 75) < 1e-12)
    }

    @Test func oneCurveServesEverySegment() throws {
        let frames = try Keyframes([.init(time: 0, value: 0), .init(time: 0.5, value: 1), .init(time: 1, value: 0)],
                                   curves: [.easeOut])
        #expect(frames.curves == [.easeOut, .easeOut])
        #expect(abs(frames.value(at: 0.75) - (1 - TimingCurve.easeOut.value(at: 0.5))) < 1e-12)
    }

    @Test func stopsAtOneTimeMakeAJump() throws {
        let frames = try Keyframes([.init(time: 0, value: 0), .init(time: 0.5, value: 1), .init(time: 0.5, value: 5),
                                    .init(time: 1, value: 6)])
        #expect(frames.value(at: 0.4999) < 1 && frames.value(at: 0.5) == 5 && frames.value(at: 0.75) == 5.5)
    }

    @Test func twoStopInitializerMatchesTheCurve() {
        let frames = Keyframes(from: 20, to: 120, curve: .easeInOut)
        #expect(frames.value(at: 0) == 20 && frames.value(at: 1) == 120 && frames.value(at: 0.5) == 70)
    }

    @Test func invalidKeyframesAreRejected() {
        let cases: [(String, () throws -> Keyframes)] = [
            ("keyframes", { try Keyframes([]) }),
            ("keyframes[1].time", { try Keyframes([.init(time: 0, value: 0), .init(time: 1.5, value: 1)]) }),
            ("keyframes[1].time", { try Keyframes([.init(time: 0.5, value: 0), .init(time: 0.2, value: 1)]) }),
            ("keyframes[0].value", { try Keyframes([.init(time: 0, value: .nan)]) }),
            ("curves", { try Keyframes([.init(time: 0, value: 0), .init(time: 0.5, value: 1), .init(time: 1, value: 0)],
                                       curves: [.linear, .easeIn, .easeOut]) }),
        ]
        for (parameter, make) in cases {
            do { _ = try make(); Issue.record("accepted, expected an error for \(parameter)") } catch let error as TimingParameterError {
                #expect(error.parameter == parameter)
            } catch { Issue.record("unexpected \(error)") }
        }
    }
}
