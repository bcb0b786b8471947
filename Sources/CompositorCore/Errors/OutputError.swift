/// The output file or folder could not be written (permissions, full disk, …): exit 5.
public struct OutputError: SegueVideoError, Equatable {
    /// The file or folder that could not be written, as given.
    public var path: String
    /// The operating system's or library's own words.
    public var message: String

    /// An error writing `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var exitStatus: ExitStatus { .outputIO }
    public var description: String { "\(path): \(message)" }
}
