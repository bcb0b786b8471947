import Foundation

/// Produces items 0..<count on `workers` threads and hands them to `consume` in index order on
/// the calling thread, with at most `window` items made but not yet consumed, so memory stays
/// constant however long the run. With `startWindow`, the run starts at that many and widens
/// toward `window` only when the consumer has to wait for an item after the first: a consumer
/// slower than the producers (an encoder) never needs more than a few items ahead, and each
/// item held is memory first touched (a 1182 × 2556 picture is 4.6 MB of fresh pages, about
/// 2 ms of page faults on a virtual machine); bursts of slow items widen it. Items `isLight`
/// calls light (a repeated frame: nothing held)
/// do not count toward `window`; producers stay within `lookahead` items of the consumer
/// whatever they hold, so they can work past a run of light items (an opening hold) while the
/// consumer is still busy with it.
///
/// Output cannot depend on the number of workers: each item is a pure function of its index,
/// and consumption is strictly in order. The first error (from a producer or the consumer)
/// stops the run; workers finish the item in hand and exit before the error is rethrown.
enum OrderedParallel {
    /// `workerNice`: added to each worker thread's nice value (Linux schedules threads, so only
    /// the workers are lowered, not the consumer or threads it starts): see `EngineSettings.workerNice`.
    /// Returns how the run went (`Report`: the consumer's waits, the producers' CPU time), read
    /// from clocks only to report; items never depend on it.
    @discardableResult
    static func run<Item>(
        count: Int, workers: Int, window: Int, startWindow: Int? = nil, lookahead: Int? = nil, workerNice: Int32 = 0,
        isLight: (@Sendable (Item) -> Bool)? = nil,
        produce: @escaping @Sendable (_ index: Int, _ worker: Int) throws -> Item,
        consume: (_ index: Int, _ item: Item) throws -> Void
    ) throws -> Report {
        guard count > 0 else { return Report() }
        let workers = max(1, min(workers, count)), window = max(window, workers), lookahead = max(lookahead ?? window, window)
        let start = min(max(startWindow ?? window, workers), window)
        let state = SharedState<Item>(window: window, start: start, workers: workers, lookahead: lookahead, isLight: isLight)
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            Thread.detachNewThread { [state] in
                defer { group.leave() }
                if workerNice != 0 { lowerThisThread(by: workerNice) }
                let cpu = ThreadClock.cpuSeconds()
                state.workLoop(count: count, worker: worker, produce: produce)
                state.addProducerCPU(ThreadClock.cpuSeconds() - cpu)
            }
        }
        defer {
            state.stop()
            group.wait()
        }
        for index in 0..<count {
            let item = try state.take(index).get()
            try consume(index, item)
        }
        // Every item taken, the workers leave on their own; once they have, the report is whole.
        group.wait()
        return state.report
    }

    /// How a run went, for reports (`ExportSummary`): what the in-order consumer (the
    /// encoder's thread, in an export) waited for items and what making them cost. Wall and
    /// CPU seconds, read from clocks; nothing made depends on them.
    struct Report: Sendable, Equatable {
        /// Seconds the consumer waited for items not yet made, all told.
        var consumerWaitSeconds = 0.0
        /// Of those, the seconds it waited for the first item (nothing can be consumed before
        /// it: the start-up every pipeline pays).
        var firstWaitSeconds = 0.0
        /// CPU seconds the producer threads used, all told (`CLOCK_THREAD_CPUTIME_ID`).
        var producerCPUSeconds = 0.0
        /// The most items the producers were let hold ahead of the consumer: the start window,
        /// widened each time the consumer waited for an item after the first.
        var widestWindow = 0
        /// The producer threads.
        var producers = 0
    }

    /// The items producers may hold once the consumer has waited for one after the first, when
    /// `limit` were allowed: one more per worker, at most `window`.
    static func widened(_ limit: Int, window: Int, workers: Int) -> Int {
        min(limit + max(workers, 1), max(window, limit))
    }

    /// Raises the calling thread's nice value by `amount` (best effort: an error leaves it as
    /// it was). `PRIO_PROCESS` with `who` 0 names the calling thread on Linux, not the process.
    private static func lowerThisThread(by amount: Int32) {
        #if os(Linux)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        guard errno == 0 else { return }
        _ = setpriority(which, 0, min(current + amount, 19))
        #endif
    }

    /// The queue between producers and the consumer.
    /// `@unchecked Sendable`: every field is read and written only while holding `condition`.
    private final class SharedState<Item>: @unchecked Sendable {
        private let condition = NSCondition()
        /// `window` is the most items held; `limit` the items held now allowed, from the start
        /// window widened by `workers` each time the consumer waits for an item after the first.
        private let window: Int, lookahead: Int, workers: Int
        private var limit: Int
        private let isLight: (@Sendable (Item) -> Bool)?
        private var next = 0, consumed = 0
        /// Items claimed and not yet made, plus items made, not light and not yet consumed.
        private var held = 0
        private var stopped = false
        /// What `run` returns, filled in as the run goes.
        private(set) var report = Report()
        /// Made items, with whether each counts toward `held`.
        private var results: [Int: (result: Result<Item, Error>, held: Bool)] = [:]

        init(window: Int, start: Int, workers: Int, lookahead: Int, isLight: (@Sendable (Item) -> Bool)?) {
            (self.window, self.limit, self.workers, self.lookahead, self.isLight) = (window, start, workers, lookahead, isLight)
            report.widestWindow = start
        }

        func workLoop(count: Int, worker: Int, produce: (Int, Int) throws -> Item) {
            condition.lock()
            while true {
                while !stopped && next < count && (held >= limit || next >= consumed + lookahead) { condition.wait() }
                if stopped || next >= count { break }
                let index = next
                next += 1
                held += 1
                condition.unlock()
                let result = Result { try produce(index, worker) }
                let light = (try? result.get()).map { isLight?($0) ?? false } ?? false
                condition.lock()
                if light { held -= 1 }
                results[index] = (result, !light)
                if case .failure = result { stopped = true }
                condition.broadcast()
            }
            condition.unlock()
        }

        func take(_ index: Int) -> Result<Item, Error> {
            condition.lock()
            defer { condition.unlock() }
            let waitStart = results[index] == nil ? DispatchTime.now().uptimeNanoseconds : nil
            if waitStart != nil && index > 0 && limit < window {
                // The producers fell behind: let them hold more, to get ahead again.
                limit = OrderedParallel.widened(limit, window: window, workers: workers)
                report.widestWindow = limit
                condition.broadcast()
            }
            defer {
                if let waitStart {
                    let waited = Double(DispatchTime.now().uptimeNanoseconds - waitStart) / 1e9
                    report.consumerWaitSeconds += waited
                    if index == 0 { report.firstWaitSeconds = waited }
                }
            }
            // Items claimed before a failure still complete, so the consumer meets failures in
            // index order: the error reported never depends on timing.
            while results[index] == nil {
                if stopped && index >= next {
                    let first = results.filter { if case .failure = $0.value.result { true } else { false } }.keys.min()
                    return first.map { results[$0]!.result } ?? .failure(CancellationError())
                }
                condition.wait()
            }
            consumed = index + 1
            let made = results.removeValue(forKey: index)!
            if made.held { held -= 1 }
            condition.broadcast()
            return made.result
        }

        func addProducerCPU(_ seconds: Double) {
            condition.lock()
            report.producerCPUSeconds += seconds
            report.producers += 1
            condition.unlock()
        }

        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
