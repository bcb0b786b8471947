/// What a caller asks of a template's string tables when loading it: the locale to show (nil:
/// the template's `locale:`, else the development language), whether a key missing in that
/// locale falls back to the development language with a warning instead of failing (exit 3),
/// and whether every text is pseudo-localized (`PseudoLocalizer`). Resolved once, by
/// `TemplateLoader`, from the command line (`--locale`, `--allow-missing-strings`,
/// `--pseudo-locale`, declared in `OptionCatalog`) or a library caller.
public struct StringsRequest: Sendable, Hashable {
    /// The locale code (`de`, `pt-BR`); nil for the template's own choice.
    public var locale: String?
    /// A key the locale lacks takes the development language's text, with a warning.
    public var allowMissing: Bool
    /// Every text shown is pseudo-localized after it is looked up.
    public var pseudo: Bool

    public init(locale: String? = nil, allowMissing: Bool = false, pseudo: Bool = false) {
        self.locale = locale
        self.allowMissing = allowMissing
        self.pseudo = pseudo
    }
}
