extension OptionCatalog {
    /// `--locale` and `locale:`: which string table a template's texts by key are shown from
    /// (docs/templates.md, "Strings and locales"). Default: the template's `locale:`, else the
    /// development language (a String Catalog's `sourceLanguage`).
    public static let locale = LocaleOption(
        flag: "--locale", key: "locale",
        help: "Show the template's texts by key in this locale (en, de, ja, pt-BR…; default: the template's locale:, else its development language).")
}
