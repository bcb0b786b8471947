import CompositorCore
import Foundation

/// Progress as JSON Lines for CI: one object per event, `"event"` first. Events: `plan`,
/// `warning`, `start`, `progress` (each tenth of a clip), `done` (with the clip's absolute `path`,
/// `bytes` and `sha256`), `skip` (a shard's clip kept from an earlier run),
/// `failed`, `summary`.
package final class JSONLinesBatchProgress: BatchProgress, @unchecked Sendable {
    // `@unchecked Sendable`: `reportedTenths` is only touched while holding `lock`.
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var reportedTenths: [Int: Int] = [:]
    private let clock = BatchClock()

    /// The batch's output folder, which `done` events' paths are in.
    private let outputFolder: String

    /// `write` receives whole lines, without their newline.
    public init(outputFolder: String = ".", write: @escaping @Sendable (String) -> Void) {
        self.outputFolder = outputFolder
        self.write = write
    }

    private func emit(_ event: String, _ fields: [(String, JSONValue)]) {
        write(JSONValue.object([("event", .string(event))] + fields).compact)
    }

    public func planned(_ clips: [BatchClip]) {
        emit("plan", [("clips", .int(clips.count)), ("frames", .int(clips.reduce(0) { $0 + $1.frameCount }))])
    }

    public func warning(_ message: String) { emit("warning", [("message", .string(message))]) }

    public func started(_ clip: BatchClip) {
        emit("start", [("file", .string(clip.file)), ("template", .string(clip.template.file)),
                       ("direction", .string(clip.direction.rawValue)), ("frames", .int(clip.frameCount))])
    }

    public func advanced(_ clip: BatchClip, done: Int) {
        let tenth = done * 10 / max(clip.frameCount, 1)
        let due = lock.withLock { () -> Bool in
            guard tenth > reportedTenths[clip.index, default: 0] else { return false }
            reportedTenths[clip.index] = tenth
            return true
        }
        if due { emit("progress", [("file", .string(clip.file)), ("frame", .int(done)), ("frames", .int(clip.frameCount))]) }
    }

    public func finished(_ clip: BatchClip, record: ClipRecord) {
        let path = ConfinedFolder.normalized(outputFolder + "/" + clip.file)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        emit("done", [("file", .string(clip.file)), ("frames", .int(record.frames)), ("path", .string(path)),
                      ("bytes", bytes.map(JSONValue.int) ?? .null), ("sha256", .string(record.sha256)),
                      ("frameDigest", .string(record.frameDigest))])
    }

    public func skipped(_ clip: BatchClip, record: ClipRecord) {
        emit("skip", [("file", .string(clip.file)), ("frames", .int(record.frames)), ("sha256", .string(record.sha256))])
    }

    public func failed(_ failure: BatchFailure) {
        var fields: [(String, JSONValue)] = [("template", .string(failure.template))]
        if let d = failure.direction { fields.append(("direction", .string(d.rawValue))) }
        emit("failed", fields + [("status", .int(Int(failure.status.rawValue))), ("message", .string(failure.message))])
    }

    public func completed(records: [ClipRecord], failures: [BatchFailure], status: ExitStatus) {
        emit("summary", [("written", .int(records.count)), ("failed", .int(failures.count)),
                         ("status", .int(Int(status.rawValue))), ("seconds", .number((clock.seconds * 10).rounded() / 10))])
    }
}
