import Testing
@testable import Compositor

/// `IntRect.subtracting`: the pixels outside a hole as at most four rectangles, worked out by hand.
@Suite struct IntRectTests {
    @Test func subtractingAHole() {
        let frame = IntRect(x0: 0, y0: 0, x1: 10, y1: 8)
        // A hole inside: above, below, left and right of it.
        #expect(frame.subtracting(IntRect(x0: 2, y0: 3, x1: 6, y1: 5)) == [
            IntRect(x0: 0, y0: 0, x1: 10, y1: 3), IntRect(x0: 0, y0: 5, x1: 10, y1: 8),
            IntRect(x0: 0, y0: 3, x1: 2, y1: 5), IntRect(x0: 6, y0: 3, x1: 10, y1: 5),
        ])
        // A hole over the left edge and the full height: the right part alone.
        #expect(frame.subtracting(IntRect(x0: -4, y0: -1, x1: 3, y1: 9)) == [IntRect(x0: 3, y0: 0, x1: 10, y1: 8)])
        // Covering everything: nothing; outside: the rectangle itself; an empty rectangle: nothing.
        #expect(frame.subtracting(IntRect(x0: -1, y0: -1, x1: 11, y1: 9)).isEmpty)
        #expect(frame.subtracting(IntRect(x0: 20, y0: 0, x1: 30, y1: 8)) == [frame])
        #expect(IntRect.empty.subtracting(frame).isEmpty)
        // The parts never overlap and add up to the area outside the hole: 80 − 4 · 2 = 72 pixels.
        let parts = frame.subtracting(IntRect(x0: 2, y0: 3, x1: 6, y1: 5))
        #expect(parts.reduce(0) { $0 + $1.width * $1.height } == 72)
    }
}
