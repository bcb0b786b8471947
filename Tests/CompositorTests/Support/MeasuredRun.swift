import Foundation

/// Runs the built binary like `CLI.run` under `/usr/bin/time -f %M`, and reads its peak resident
/// memory as `time` reports it, so a test can bound the memory a command used without timing
/// anything. Not `wait4` on our own child: `posix_spawn` starts the child in the test process's
/// address space (vfork), and Linux carries that address space's high-water mark into the
/// child's `ru_maxrss` across `exec`, so a large test process made every child look large.
/// `time` forks from its own small process, so its figure is the command's own.
enum MeasuredRun {
    struct Result {
        var status: Int32
        var stderr: String
        /// Peak resident set size of the child, in bytes.
        var peakRSS: Int
    }

    static func run(_ arguments: [String]) throws -> Result {
        let errPath = NSTemporaryDirectory() + "segue-video-measured-\(UUID().uuidString).err"
        let rssPath = errPath + ".rss"
        defer {
            try? FileManager.default.removeItem(atPath: errPath)
            try? FileManager.default.removeItem(atPath: rssPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let time = "/usr/bin/time"
        let argv = ([time, "-o", rssPath, "-f", "%M", CLI.binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, time, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // `time` exits with the command's status; its last line is the peak in KiB.
        let report = (try? String(contentsOfFile: rssPath, encoding: .utf8)) ?? ""
        guard let kib = report.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw POSIXError(.EIO)
        }
        return Result(status: exit, stderr: stderr, peakRSS: kib * 1024)
    }
}
