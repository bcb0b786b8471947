import Foundation

/// Fans server events out to every open event stream (`GET /api/events`): each subscriber gets
/// its own bounded buffer, so a stalled page drops old events instead of growing memory.
final class EventHub: @unchecked Sendable {
    /// One event as Server-Sent Events frame it: a name and one line of JSON.
    struct Event: Sendable {
        let name: String
        let json: String

        /// The bytes of the SSE frame.
        var frame: String { "event: \(name)\ndata: \(json)\n\n" }
    }

    /// Events buffered per subscriber before the oldest are dropped.
    static let bufferLimit = 64

    // Invariant for @unchecked Sendable: `subscribers` and `next` only under `lock`.
    private let lock = NSLock()
    private var subscribers: [Int: AsyncStream<Event>.Continuation] = [:]
    private var next = 0

    /// A new stream of every event published from now on; it ends when `cancel` is called.
    func subscribe() -> (stream: AsyncStream<Event>, cancel: @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(EventHub.bufferLimit))
        let id = lock.withLock { next += 1; subscribers[next] = continuation; return next }
        return (stream, { [weak self] in
            self?.lock.withLock { self?.subscribers[id] = nil }
            continuation.finish()
        })
    }

    func publish(_ event: Event) {
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.yield(event) }
    }

    var subscriberCount: Int { lock.withLock { subscribers.count } }
}

extension EventHub.Event {
    /// `failed` with the problems' lines (`{"problems": ["…"]}`), what a render or an export ends with when it cannot finish.
    static func failed(_ problems: [TemplateProblem]) -> EventHub.Event {
        let json = (try? String(decoding: JSONEncoder().encode(["problems": problems.map(\.text)]), as: UTF8.self)) ?? "{}"
        return EventHub.Event(name: "failed", json: json)
    }
}
