/// A render option that is on or off (`--allow-missing-strings`, `--pseudo-locale`), declared
/// once in `OptionCatalog`: its flag and help, for the command line, the docs and `RenderOptions`.
public struct FlagOption: Sendable {
    /// The command-line flag, e.g. `--pseudo-locale`.
    public let flag: String
    /// The command line's help.
    public let help: String
}
