import Foundation

/// Runs the built `segue-video` (the binary `CLI` finds) with extra environment variables and,
/// optionally, under a wrapper command such as `taskset -c 0`, for the reproducibility axes.
enum BinaryRun {
    static func run(_ arguments: [String], environment: [String: String] = [:], wrapper: [String] = [],
                    in directory: String? = nil) throws -> CLI.Result {
        try runTool(wrapper.isEmpty ? CLI.binary : wrapper[0],
                    Array(wrapper.dropFirst()) + (wrapper.isEmpty ? [] : [CLI.binary]) + arguments,
                    environment: environment, in: directory)
    }

    /// Runs any executable at `path` and captures its output.
    static func runTool(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                        in directory: String? = nil) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread so neither pipe can fill up and block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus,
                          stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The SHA-256 of a file, from coreutils' `sha256sum` (the product has no SHA-256 of its own).
    static func sha256(_ path: String) throws -> String {
        let r = try runTool("/usr/bin/sha256sum", [path])
        return String(r.stdout.prefix(64))
    }
}
