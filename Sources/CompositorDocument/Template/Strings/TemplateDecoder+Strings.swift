import Foundation

extension TemplateDecoder {
    /// Reads the template's `locale:`, `strings:` (texts by locale: a mapping of key to text, a
    /// `.strings` or `.stringsdict` file, or a list of these, as an Xcode project's `de.lproj`
    /// holds `Localizable.strings` beside `Localizable.stringsdict`) and `stringCatalog:` (an
    /// `.xcstrings` file or a list of them) into
    /// `strings`, before any text is read. Files are confined to the template's folder and
    /// bounded by `TemplateLimits.maxStringTableBytes`.
    func decodeStrings(_ o: ObjectReader, into strings: TemplateStrings) {
        if let f = o["locale"], let code = f.string() {
            if LocaleCode.isValid(code) { strings.templateLocale = code } else { f.error(LocaleCode.problem(code)) }
        }
        if let f = o["digits"], let v = f.oneOf(["latin", "native"], what: "digits") {
            strings.digits = v == "latin" ? .latin : nil
        }
        if let f = o["strings"], let entries = f.entries() {
            for (locale, field) in entries {
                guard LocaleCode.isValid(locale) else { field.error(LocaleCode.problem(locale)); continue }
                // A list reads each in order; a key in two of them keeps the first's text.
                let tables: [TemplateField] = if case .sequence = field.node { field.list() ?? [] } else { [field] }
                for table in tables { decodeStringTable(table, locale: locale, into: strings) }
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

extension TemplateDecoder {
    /// One of a locale's tables in `strings:`: a mapping of key to text, or a `.strings` or
    /// `.stringsdict` file beside the template.
    private func decodeStringTable(_ table: TemplateField, locale: String, into strings: TemplateStrings) {
        if case .mapping = table.node {
            var texts: [String: StringEntry] = [:]
            for (key, value) in table.entries() ?? [] { if let text = value.string() { texts[key] = StringEntry(value: text) } }
            strings.tables.add(texts, locale: locale)
        } else if let path = assetPath(table) {
            guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else {
                table.error("expected a mapping of key to text, or a .strings or .stringsdict file; found \"\(path)\""); return
            }
            do throws(StringTableError) {
                let data = try StringTables.read(path, limit: TemplateLimits.maxStringTableBytes)
                strings.tables.add(path.hasSuffix(".stringsdict") ? try StringsdictReader.read(data) : try StringsFileReader.read(data), locale: locale)
                budget.recordInclude(path)
            } catch { table.error("\(path): \(error.message)", status: .badAsset) }
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
        case .mapping(let pairs, _): return pairs.contains { $0.key == "key" || $0.key == "date" }
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
        if case .mapping(let pairs, _) = node, pairs.contains(where: { $0.key == "date" }) { return date() }
        guard let text = string() else { return nil }
        return strings?.shown(text) ?? text
    }

    /// `{date: ISO 8601, style: none|short|medium|long|full, time: …, timeZone: NAME}`: the
    /// date in the rendered locale's format (`DateText`; style medium and no time by default),
    /// in UTC or the zone named at its fixed offset (`FixedTimeZone`).
    private func date() -> String? {
        object { o -> String? in
            guard let field = o.require("date"), let written = field.string() else { return nil }
            guard let date = DateText.parse(written) else {
                field.error("expected an ISO 8601 date (2026-03-14) or date and time with its zone (2026-03-14T09:30:00Z); found \"\(written)\"")
                return nil
            }
            let style = o["style"]?.oneOf(DateText.styleNames, what: "date style") ?? "medium"
            let time = o["time"]?.oneOf(DateText.styleNames, what: "time style") ?? "none"
            var zone = FixedTimeZone.utc
            if let f = o["timeZone"], let name = f.string() {
                guard let named = FixedTimeZone.named(name) else { f.error(FixedTimeZone.problem(name)); return nil }
                zone = named
            }
            let locale = strings?.layoutLocale ?? "en"
            let text = DateText.format(date, style: style, time: time, locale: locale, timeZone: zone, latinDigits: strings?.digits == .latin)
            return strings?.shown(text) ?? text
        } ?? nil
    }
}
