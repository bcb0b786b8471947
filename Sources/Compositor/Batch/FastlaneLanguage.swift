/// The folder name fastlane's `deliver` accepts for a template's locale. deliver reads only
/// folders named (in any letter case) as one of App Store Connect's languages,
/// `FastlaneCore::Languages::ALL_LANGUAGES` (fastlane d5347690d4,
/// `fastlane_core/lib/fastlane_core/languages.rb` line 14, used by
/// `deliver/lib/deliver/loader.rb` `LanguageFolder#valid?`), and stops at any other.
package enum FastlaneLanguage {
    /// `ALL_LANGUAGES`, in fastlane's order.
    public static let all = ["ar-SA", "bn-BD", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX",
                             "fi", "fr-CA", "fr-FR", "gu-IN", "he", "hi", "hr", "hu", "id", "it", "ja", "kn-IN", "ko", "ml-IN", "mr-IN",
                             "ms", "nl-NL", "no", "or-IN", "pa-IN", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl-SI", "sv", "ta-IN",
                             "te-IN", "th", "tr", "uk", "ur-PK", "vi", "zh-Hans", "zh-Hant"]

    /// The folder for `locale` (nil: no locale, `en-US`): the language itself when App Store
    /// Connect lists it (any case: `ja`, `zh-Hans`, `pt-BR`); else for a bare language the
    /// country of the same name (`de` → `de-DE`, `fr` → `fr-FR`), `en` → `en-US`, or the only or
    /// first regional one (`ar` → `ar-SA`, `zh` → `zh-Hans`); nil when App Store Connect has no
    /// such language.
    public static func folder(for locale: String?) -> String? {
        guard let locale else { return "en-US" }
        if let exact = all.first(where: { $0.caseInsensitiveCompare(locale) == .orderedSame }) { return exact }
        let language = String(locale.split(separator: "-").first ?? "").lowercased()
        let regional = all.filter { $0.lowercased().hasPrefix(language + "-") }
        if language == "en" { return "en-US" }
        return regional.first { $0.lowercased() == language + "-" + language } ?? regional.first
    }
}
