extension OptionCatalog {
    /// `--scale`: a fraction of the canvas scale, for drafts and small uploads (Remotion's
    /// name); the scale used is the nearest with whole, even pixel sizes (`Canvas.draftScale`,
    /// `SegueTemplate.scaled(by:)`). No template key: the canvas's `scale` is the device's.
    public static let scale = TextOption<Double>(
        flag: "--scale", key: nil, valueName: "fraction", expected: "a fraction in (0, 1]",
        help: "Render at this fraction (0 to 1] of the canvas scale, for drafts; the nearest scale with even pixel sizes is used.",
        read: { Double($0) }, accepts: { $0 > 0 && $0 <= 1 })
}
