import CompositorCore
import Foundation

/// The string tables a template reads, merged: each locale's entries by key, from its
/// `strings:` map, `.strings` files and String Catalogs, and the development language (a
/// catalog's `sourceLanguage`, else `en` when a table has it, else the first locale given).
struct StringTables: Sendable {
    /// Entries by locale, then by key.
    private(set) var byLocale: [String: [String: StringEntry]] = [:]
    /// The locales in the order first given, for messages.
    private(set) var locales: [String] = []
    /// The first catalog's `sourceLanguage`.
    var sourceLanguage: String?

    var isEmpty: Bool { byLocale.isEmpty }

    /// The development language: the catalog's source language, else `en` if given, else the
    /// first locale given.
    var developmentLanguage: String? { sourceLanguage ?? (byLocale["en"] != nil ? "en" : locales.first) }

    /// Adds `entries` for `locale`; a key given twice keeps its first entry (the template's own
    /// `strings:` map is read before any file, so it overrides them).
    mutating func add(_ entries: [String: StringEntry], locale: String) {
        if byLocale[locale] == nil { locales.append(locale) }
        byLocale[locale, default: [:]].merge(entries) { first, _ in first }
    }

    /// The table for `locale`: its own, else its language's (`de-AT` → `de`).
    func table(for locale: String) -> (locale: String, entries: [String: StringEntry])? {
        if let own = byLocale[locale] { return (locale, own) }
        let language = String(locale.split(separator: "-").first ?? "")
        return byLocale[language].map { (language, $0) }
    }

    /// The locales whose table lacks `key`, in the order given.
    func locales(lacking key: String) -> [String] { locales.filter { byLocale[$0]?[key] == nil } }

    /// Reads a file of at most `limit` bytes (a table is data the template asks to be read).
    /// `path` is the real path the template's folder resolved it to; it is opened with
    /// `ConfinedFolder.openChecked`, as a template is, so a FIFO, device or socket is refused
    /// without being opened for reading (an open of a FIFO would wait for a writer) and a link
    /// swapped in since the check is not followed.
    static func read(_ path: String, limit: Int) throws(StringTableError) -> Data {
        let file: OpenedFile
        switch ConfinedFolder.openChecked(path) {
        case .success(let opened): file = opened
        case .failure(.system): throw StringTableError(message: "cannot open the file (permission denied?)")
        case .failure(let problem): throw StringTableError(message: problem.description)
        }
        let data = file.read(upTo: limit + 1) ?? Data()
        guard data.count <= limit else { throw StringTableError(message: "the file is larger than \(limit >> 20) MiB") }
        return data
    }
}
