import CompositorCore
import Foundation

/// Progress for logs and pipes: one line when a clip starts, one when it is written, and a
/// closing summary; failures and warnings go to their own stream (standard error), as they
/// are. No cursor movement, no redrawing.
package final class PlainBatchProgress: BatchProgress {
    private let write: @Sendable (String) -> Void
    private let report: @Sendable (String) -> Void
    private let clock = BatchClock()

    /// `write` receives progress lines and `report` problem lines, without their newline.
    public init(write: @escaping @Sendable (String) -> Void, report: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.report = report
    }

    public func planned(_ clips: [BatchClip]) {
        let frames = clips.reduce(0) { $0 + $1.frameCount }
        write("batch: \(clips.count) clip\(clips.count == 1 ? "" : "s"), \(frames) frames")
    }

    public func warning(_ message: String) { report(message) }
    public func started(_ clip: BatchClip) { write("start \(clip.file) (\(clip.frameCount) frames)") }
    public func advanced(_ clip: BatchClip, done: Int) {}

    public func finished(_ clip: BatchClip, record: ClipRecord) {
        write("wrote \(clip.file): \(record.frames) frames, \(record.width)x\(record.height), sha256 \(record.sha256.prefix(12))")
    }

    public func skipped(_ clip: BatchClip, record: ClipRecord) {
        write("kept \(clip.file): written by an earlier run of this shard, sha256 \(record.sha256.prefix(12))")
    }

    public func failed(_ failure: BatchFailure) { failure.message.split(separator: "\n").forEach { report(String($0)) } }

    public func completed(records: [ClipRecord], failures: [BatchFailure], status: ExitStatus) {
        let elapsed = clock.seconds
        write("batch: \(records.count) written, \(failures.count) failed, \(String(format: "%.1f", elapsed)) s, exit \(status.rawValue)")
    }
}
