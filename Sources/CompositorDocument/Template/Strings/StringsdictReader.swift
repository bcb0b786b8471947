import Foundation

/// Reads a `.stringsdict` file (a property list, XML or binary, as Xcode writes it) into
/// entries by key: each key's `NSStringLocalizedFormatKey` with its one `%#@NAME@` variable
/// replaced by NAME's plural forms (`NSStringPluralRuleType`: `zero`, `one`, `two`, `few`,
/// `many`, `other`), so `{key: K, count: N}` picks the form by the locale's plural rules
/// (`PluralCategory`), as `String.localizedStringWithFormat` does (Apple, "Localizing
/// strings that contain plurals"). A format without a variable is a plain value.
enum StringsdictReader {
    static func read(_ data: Data) throws(StringTableError) -> [String: StringEntry] {
        let root: Any
        do { root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw StringTableError(message: "not a property list (a .stringsdict is XML or binary plist)")
        }
        guard let keys = root as? [String: Any] else { throw StringTableError(message: "the property list's root is not a dictionary") }
        var entries: [String: StringEntry] = [:]
        for key in keys.keys.sorted() {
            guard let rule = keys[key] as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw StringTableError(message: "key \"\(key)\": expected a dictionary with NSStringLocalizedFormatKey")
            }
            guard let variable = variableName(in: format) else { entries[key] = StringEntry(value: format); continue }
            guard let forms = rule[variable] as? [String: Any], (forms["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else {
                throw StringTableError(message: "key \"\(key)\": variable \(variable) needs a dictionary with NSStringFormatSpecTypeKey NSStringPluralRuleType")
            }
            var entry = StringEntry()
            for category in PluralCategory.allCases {
                if let text = forms[category.rawValue] as? String {
                    entry.plural[category] = format.replacingOccurrences(of: "%#@\(variable)@", with: text)
                }
            }
            guard entry.plural[.other] != nil else { throw StringTableError(message: "key \"\(key)\": variable \(variable) has no other form") }
            entries[key] = entry
        }
        return entries
    }

    /// NAME of the first `%#@NAME@` in `format`.
    static func variableName(in format: String) -> String? {
        guard let start = format.range(of: "%#@") else { return nil }
        let rest = format[start.upperBound...]
        guard let end = rest.firstIndex(of: "@") else { return nil }
        return rest[..<end].isEmpty ? nil : String(rest[..<end])
    }
}
