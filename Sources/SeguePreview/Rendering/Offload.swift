import Dispatch
import Hummingbird

/// Runs CPU-bound work (rendering) on Dispatch's threads, not on Swift concurrency's small pool
/// that also serves the connections.
enum Offload {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// A response made on a Dispatch thread (loading templates, sampling timelines).
    static func answer(_ make: @escaping @Sendable () -> Response) async -> Response {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: make()) }
        }
    }
}
