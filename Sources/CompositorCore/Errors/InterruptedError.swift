/// The run was interrupted (SIGINT or SIGTERM) before it finished: exit 130.
public struct InterruptedError: SegueVideoError, Equatable {
    /// The render was cancelled (Ctrl-C or a cancelled task); unfinished files are gone.
    public init() {}
    public var exitStatus: ExitStatus { .interrupted }
    public var description: String { "interrupted" }
}
