import Compositor
import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a raised `CancellationFlag`, so a render stops at the next
/// frame, removes its unfinished output and exits 130 instead of dying mid-write.
enum SignalTrap {
    /// Installs the handlers (once) and returns the flag they raise; `onSignal` runs after
    /// the flag is raised, on a dispatch queue (the preview stops its server there).
    @discardableResult
    static func install(onSignal: @escaping @Sendable () -> Void = {}) -> CancellationFlag {
        let flag = CancellationFlag()
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { flag.raise(); onSignal() }
            source.resume()
            sources.append(source)
        }
        return flag
    }

    /// Keeps the dispatch sources alive for the life of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
}
