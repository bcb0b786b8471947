import Foundation

/// Runs the built `segue-video` binary, as a user would, and captures what it printed.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary beside the test bundle (`swift build` puts both in the same folder: the
    /// debug one under plain `swift test`, the release one under scripts/test.sh's release
    /// test build); `SEGUE_VIDEO_BIN` overrides, and scripts/test.sh sets it to that same
    /// release binary. Release writes the same bytes about ten times faster (`render
    /// Templates/pets-scale.yaml --direction present`: 2.6 s of CPU against 29.5 s in debug).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["SEGUE_VIDEO_BIN"] { return path }
        let folder = Bundle.main.bundleURL
        return folder.appendingPathComponent("segue-video").path
    }

    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil) throws -> Result {
        try run(arguments, in: directory, environment: environment, timeout: nil)!
    }

    /// Runs the binary under `wrapper` (a command that takes the binary and its arguments last,
    /// such as `strace -f -o LOG`), or directly when `wrapper` is empty; with a `timeout` in
    /// seconds, kills it when it runs longer and returns nil (a hang, not an exit).
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
                    wrapper: [String] = [], timeout: Double?) throws -> Result? {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = URL(fileURLWithPath: wrapper.first ?? binary)
        process.arguments = wrapper.isEmpty ? arguments : wrapper.dropFirst() + [binary] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let timeout {
            // Polled, so the pipes are read only once it has ended: for commands that print
            // less than a pipe's buffer (64 KiB), such as a refusal.
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
