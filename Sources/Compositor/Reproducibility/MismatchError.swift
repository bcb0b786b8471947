/// `verify` or `check` found output that differs from what it should be: exit 1, with one
/// line per differing clip.
public struct MismatchError: SegueVideoError, Equatable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var exitStatus: ExitStatus { .failure }
    public var description: String { message }
}
