import Foundation

/// Where the tool's messages go: results on standard output, problems on standard error.
enum Console {
    /// One line on standard error, prefixed with the tool's name.
    static func error(_ message: String) {
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            FileHandle.standardError.write(Data("segue-video: error: \(line)\n".utf8))
        }
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("segue-video: \(message)\n".utf8))
    }

    static func info(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }
}
