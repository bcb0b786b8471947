import Foundation

/// The clip renders and exports under way, each a task of its own whose events reach the page
/// that asked for it over a stream: a stop (Ctrl-C) cancels them all, and a page that goes away
/// cancels its own (the next event it cannot take ends the relay, which cancels the task).
final class RenderJobs: Sendable {
    /// Jobs under way (a cancelled one counts until its thread has stopped and cleaned up).
    let running = LockedValue(0)
    private let tasks = LockedValue<[UUID: Task<Void, Never>]>([:])

    /// Runs `work` as a task of its own and relays what it yields to `send`, `opening` first,
    /// until it finishes. When `send` throws (the page went away) the task is cancelled: the
    /// library's render stops within a frame and leaves no file.
    func relay(opening: EventHub.Event, send: (EventHub.Event) async throws -> Void,
               work: @escaping @Sendable (AsyncStream<EventHub.Event>.Continuation) async -> Void) async throws {
        // The stream keeps only the newest events, so a slow page sees fewer, never more.
        let (events, continuation) = AsyncStream<EventHub.Event>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let running = running
        running.update { $0 += 1 }
        let task = Task {
            defer { running.update { $0 -= 1 } }
            await work(continuation)
            continuation.finish()
        }
        let id = UUID()
        tasks.update { $0[id] = task }
        defer { task.cancel(); tasks.update { $0[id] = nil } }
        try await send(opening)
        for await event in events { try await send(event) }
    }

    /// Cancels every job under way: each stops within a frame and removes its unfinished file
    /// (`running` falls to 0 once they have).
    func cancelAll() {
        tasks.value.values.forEach { $0.cancel() }
    }
}
