import CompositorCore

/// `verify` or `check` found output that differs from what it should be: exit 1, with one
/// line per differing clip.
package struct MismatchError: SegueVideoError, Equatable {
    /// What differs, one line per clip.
    public var message: String

    /// An error carrying `message`.
    public init(_ message: String) { self.message = message }

    /// Always 1 (`ExitStatus.failure`).
    public var exitStatus: ExitStatus { .failure }
    public var description: String { message }
}
