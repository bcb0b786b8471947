extension OptionCatalog {
    /// `--pseudo-locale`: every text accented, 40 % longer and bracketed (`PseudoLocalizer`),
    /// so `validate --strict` finds labels that would cut before anything is translated.
    public static let pseudoLocale = FlagOption(
        flag: "--pseudo-locale",
        help: "Pseudo-localize every text (accented, \(PseudoLocalizer.expansionPercent) % longer, in [ ]) to find labels that would be cut; with validate --strict, any is an error.")
}
