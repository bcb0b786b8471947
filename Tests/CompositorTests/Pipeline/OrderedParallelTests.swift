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

    /// A consumer that never waits for an item keeps the start window: at most `startWindow`
    /// items made ahead of it, not `window`, so a slow consumer (an encoder) holds few
    /// pictures. One worker, and `consume` of item i returns only once the worker has started
    /// item i + 2, so item i + 1 is stored and taking it does not wait (but for the last item,
    /// which may widen the window once, after everything is made).
    @Test func aConsumerThatNeverWaitsKeepsTheStartWindow() throws {
        let tally = Tally(), started = Started(), start = 3, count = 80
        let report = try OrderedParallel.run(count: count, workers: 1, window: 20, startWindow: start,
                                             produce: { index, _ in
                                                 started.add(index)
                                                 tally.made(heavy: true)
                                                 return index
                                             },
                                             consume: { index, item in
                                                 #expect(item == index)
                                                 tally.consumed(heavy: true)
                                                 if index + 2 < count { #expect(started.waitFor(index + 2)) }
                                             })
        #expect(report.widestWindow <= start + 1)
        #expect(tally.mostAhead <= start + 1)
        #expect(tally.mostAhead >= 1)
    }

    /// Widening after a wait: one item more per worker, never past the window, and a start
    /// window at the window stays there.
    @Test func widensByAWorkerEachTimeUpToTheWindow() {
        #expect(OrderedParallel.widened(5, window: 10, workers: 2) == 7)
        #expect(OrderedParallel.widened(9, window: 10, workers: 2) == 10)
        #expect(OrderedParallel.widened(10, window: 10, workers: 2) == 10)
        #expect(OrderedParallel.widened(3, window: 32, workers: 1) == 4)
        #expect(OrderedParallel.widened(3, window: 32, workers: 0) == 4)
    }

    /// Which items a producer has started, for a consumer to wait on.
    final class Started: @unchecked Sendable {
        private let condition = NSCondition()
        private var indices: Set<Int> = []
        func add(_ index: Int) { condition.lock(); indices.insert(index); condition.broadcast(); condition.unlock() }
        /// Whether `index` was started within 30 s.
        func waitFor(_ index: Int) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(30)
            while !indices.contains(index) { if !condition.wait(until: deadline) { return false } }
            return true
        }
    }

    /// Nothing to make: no producers, nothing waited.
    @Test func emptyRunReportsNothing() throws {
        let report = try OrderedParallel.run(count: 0, workers: 2, window: 2, produce: { i, _ in i }, consume: { _, _ in })
        #expect(report == OrderedParallel.Report())
    }
}
