import Foundation

/// Runs the built `segue-video` binary, as a user would, and captures what it printed.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary beside the test bundle (`swift build` puts both in the same folder);
    /// `SEGUE_VIDEO_BIN` overrides.
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["SEGUE_VIDEO_BIN"] { return path }
        let folder = Bundle.main.bundleURL
        return folder.appendingPathComponent("segue-video").path
    }

    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
