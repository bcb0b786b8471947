import Foundation
import Testing
@testable import Compositor

/// Throughput of label drawing with a warm cache, printed, never asserted. Run in release:
/// `SEGUE_TEXT_BENCH=1 swift test -c release --filter TextBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SEGUE_TEXT_BENCH"] == "1"))
struct TextBenchmark {
    @Test func labelsPerSecondAt3x() throws {
        let renderer = try TextRenderer()
        let label = Label(text: "Continue to checkout", font: FontSpec(size: 17))  // 20 characters
        let size = Size(width: 200, height: 24)
        var pixmap = Pixmap(width: 600, height: 72, fill: Color.white.premultiplied())
        let draw = { (dx: Double) in
            try renderer.draw(label, size: size, transform: AffineTransform.translation(dx, 0).concatenating(.scale(3, 3)),
                              opacity: 1, clip: (0, 0, 600, 72), into: &pixmap)
        }
        // Warm every subpixel offset the loop below visits.
        for i in 0..<64 { try draw(Double(i) / 16) }
        let count = 20_000
        let start = ContinuousClock.now
        for i in 0..<count { try draw(Double(i % 64) / 16) }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print("TextBenchmark: \(Int(Double(count) / seconds)) labels/s (20 characters, Inter 17 pt, @3x, warm cache, 1 thread,"
              + " \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        #expect(pixmap.pixels.contains { $0 != Color.white.premultiplied().packed })
    }
}
