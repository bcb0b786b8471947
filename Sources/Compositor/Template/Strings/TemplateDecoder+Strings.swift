import Foundation

extension TemplateDecoder {
    /// Reads the template's `locale:`, `strings:` (texts by locale: a mapping of key to text,
    /// or a `.strings` file) and `stringCatalog:` (an `.xcstrings` file or a list of them) into
    /// `strings`, before any text is read. Files are confined to the template's folder and
    /// bounded by `TemplateLimits.maxStringTableBytes`.
    func decodeStrings(_ o: ObjectReader, into strings: TemplateStrings) {
        if let f = o["locale"], let code = f.string() {
            if LocaleCode.isValid(code) { strings.templateLocale = code } else { f.error(LocaleCode.problem(code)) }
        }
        if let f = o["strings"], let entries = f.entries() {
            for (locale, table) in entries {
                guard LocaleCode.isValid(locale) else { table.error(LocaleCode.problem(locale)); continue }
                if case .mapping = table.node {
                    var texts: [String: StringEntry] = [:]
                    for (key, value) in table.entries() ?? [] { if let text = value.string() { texts[key] = StringEntry(value: text) } }
                    strings.tables.add(texts, locale: locale)
                } else if let path = assetPath(table) {
                    guard path.hasSuffix(".strings") else { table.error("expected a mapping of key to text, or a .strings file; found \"\(path)\""); continue }
                    do throws(StringTableError) {
                        strings.tables.add(try StringsFileReader.read(StringTables.read(path, limit: TemplateLimits.maxStringTableBytes)), locale: locale)
                        budget.recordInclude(path)
                    } catch { table.error("\(path): \(error.message)", status: .badAsset) }
                }
            }
        }
        if let f = o["stringCatalog"] {
            let files: [TemplateField] = if case .sequence = f.node { f.list() ?? [] } else { [f] }
            for file in files {
                guard let path = assetPath(file) else { continue }
                guard path.hasSuffix(".xcstrings") else { file.error("expected an Xcode String Catalog (.xcstrings); found \"\(path)\""); continue }
                do throws(StringTableError) {
                    let catalog = try StringCatalogReader.read(StringTables.read(path, limit: TemplateLimits.maxStringTableBytes))
                    if strings.tables.sourceLanguage == nil { strings.tables.sourceLanguage = catalog.sourceLanguage }
                    for locale in catalog.tables.keys.sorted() { strings.tables.add(catalog.tables[locale]!, locale: locale) }
                    budget.recordInclude(path)
                } catch { file.error("\(path): \(error.message)", status: .badAsset) }
            }
        }
        if let locale = strings.locale, !strings.tables.isEmpty, strings.tables.table(for: locale) == nil, !strings.request.allowMissing {
            let field = strings.request.locale == nil ? (o["locale"] ?? o.field) : (o["strings"] ?? o["stringCatalog"] ?? o.field)
            field.error("no string table has locale \(locale); the tables have \(strings.tables.locales.joined(separator: ", "))")
        }
    }
}

extension TemplateField {
    /// True for a value `text()` reads: a scalar, or a `{key: …}` reference into the string
    /// tables. Where a component's shorthand is a string (`navigationBar: Title`), a key
    /// reference is that shorthand too: no component's mapping form has a `key` key.
    var isText: Bool {
        switch node {
        case .scalar: return true
        case .mapping(let pairs, _): return pairs.contains { $0.key == "key" }
        case .sequence: return false
        }
    }

    /// A text shown to the viewer: a string as written, or `{key: NAME, count: N}` looked up in
    /// the template's string tables for the locale rendered (`TemplateStrings`); either
    /// pseudo-localized with `--pseudo-locale`.
    func text() -> String? {
        if case .mapping(let pairs, _) = node, pairs.contains(where: { $0.key == "key" }) {
            guard let strings else { error("text by key needs the template's string tables"); return nil }
            return object { o -> String? in
                guard let key = o.require("key")?.string() else { return nil }
                let count = o["count"]?.int(in: Int(Int32.min)...Int(Int32.max))
                if o.has("count"), count == nil { return nil }
                return strings.text(key: key, count: count, at: self)
            } ?? nil
        }
        guard let text = string() else { return nil }
        return strings?.shown(text) ?? text
    }
}
