import CompositorCore
import CompositorScene

/// Schema entries for texts by key, the string tables they are looked up in and the variant
/// axes (docs/templates.md, "Strings and locales").
extension TemplateSchema {
    /// The top-level keys: `locale` (`OptionCatalog.locale`), `strings`, `variants`, `stringCatalog`.
    static var stringsProperties: [(String, JSONValue)] {
        let localeCode = JSONValue.object([("type", .string("string")), ("pattern", .string(localeCodePattern))])
        return [
            (OptionCatalog.locale.key ?? "locale", .object([("description", .string("The locale texts by key are shown in (\(OptionCatalog.locale.flag) overrides). Default: the development language (a string catalog's sourceLanguage, else en, else the first locale in strings).")),
                                                            ("type", .string("string")), ("pattern", .string(localeCodePattern))])),
            ("digits", .object([("description", .string("The digits texts show numbers in: native (the locale's: Arabic-Indic for ar, Extended Arabic-Indic for fa, Latin elsewhere) or latin. Default: native.")),
                                ("enum", .array([.string("native"), .string("latin")]))])),
            ("strings", .object([
                ("description", .string("String tables by locale code: each a mapping of key to text, a .strings file (\"key\" = \"value\";) or a .stringsdict file (plurals) beside the template, or a list of these (a key in two keeps the first's text). Texts are then written {key: NAME} or {key: NAME, count: N}.")),
                ("type", .string("object")),
                ("propertyNames", localeCode),
                ("additionalProperties", .object([("anyOf", .array([
                    stringTable,
                    .object([("type", .string("array")), ("minItems", .int(1)), ("items", stringTable)]),
                ]))])),
            ])),
            ("variants", object("Axes batch renders the product of, each clip named NAME.LOCALE.APPEARANCE.DEVICE (render and validate show the template as written).", [
                ("locale", .object([("description", .string("Locales, each a clip.")), ("type", .string("array")), ("minItems", .int(1)),
                                    ("uniqueItems", .bool(true)), ("items", localeCode)])),
                ("appearance", .object([("description", .string("Appearances, each a clip.")), ("type", .string("array")), ("minItems", .int(1)),
                                        ("uniqueItems", .bool(true)), ("items", .object([("enum", .array(Appearance.allCases.map { .string($0.rawValue) }))]))])),
                ("device", .object([("description", .string("Device presets, each a clip: the same screens laid out again for the device's screen, safe areas and bars (top-level frames follow their autoresizing masks; nothing is scaled). Named by the preset lower-cased, spaces as hyphens.")),
                                    ("type", .string("array")), ("minItems", .int(1)), ("uniqueItems", .bool(true)),
                                    ("items", .object([("enum", .array(DevicePresets.all.map { .string($0.name) }))]))])),
            ])),
            ("stringCatalog", .object([
                ("description", .string("An Xcode String Catalog (.xcstrings) beside the template, or a list of them: every locale's texts, with plural and device variations.")),
                ("anyOf", .array([.object([("type", .string("string")), ("pattern", .string("\\.xcstrings$"))]),
                                  .object([("type", .string("array")), ("items", .object([("type", .string("string")), ("pattern", .string("\\.xcstrings$"))]))])])),
            ])),
        ]
    }

    /// One table of a locale: a mapping of key to text, or a .strings or .stringsdict file.
    static var stringTable: JSONValue {
        .object([("anyOf", .array([
            .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("string"))]))]),
            .object([("type", .string("string")), ("pattern", .string("\\.(strings|stringsdict)$"))]),
        ]))])
    }

    /// `LocaleCode`'s shape as a pattern.
    static let localeCodePattern = "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"

    /// `{key, count}`: a text looked up in the string tables.
    static var stringKey: JSONValue {
        object("A text by key, looked up in the template's string tables for the locale rendered.", [
            ("key", string("The key, as the string tables name it.")),
            ("count", .object([("description", .string("A whole number: picks the plural variation (CLDR categories) and fills %lld / %d.")),
                               ("type", .string("integer"))])),
        ], required: ["key"])
    }

    /// `{date, style, time, timeZone}`: a date in the rendered locale's format (`DateText`).
    static var dateText: JSONValue {
        let style = JSONValue.object([("enum", .array(DateText.styleNames.map { .string($0) }))])
        return object("A date shown in the rendered locale's format through ICU (DateFormatter's dateStyle and timeStyle).", [
            ("date", string("ISO 8601: a date (2026-03-14) or a date and time with its zone (2026-03-14T09:30:00Z).")),
            ("style", withDescription(style, "The date's style. Default: medium.")),
            ("time", withDescription(style, "The time's style. Default: none.")),
            ("timeZone", string("The zone the time is shown in: UTC, an offset (+09:00, -05:30) or an IANA zone without daylight saving (Asia/Tokyo), each at its fixed offset shipped with segue-video; zones with daylight saving are refused. Default: UTC.")),
        ], required: ["date"])
    }

    /// A text shown to the viewer: a string, `{key, count}` or `{date, style}`.
    static func text(_ description: String) -> JSONValue {
        .object([("description", .string(description + " A string, {key, count} from the string tables, or {date, style} in the locale's format.")),
                 ("anyOf", .array([.object([("type", .string("string"))]), ref("stringKey"), ref("dateText")]))])
    }

    /// A component written as a text or its long form: `stringOr` whose object form may also be
    /// a `{key}` reference (no component's long form has a `key` key).
    static func textOr(_ description: String, _ objectForm: JSONValue) -> JSONValue {
        stringOr(description, .object([("type", .string("string"))]),
                 .object([("if", required(["key"])), ("then", ref("stringKey")),
                          ("else", .object([("if", required(["date"])), ("then", ref("dateText")), ("else", objectForm)]))]))
    }
}
