import CompositorCore
import Foundation

/// A flag raised once (by a signal handler's dispatch source, or a failing clip) and polled by
/// long loops, which then stop cleanly and remove what they had not finished.
///
/// `@unchecked Sendable`: the one mutable field is only touched under `lock`.
package final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    public init() {}

    public func raise() { lock.withLock { raised = true } }

    public var isRaised: Bool { lock.withLock { raised } }

    /// Throws `InterruptedError` when raised.
    public func check() throws {
        if isRaised { throw InterruptedError() }
    }
}
