/// One key's text in one locale, as a string table gives it: a plain value, or variations by
/// plural category (`one`, `other`, … chosen by `PluralCategory`) and by device (`iphone`,
/// `ipad`, `other`), as an Xcode String Catalog's `stringUnit` and `variations` hold them.
struct StringEntry: Sendable, Hashable {
    /// The plain text (a `stringUnit`'s `value`, a `.strings` value, a `strings:` map value).
    var value: String?
    /// Texts by plural category (`variations.plural`).
    var plural: [PluralCategory: String] = [:]
    /// Entries by device class (`variations.device`: `iphone`, `ipad`, `mac`, `other`, …).
    var device: [String: StringEntry] = [:]

    /// The text for `count` (nil: no count given, so `other`) on `deviceClass`: the device's
    /// variation (else `other`'s), then the plural category's text (else `other`'s), else the
    /// plain value; plural categories by `language`'s rules. nil when the entry has none of them.
    func text(count: Int?, deviceClass: String, language: String) -> String? {
        if let variant = device[deviceClass] ?? device["other"],
           let text = variant.text(count: count, deviceClass: deviceClass, language: language) {
            return text
        }
        if !plural.isEmpty {
            let category = count.map { PluralCategory.category(of: $0, language: language) } ?? .other
            if let text = plural[category] ?? plural[.other] { return text }
        }
        return value
    }
}
