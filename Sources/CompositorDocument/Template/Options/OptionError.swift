import CompositorCore

/// A render option's value outside what its declaration accepts (`OptionCatalog`): exit 2, as
/// the command line reports a usage mistake, whether the value came from a flag or a library
/// caller's `RenderOptions`.
public struct OptionError: SegueVideoError, Equatable {
    /// One line naming the option and what it accepts, e.g. `--jobs must be 1 to 64`.
    public var message: String

    /// The error saying `message` (memberwise initializers are internal to their module).
    package init(message: String) { self.message = message }

    public var exitStatus: ExitStatus { .usage }
    public var description: String { message }
}
