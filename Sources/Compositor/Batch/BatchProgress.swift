import CompositorCore

/// Receives what a batch is doing, to show it. Called from several threads at once (one per
/// running clip), so implementations lock their own state. Nothing here reaches the output
/// files: clocks and rates belong to the display only.
package protocol BatchProgress: AnyObject, Sendable {
    /// The clips about to render, in batch order.
    func planned(_ clips: [BatchClip])
    /// A warning from loading a template.
    func warning(_ message: String)
    func started(_ clip: BatchClip)
    /// `done` frames of `clip` are composited (1...frameCount), in order.
    func advanced(_ clip: BatchClip, done: Int)
    func finished(_ clip: BatchClip, record: ClipRecord)
    /// A shard's clip an earlier run wrote, kept as it is (`batch --shard`, not `--force`).
    func skipped(_ clip: BatchClip, record: ClipRecord)
    func failed(_ failure: BatchFailure)
    /// Everything is written (or given up); `status` is the batch's exit status.
    func completed(records: [ClipRecord], failures: [BatchFailure], status: ExitStatus)
}

extension BatchProgress {
    /// Shown as nothing unless the display says otherwise.
    public func skipped(_ clip: BatchClip, record: ClipRecord) {}
}
