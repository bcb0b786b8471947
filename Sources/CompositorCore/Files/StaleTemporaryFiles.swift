import Foundation

/// Removes the temporary files (`TemporaryOutputFile`) that processes killed before they could
/// clean up (SIGKILL, an OOM kill, a preempted node) left in an output folder.
///
/// A temporary is named `.<name>.<pid>@<host>.partial[.<ext>]`. It is stale when it was made on
/// this host and its process is gone: no process has the PID, or the one that has it started
/// after the file was last written, so it reused the PID and cannot be the writer (a writer is
/// alive while it writes). Files from other hosts (farm workers sharing the folder) and from
/// live processes are kept, as are older names without a host, when their PID is alive.
package enum StaleTemporaryFiles {
    /// This machine's name as temporaries carry it: letters, digits and `-` (so it can hold no
    /// `.` or `@`), at most 63 characters.
    public static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        let name = gethostname(&buffer, buffer.count - 1) == 0 ? String(cString: buffer) : ""
        let safe = String(name.unicodeScalars.prefix(63).map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-") ? Character(s) : "-"
        })
        return safe.isEmpty ? "localhost" : safe
    }()

    /// The writer a temporary file's name records.
    package struct Writer: Equatable {
        var pid: Int32
        /// nil in names written before hosts were recorded (taken as this host).
        var host: String?
    }

    /// The writer recorded in `fileName`, or nil when it is not a temporary's name.
    package static func writer(of fileName: String) -> Writer? {
        guard fileName.hasPrefix("."), let marker = fileName.range(of: ".partial", options: .backwards) else { return nil }
        let tail = fileName[marker.upperBound...]
        guard tail.isEmpty || (tail.hasPrefix(".") && !tail.dropFirst().isEmpty && !tail.dropFirst().contains(".")) else { return nil }
        let head = fileName[fileName.index(after: fileName.startIndex)..<marker.lowerBound]
        guard let dot = head.lastIndex(of: "."), dot > head.startIndex else { return nil }
        let token = head[head.index(after: dot)...]
        let parts = token.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let pid = Int32(parts[0]), pid > 0 else { return nil }
        if parts.count == 2 { return parts[1].isEmpty ? nil : Writer(pid: pid, host: String(parts[1])) }
        return Writer(pid: pid, host: nil)
    }

    /// Removes the stale temporaries directly inside `folder`; their names, sorted. A folder
    /// that cannot be listed has none.
    @discardableResult
    public static func sweep(_ folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let writer = writer(of: name), writer.host == nil || writer.host == host else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            guard !isAlive(writer.pid, writingSince: modified), unlink(path) == 0 else { continue }
            removed.append(name)
        }
        return removed
    }

    /// True when a process `pid` runs that may have written a file last modified at `modified`
    /// (seconds since 1970): it exists and started no later than that (plus a second for clock
    /// granularity). This process is always alive.
    package static func isAlive(_ pid: Int32, writingSince modified: Double) -> Bool {
        if pid == getpid() { return true }
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let started = startTime(of: pid) else { return true }  // unknown: keep the file
        return started <= modified + 1
    }

    /// When process `pid` started, in seconds since 1970, from /proc (nil if unreadable).
    package static func startTime(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces): state is field 3, starttime 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
              let boot = bootTime else { return nil }
        return boot + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The boot time in seconds since 1970 (`btime` in /proc/stat).
    package static let bootTime: Double? = {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }()
}
