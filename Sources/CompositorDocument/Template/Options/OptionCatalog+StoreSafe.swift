extension OptionCatalog {
    /// `--store-safe` (template: `delivery: {preset: appstore, storeSafe: true}`): an App Store
    /// app preview that shows screen recordings only (`StoreSafety`), as App Review Guideline
    /// 2.3.4 asks; drawn app content is refused (exit 3) before anything is written.
    public static let storeSafe = FlagOption(
        flag: "--store-safe",
        help: "With the appstore preset: refuse drawn app content (exit 3), as App Review Guideline 2.3.4 lets previews show only screen captures of the app; captions, taps and the drawn status bar stay allowed. Template: delivery.storeSafe.")
}
