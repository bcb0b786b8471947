import Foundation

/// A value shared between tasks and threads, read and changed under a lock (the bound port,
/// the count of running renders).
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) { lock.withLock { stored = value } }

    /// Changes the value in place and returns the result.
    @discardableResult
    func update<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&stored) } }
}
