import CompositorCore
import Foundation

/// Live progress on a terminal: finished clips scroll up as plain lines, and below them a
/// block redrawn in place (at most ten times a second) with a line per running clip and an
/// overall bar with frames, frames per second and the estimated time left.
package final class TerminalBatchProgress: BatchProgress, @unchecked Sendable {
    // `@unchecked Sendable`: every `var` is only touched while holding `lock`.
    private let write: @Sendable (String) -> Void
    private let columns: Int
    private let lock = NSLock()
    private let clock = BatchClock()
    private var running: [(clip: BatchClip, done: Int)] = []
    private var totalFrames = 0, doneFrames = 0, clipsLeft = 0
    private var pending: [String] = []
    private var drawnLines = 0
    private var lastDraw = -1.0

    /// `write` receives raw text (escape sequences included); `columns` is the terminal width.
    public init(columns: Int, write: @escaping @Sendable (String) -> Void) {
        self.columns = max(columns, 40)
        self.write = write
    }

    public func planned(_ clips: [BatchClip]) {
        update(force: true) { totalFrames = clips.reduce(0) { $0 + $1.frameCount }; clipsLeft = clips.count }
    }

    public func warning(_ message: String) { update(force: true) { pending.append(message) } }

    public func started(_ clip: BatchClip) { update(force: true) { running.append((clip, 0)) } }

    public func advanced(_ clip: BatchClip, done: Int) {
        update(force: false) {
            guard let i = running.firstIndex(where: { $0.clip.index == clip.index }) else { return }
            doneFrames += done - running[i].done
            running[i].done = done
        }
    }

    public func finished(_ clip: BatchClip, record: ClipRecord) {
        update(force: true) {
            finish(clip)
            pending.append("✓ \(clip.file)  \(record.frames) frames  \(record.width)x\(record.height)")
        }
    }

    public func failed(_ failure: BatchFailure) {
        update(force: true) {
            if let d = failure.direction, let entry = running.first(where: { $0.clip.template.file == failure.template && $0.clip.direction == d }) {
                finish(entry.clip)
            }
            pending += failure.message.split(separator: "\n").map { "✗ " + $0 }
        }
    }

    public func completed(records: [ClipRecord], failures: [BatchFailure], status: ExitStatus) {
        update(force: true) {
            running.removeAll()
            pending.append("\(records.count) written, \(failures.count) failed in \(String(format: "%.1f", clock.seconds)) s")
        }
    }

    /// Removes `clip` from the live block; frames it will never make leave the total.
    private func finish(_ clip: BatchClip) {
        guard let i = running.firstIndex(where: { $0.clip.index == clip.index }) else { return }
        totalFrames -= clip.frameCount - running[i].done
        running.remove(at: i)
        clipsLeft -= 1
    }

    /// Applies `change` and redraws if forced or a tenth of a second has passed.
    private func update(force: Bool, _ change: () -> Void) {
        let text: String? = lock.withLock {
            change()
            let now = clock.seconds
            guard force || now - lastDraw >= 0.1 else { return nil }
            lastDraw = now
            return frame(now: now)
        }
        if let text { write(text) }
    }

    /// Escape sequences and lines that replace the live block.
    private func frame(now: Double) -> String {
        var out = drawnLines > 0 ? "\u{1B}[\(drawnLines)F" : ""
        for line in pending { out += "\u{1B}[2K" + fit(line) + "\n" }
        pending.removeAll()
        var live = running.map { entry in
            "  " + bar(entry.done, entry.clip.frameCount, width: 16) + " \(entry.done)/\(entry.clip.frameCount)  " + entry.clip.label
        }
        if clipsLeft > 0 {
            let fps = now > 0 ? Double(doneFrames) / now : 0
            let eta = fps > 0 ? Int((Double(totalFrames - doneFrames) / fps).rounded()) : nil
            live.append(bar(doneFrames, totalFrames, width: 28) + " \(doneFrames)/\(totalFrames) frames  "
                        + String(format: "%.1f fps", fps) + "  ETA " + (eta.map { String(format: "%d:%02d", $0 / 60, $0 % 60) } ?? "–"))
        }
        for line in live { out += "\u{1B}[2K" + fit(line) + "\n" }
        out += "\u{1B}[J"
        drawnLines = live.count
        return out
    }

    private func bar(_ done: Int, _ total: Int, width: Int) -> String {
        let filled = total > 0 ? min(width, done * width / total) : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }

    /// `line` cut to the terminal width, so no line wraps and the redraw stays in place.
    private func fit(_ line: String) -> String {
        line.count < columns ? line : String(line.prefix(columns - 2)) + "…"
    }
}
