/// The CLDR plural categories, and the rule picking one for a whole count in a language.
///
/// The rules are CLDR's cardinal rules for integers (Unicode CLDR, "Language Plural Rules",
/// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), written
/// out for the languages segue-video ships templates in and their close neighbours; any
/// other language takes `other` for every count (as CLDR's rule for ja, zh, ko, th, vi does),
/// which is right for a language without plural forms and readable for the rest.
enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    case zero, one, two, few, many, other

    /// The category of `n` (an integer, so CLDR's operand v is 0) in `language` (`de`, `pt-BR`).
    static func category(of n: Int, language: String) -> PluralCategory {
        let base = language.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        let i = abs(n), mod10 = i % 10, mod100 = i % 100
        switch base {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg", "ca", "gl", "ur", "sw":
            return i == 1 ? .one : .other
        case "hi", "bn", "fa", "gu", "kn", "mr", "zu":
            return i <= 1 ? .one : .other  // CLDR: one is i = 0 or n = 1
        case "fr", "pt":
            // CLDR: fr one is i = 0,1; pt one is i = 0..1. Both: many when e = 0 and i is a
            // non-zero multiple of 1000000 (compact forms only); a plain count never is.
            return i <= 1 ? .one : (i != 0 && i % 1_000_000 == 0 ? .many : .other)
        case "es", "it":
            return i == 1 ? .one : (i != 0 && i % 1_000_000 == 0 ? .many : .other)
        case "ar":
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he", "iw":
            if i == 1 { return .one }
            if i == 2 { return .two }
            return .other
        case "ru", "uk":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 { return .one }
            if (2...4).contains(i) { return .few }
            return .other
        default:
            return .other
        }
    }
}
