import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`): JSON with `sourceLanguage` and
/// `strings.<key>.localizations.<locale>` holding a `stringUnit.value` or `variations.plural`
/// (by CLDR category) and `variations.device` (`iphone`, `ipad`, `mac`, `other`, …), each of
/// those again a `stringUnit` or nested variations. The layout is Apple's, "Localizing and
/// varying text with a string catalog" (developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
///
/// A key with no localization in the source language is its own source text, as Xcode
/// shows it. Keys and values outside that shape are ignored (`comment`, `extractionState`,
/// `state`), so catalogs written by newer Xcodes still read.
enum StringCatalogReader {
    /// The catalog's source language and entries by locale, then key.
    static func read(_ data: Data) throws(StringTableError) -> (sourceLanguage: String, tables: [String: [String: StringEntry]]) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw StringTableError(message: "not a String Catalog: expected a JSON object")
        }
        guard let source = root["sourceLanguage"] as? String, !source.isEmpty else {
            throw StringTableError(message: "sourceLanguage: missing; a String Catalog names its development language")
        }
        guard let strings = root["strings"] as? [String: Any] else { throw StringTableError(message: "strings: missing or not an object") }
        var tables: [String: [String: StringEntry]] = [:]
        // Sorted, so the first problem reported is the same on every run (JSON objects have no order here).
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for locale in localizations.keys.sorted() {
                let entry = try self.entry(localizations[locale]!, at: "strings.\(key).localizations.\(locale)")
                tables[locale, default: [:]][key] = entry
            }
            if localizations[source] == nil { tables[source, default: [:]][key] = StringEntry(value: key) }
        }
        if tables[source] == nil { tables[source] = [:] }
        return (source, tables)
    }

    /// A `stringUnit` or `variations` object.
    private static func entry(_ body: Any, at path: String) throws(StringTableError) -> StringEntry {
        guard let object = body as? [String: Any] else { throw StringTableError(message: "\(path): expected an object") }
        var entry = StringEntry()
        if let unit = object["stringUnit"] {
            guard let value = (unit as? [String: Any])?["value"] as? String else {
                throw StringTableError(message: "\(path).stringUnit: expected an object with a string value")
            }
            entry.value = value
        }
        if let variations = object["variations"] as? [String: Any] {
            if let plural = variations["plural"] as? [String: Any] {
                for name in plural.keys.sorted() {
                    let variant = plural[name]!
                    guard let category = PluralCategory(rawValue: name) else {
                        throw StringTableError(message: "\(path).variations.plural.\(name): not a plural category (zero, one, two, few, many, other)")
                    }
                    entry.plural[category] = try self.entry(variant, at: "\(path).variations.plural.\(name)").value
                }
            }
            if let device = variations["device"] as? [String: Any] {
                for name in device.keys.sorted() { entry.device[name] = try self.entry(device[name]!, at: "\(path).variations.device.\(name)") }
            }
        }
        guard entry.value != nil || !entry.plural.isEmpty || !entry.device.isEmpty else {
            throw StringTableError(message: "\(path): has neither a stringUnit nor variations")
        }
        return entry
    }
}
