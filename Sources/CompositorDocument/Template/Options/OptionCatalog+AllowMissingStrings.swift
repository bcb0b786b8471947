extension OptionCatalog {
    /// `--allow-missing-strings`: a key the locale's table lacks shows the development
    /// language's text with a warning, instead of failing the template (exit 3).
    public static let allowMissingStrings = FlagOption(
        flag: "--allow-missing-strings",
        help: "A text key the locale lacks shows the development language's text, with a warning, instead of failing (exit 3).")
}
