import Foundation

/// Polls the served folders every `interval` (stat only, no reads) and reports the real paths
/// that were added, removed or changed. Polling rather than inotify: it sees edits through
/// symlinked folders and network mounts alike, costs a few hundred `stat` calls per poll on
/// the bundled templates, and keeps the reload within a second with a 100 ms interval.
final class FileWatcher: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `latest` only under `lock`; `task` is set once in
    // `start` and cancelled in `stop`, both called from the owner's one thread.
    private let lock = NSLock()
    private var latest: FolderScan
    private var task: Task<Void, Never>?
    let folders: ServedFolders
    let output: String?
    let interval: Duration

    init(folders: ServedFolders, output: String?, interval: Duration) {
        self.folders = folders; self.output = output; self.interval = interval
        latest = FolderScan(folders: folders, skipping: output)
    }

    /// The most recent scan.
    var scan: FolderScan { lock.withLock { latest } }

    /// Starts polling; `onChange` is called (on the polling task) with each non-empty change set.
    func start(onChange: @escaping @Sendable (Set<String>) -> Void) {
        task = Task.detached { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: self?.interval ?? .milliseconds(100))
                guard let self else { return }
                let scan = FolderScan(folders: self.folders, skipping: self.output)
                let changed = self.lock.withLock {
                    defer { self.latest = scan }
                    return scan.changes(since: self.latest)
                }
                if !changed.isEmpty { onChange(changed) }
            }
        }
    }

    func stop() { task?.cancel() }
}
