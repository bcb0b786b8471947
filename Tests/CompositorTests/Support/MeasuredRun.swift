import Foundation

/// Runs the built binary like `CLI.run`, and reads its peak resident memory from the kernel
/// (`wait4`'s resource usage for that one child), so a test can bound the memory a command
/// used without timing anything.
enum MeasuredRun {
    struct Result {
        var status: Int32
        var stderr: String
        /// Peak resident set size of the child, in bytes.
        var peakRSS: Int
    }

    static func run(_ arguments: [String]) throws -> Result {
        let errPath = NSTemporaryDirectory() + "segue-video-measured-\(UUID().uuidString).err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([CLI.binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CLI.binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Result(status: exit, stderr: stderr, peakRSS: Int(usage.ru_maxrss) * 1024)  // Linux reports KiB
    }
}
