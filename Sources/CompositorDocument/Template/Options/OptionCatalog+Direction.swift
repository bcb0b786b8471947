import CompositorMotion

extension OptionCatalog {
    /// `--direction` over `segue.directions`: which clips `render` writes. A flow is one clip,
    /// which this does not apply to.
    public static let direction = NameOption<DirectionChoice>(
        flag: "--direction", key: "segue.directions", defaultValue: nil,
        help: "present, dismiss or both (default: the template's directions).")

    /// `--direction` of the commands that make one clip or picture (`still`, `checksum`).
    public static let clipDirection = NameOption<SegueDirection>(
        flag: "--direction", key: nil, defaultValue: nil,
        help: "present or dismiss (default: the template's first direction).")
}
