import Foundation

/// Watches the served folders and reports the real paths that were added, removed or changed.
///
/// With inotify (Linux), every folder the scan walks is watched, at most `maxDirectories` of
/// them: the watcher's thread sleeps in `poll(2)` until the kernel reports an event, waits for
/// the burst to settle (an editor's save is several events), scans again and reports the
/// difference. Idle, it costs nothing: a 100 ms poll of 25 000 files took 65–87 % of a core.
/// Past the folder limit, when inotify cannot start, or when the kernel refuses a watch
/// (ENOSPC: `fs.inotify.max_user_watches`), it says so once on standard error and falls back
/// to scanning every `fallbackInterval` (`stat` only, no reads; less often when a scan is
/// slow). Either way what it reports
/// comes from comparing two scans, so the two modes report the same changes.
final class FileWatcher: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `latest`, `stopped` and `mode` only under `lock`; the
    // inotify instance lives on the watcher's one thread.
    private let lock = NSLock()
    private var latest: FolderScan
    private var stopped = false
    private var currentMode = Mode.starting
    let folders: ServedFolders
    let output: String?
    let fallbackInterval: Duration
    let maxDirectories: Int

    /// How the watcher learns of changes.
    enum Mode: Equatable, Sendable {
        case starting
        /// Kernel events (inotify).
        case events
        /// A scan every `fallbackInterval`, with why.
        case polling(reason: String)
    }

    /// How long events must stop before the folders are scanned again, and the longest a
    /// continuous burst delays that scan.
    static let settle: Int32 = 40, longestBurst: Duration = .milliseconds(250)

    init(folders: ServedFolders, output: String?, fallbackInterval: Duration, maxDirectories: Int) {
        self.folders = folders; self.output = output
        self.fallbackInterval = fallbackInterval; self.maxDirectories = maxDirectories
        latest = FolderScan(folders: folders, skipping: output)
    }

    /// The most recent scan.
    var scan: FolderScan { lock.withLock { latest } }

    /// How the watcher learns of changes now.
    var mode: Mode { lock.withLock { currentMode } }

    /// Starts watching on a thread of its own; `onChange` is called there with each non-empty
    /// change set. The thread ends within half a second of `stop`.
    func start(onChange: @escaping @Sendable (Set<String>) -> Void) {
        let thread = Thread { [self] in
            if let reason = watchEvents(onChange) {
                lock.withLock { currentMode = .polling(reason: reason) }
                FileHandle.standardError.write(Data("segue-video preview: \(reason); looking for changes every \(fallbackInterval) or more instead\n".utf8))
                poll(onChange)
            }
        }
        thread.name = "segue-preview-watcher"
        thread.start()
    }

    func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Watches with inotify until stopped (nil) or until it cannot (why, for the fallback).
    private func watchEvents(_ onChange: @Sendable (Set<String>) -> Void) -> String? {
        guard let inotify = DirectoryInotify(maxDirectories: maxDirectories) else {
            return "inotify is unavailable (\(String(cString: strerror(errno))))"
        }
        if let refusal = watch(scan.directories, with: inotify) { return refusal }
        // Anything changed while the watches were being added is found by this scan.
        report(FolderScan(folders: folders, skipping: output), onChange)
        lock.withLock { currentMode = .events }
        while !isStopped {
            guard !inotify.wait(milliseconds: 500).isEmpty || inotify.overflowed else { continue }
            let deadline = ContinuousClock.now + FileWatcher.longestBurst
            while ContinuousClock.now < deadline, !inotify.wait(milliseconds: FileWatcher.settle).isEmpty {}
            inotify.acknowledgeOverflow()
            // New folders are watched, then scanned again: a file created in one before its
            // watch existed is found by the second scan.
            var scan = FolderScan(folders: folders, skipping: output)
            for _ in 0..<3 {
                let before = inotify.count
                if let refusal = watch(scan.directories, with: inotify) { report(scan, onChange); return refusal }
                guard inotify.count > before else { break }
                scan = FolderScan(folders: folders, skipping: output)
            }
            report(scan, onChange)
        }
        return nil
    }

    /// Watches exactly `directories`; nil, or why not.
    private func watch(_ directories: Set<String>, with inotify: DirectoryInotify) -> String? {
        inotify.retain(only: directories)
        for directory in directories.sorted() {
            do throws(DirectoryInotify.Refusal) {
                try inotify.add(directory)
            } catch {
                switch error {
                case .limit: return "more than \(maxDirectories) folders to watch"
                case .system(let code) where code == ENOENT || code == ENOTDIR: continue // gone since the scan: the next event rescans
                case .system(let code): return "inotify cannot watch \(directory) (\(String(cString: strerror(code))))"
                }
            }
        }
        return nil
    }

    /// Scans every `fallbackInterval` until stopped, or less often when a scan is slow: the
    /// wait is at least `slowScanFactor` times the last scan's duration, so scanning a very
    /// large tree takes at most about a tenth of a core.
    private func poll(_ onChange: @Sendable (Set<String>) -> Void) {
        var interval = fallbackInterval
        while !isStopped {
            var slept = Duration.zero
            while slept < interval, !isStopped {
                let step = min(interval - slept, .milliseconds(200))
                Thread.sleep(forTimeInterval: Double(step.components.seconds) + Double(step.components.attoseconds) / 1e18)
                slept += step
            }
            let clock = ContinuousClock(), started = clock.now
            report(FolderScan(folders: folders, skipping: output), onChange)
            interval = max(fallbackInterval, (clock.now - started) * FileWatcher.slowScanFactor)
        }
    }

    /// How many times a scan's duration the fallback waits at least between scans.
    static let slowScanFactor = 10

    /// Keeps `scan` as the latest and reports what changed since the one before.
    private func report(_ scan: FolderScan, _ onChange: @Sendable (Set<String>) -> Void) {
        let changed = lock.withLock {
            defer { latest = scan }
            return scan.changes(since: latest)
        }
        if !changed.isEmpty { onChange(changed) }
    }
}
