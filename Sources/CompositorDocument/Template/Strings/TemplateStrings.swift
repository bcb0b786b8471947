/// Looks up a template's texts for one locale while it is decoded: the tables the template
/// names (`StringTables`), the locale asked for (`StringsRequest`, else the template's
/// `locale:`, else the development language) and the device class plural and device
/// variations pick by. One per template load, shared by every field of the template and its
/// includes; it remembers which key each shown text came from, for `validate`'s messages.
import CompositorScene

final class TemplateStrings {
    let request: StringsRequest
    var tables = StringTables()
    /// The template's own `locale:`.
    var templateLocale: String?
    /// `variations.device`'s name for the canvas's device: `iphone`, `ipad` or `other`.
    var deviceClass = "other"
    /// The template's `digits:` (`latin`); nil: the locale's own (`NumberingSystem(locale:)`).
    var digits: NumberingSystem?
    /// The key each text shown came from (text as shown → key), for overflow warnings.
    private(set) var keysByText: [String: String] = [:]

    init(request: StringsRequest) { self.request = request }

    /// The locale texts are shown in: the request's, else the template's, else the
    /// development language; nil when the template has no tables and none was asked for.
    var locale: String? { request.locale ?? templateLocale ?? tables.developmentLanguage }

    /// The locale the screen is laid out for: the one shown, or without tables the one asked for.
    var layoutLocale: String? { tables.isEmpty ? request.locale : locale }

    /// Which way the screens read: right to left for ar, he, fa, ur (`LayoutDirection`).
    var layoutDirection: LayoutDirection { LayoutDirection(locale: layoutLocale) }

    /// The digits texts are shown in: the template's `digits:`, else the locale's own.
    var numbering: NumberingSystem { digits ?? NumberingSystem(locale: layoutLocale) }

    /// The text of `key` (for `count`, when the entry has plural variations), or a located
    /// error at `field` naming the key and the locales that lack it (exit 3). With
    /// `allowMissing`, a key the locale lacks shows the development language's text, with a
    /// warning. After an error the key itself stands in for the text, so decoding goes on
    /// without a second error for the same field (the load fails on the first).
    func text(key: String, count: Int?, at field: TemplateField) -> String? {
        guard !tables.isEmpty, let locale else {
            field.error("text by key \"\(key)\" needs string tables: add strings: (texts by locale) or stringCatalog: (an .xcstrings file) to the template")
            return key
        }
        if let table = tables.table(for: locale), let found = table.entries[key]?.text(count: count, deviceClass: deviceClass, language: table.locale) {
            return shown(StringFormat.fill(found, count: count), key: key)
        }
        let development = tables.developmentLanguage ?? locale
        // A locale no table has is one error at the tables (`decodeStrings`), not one per key.
        if tables.table(for: locale) == nil, !request.allowMissing { return key }
        var lacking = tables.locales(lacking: key)
        if tables.table(for: locale) == nil, !lacking.contains(locale) { lacking.insert(locale, at: 0) }
        let lackingText = "locale\(lacking.count == 1 ? "" : "s") lacking it: \(lacking.joined(separator: ", "))"
        if request.allowMissing, development != locale, let table = tables.table(for: development),
           let found = table.entries[key]?.text(count: count, deviceClass: deviceClass, language: table.locale) {
            field.warning("key \"\(key)\" has no text in locale \(locale) (\(lackingText)); showing the development language's (\(development))")
            return shown(StringFormat.fill(found, count: count), key: key)
        }
        field.error("key \"\(key)\" has no text in locale \(locale); \(lackingText)"
                    + (development != locale && !request.allowMissing ? " (--allow-missing-strings shows the development language's, \(development))" : ""))
        return key
    }

    /// A text as shown: its digits in the locale's (`numbering`: Arabic-Indic for ar unless the
    /// template says `digits: latin`), pseudo-localized when asked; remembered with its key.
    func shown(_ text: String, key: String? = nil) -> String {
        let text = numbering.digits(text)
        let shown = request.pseudo ? PseudoLocalizer.pseudo(text) : text
        if let key { keysByText[shown] = key }
        return shown
    }
}
