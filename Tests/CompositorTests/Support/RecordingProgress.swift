import Foundation
import Testing
@testable import Compositor

/// Remembers the events it is sent; can raise a cancellation flag after the first clip.
final class RecordingProgress: BatchProgress, @unchecked Sendable {
    // `@unchecked Sendable`: `events` is only touched while holding `lock`.
    private let lock = NSLock()
    private var log: [String] = []
    let cancelAfterFirstClip: CancellationFlag?

    init(cancelAfterFirstClip: CancellationFlag? = nil) { self.cancelAfterFirstClip = cancelAfterFirstClip }

    var events: [String] { lock.withLock { log } }
    private func add(_ e: String) { lock.withLock { log.append(e) } }

    func planned(_ clips: [BatchClip]) { add("plan \(clips.count)") }
    func warning(_ message: String) { add("warning") }
    func started(_ clip: BatchClip) { add("start \(clip.file)") }
    func advanced(_ clip: BatchClip, done: Int) {}
    func finished(_ clip: BatchClip, record: ClipRecord) {
        add("done \(clip.file)")
        cancelAfterFirstClip?.raise()
    }
    func failed(_ failure: BatchFailure) { add("failed \(failure.status.rawValue)") }
    func completed(records: [ClipRecord], failures: [BatchFailure], status: Compositor.ExitStatus) { add("end \(status.rawValue)") }
}
