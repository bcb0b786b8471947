/// The process exit codes of `segue-video`, documented in the README and docs/contract.md, used by every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case ok = 0
    /// Something failed that is none of the cases below (a verify or check mismatch, an encoder bug).
    case failure = 1
    /// The command line is wrong.
    case usage = 2
    /// The template is malformed or has an invalid value.
    case invalidTemplate = 3
    /// An asset (image, font) is missing, corrupt or too large.
    case badAsset = 4
    /// The output could not be written.
    case outputIO = 5
    /// Ctrl-C or SIGTERM.
    case interrupted = 130
}

/// An error `segue-video` reports as one line and maps to an exit status.
public protocol SegueVideoError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}
