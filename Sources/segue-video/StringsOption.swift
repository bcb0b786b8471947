import ArgumentParser
import Compositor

/// `--locale`, `--allow-missing-strings` and `--pseudo-locale`, shared by the commands that
/// load a template (declared in `OptionCatalog`): which string table the template's texts by
/// key are shown from, and how a missing key and pseudo-localization are handled.
struct StringsOption: ParsableArguments {
    @Option(help: ArgumentHelp(OptionCatalog.locale.help, valueName: "code"))
    var locale: String?

    @Flag(help: ArgumentHelp(OptionCatalog.allowMissingStrings.help))
    var allowMissingStrings = false

    @Flag(help: ArgumentHelp(OptionCatalog.pseudoLocale.help))
    var pseudoLocale = false

    func validate() throws {
        try OptionCatalog.locale.validate(locale)
    }

    /// The flags as the loader's request.
    var request: StringsRequest { StringsRequest(locale: locale, allowMissing: allowMissingStrings, pseudo: pseudoLocale) }

    /// The template at `path`, its texts as the flags ask.
    func load(_ path: String) throws -> SegueTemplate { try TemplateLoader.load(path: path, strings: request) }
}
