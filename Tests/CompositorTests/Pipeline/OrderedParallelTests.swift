import Foundation
import Testing
@testable import Compositor

/// The in-order producer/consumer queue the compositing workers run on: items in index order,
/// at most `window` heavy items made ahead of the consumer, light items (repeated frames) not
/// counted, so producers can work past an opening hold the consumer is still taking.
@Suite struct OrderedParallelTests {
    /// Counts shared by producers and the consumer.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var madeHeavy = 0, consumedHeavy = 0
        private(set) var mostAhead = 0
        func made(heavy: Bool) { lock.withLock { if heavy { madeHeavy += 1; mostAhead = max(mostAhead, madeHeavy - consumedHeavy) } } }
        func consumed(heavy: Bool) { lock.withLock { if heavy { consumedHeavy += 1 } } }
    }

    @Test(arguments: [1, 2, 3])
    func inOrderAndWithinTheWindow(workers: Int) throws {
        let tally = Tally(), window = 3
        // Every third item heavy, the rest light: light items never count toward the window.
        var seen: [Int] = []
        try OrderedParallel.run(count: 300, workers: workers, window: window, lookahead: 40, isLight: { $0 % 3 != 0 },
                                produce: { index, _ in tally.made(heavy: index % 3 == 0); return index },
                                consume: { index, item in
                                    #expect(item == index)
                                    seen.append(index)
                                    tally.consumed(heavy: index % 3 == 0)
                                })
        #expect(seen == Array(0..<300))
        // `window` made and not yet taken, plus the one in the consumer's hands (counted
        // consumed only once `consume` runs).
        #expect(tally.mostAhead <= window + 1)
    }

    /// While the consumer is still on item 0, a producer makes item 50, past 49 light items,
    /// with a window of 2: only light items do not hold a place in it.
    @Test func producersWorkPastLightItems() throws {
        let reached = DispatchSemaphore(value: 0)
        var waited = false
        try OrderedParallel.run(count: 60, workers: 2, window: 2, lookahead: 60, isLight: { $0 > 0 && $0 < 50 },
                                produce: { index, _ in
                                    if index == 50 { reached.signal() }
                                    return index
                                },
                                consume: { index, _ in
                                    if index == 0 { waited = reached.wait(timeout: .now() + 30) == .success }
                                })
        #expect(waited)
    }

    /// The run's report: one entry per producer thread (as many as items when fewer), their CPU
    /// time counted (each item spins a loop the optimizer cannot drop), and the consumer's wait
    /// before the first item part of its waits all told.
    @Test(arguments: [(1, 10), (2, 10), (3, 2)])
    func reportsProducersAndWaits(workers: Int, count: Int) throws {
        let report = try OrderedParallel.run(count: count, workers: workers, window: 4,
                                             produce: { index, _ -> UInt64 in
                                                 var x = UInt64(index) &+ 1
                                                 for _ in 0..<200_000 { x = x &* 6364136223846793005 &+ 1442695040888963407 }
                                                 return x
                                             },
                                             consume: { _, _ in })
        #expect(report.producers == min(workers, count))
        #expect(report.producerCPUSeconds > 0)
        #expect(report.firstWaitSeconds >= 0)
        #expect(report.consumerWaitSeconds >= report.firstWaitSeconds)
    }

    /// Nothing to make: no producers, nothing waited.
    @Test func emptyRunReportsNothing() throws {
        let report = try OrderedParallel.run(count: 0, workers: 2, window: 2, produce: { i, _ in i }, consume: { _, _ in })
        #expect(report == OrderedParallel.Report())
    }
}
