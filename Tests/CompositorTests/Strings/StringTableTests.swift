import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// The string table readers (`.strings`, `.xcstrings`), CLDR plural categories, count
/// formatting and pseudo-localization, as pure functions.
@Suite struct StringTableTests {
    @Test func aStringsFileReadsCommentsEscapesAndBareKeys() throws {
        let text = """
        /* The title. */
        "walk.title" = "Spaziergang";
        // A line comment
        greeting = "Sag \\"Hallo\\"\\n\\U00E9 \\\\";
        "multi" = "a
        b";
        """
        let entries = try StringsFileReader.read(Data(text.utf8))
        #expect(entries["walk.title"]?.value == "Spaziergang")
        #expect(entries["greeting"]?.value == "Sag \"Hallo\"\né \\")
        #expect(entries["multi"]?.value == "a\nb")
        #expect(entries.count == 3)
    }

    @Test func aStringsFileInUTF16WithAByteOrderMarkReads() throws {
        let data = try #require("\"k\" = \"Grüße\";".data(using: .utf16))  // Foundation writes a BOM
        #expect(try StringsFileReader.read(data)["k"]?.value == "Grüße")
    }

    @Test func aBrokenStringsFileNamesTheLine() {
        let error = #expect(throws: StringTableError.self) { try StringsFileReader.read(Data("\"a\" = \"b\";\n\"c\" \"d\";".utf8)) }
        #expect(error?.message.hasPrefix("line 2: expected \"=\"") == true, "\(error?.message ?? "")")
        let open = #expect(throws: StringTableError.self) { try StringsFileReader.read(Data("/* never closed".utf8)) }
        #expect(open?.message.contains("not closed") == true)
    }

    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "items" : { "localizations" : {
          "ar" : { "variations" : { "plural" : {
            "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا عناصر" } },
            "one" : { "stringUnit" : { "state" : "translated", "value" : "عنصر واحد" } },
            "two" : { "stringUnit" : { "state" : "translated", "value" : "عنصران" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld عناصر" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld عنصرًا" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld عنصر" } } } } },
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } },
        "tap" : { "comment" : "device-specific", "localizations" : {
          "en" : { "variations" : { "device" : {
            "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } } } },
        "Untranslated source" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """

    /// Plural variations by CLDR category for the count; device variations by device class,
    /// `other` for the rest; a key without a source-language entry is its own text (as Xcode).
    @Test func aStringCatalogReadsPluralAndDeviceVariations() throws {
        let catalog = try StringCatalogReader.read(Data(Self.catalog.utf8))
        #expect(catalog.sourceLanguage == "en")
        let items = try #require(catalog.tables["en"]?["items"]), arabic = try #require(catalog.tables["ar"]?["items"])
        #expect(items.text(count: 1, deviceClass: "iphone", language: "en") == "%lld item")
        #expect(StringFormat.fill(try #require(items.text(count: 5, deviceClass: "iphone", language: "en")), count: 5) == "5 items")
        #expect(arabic.text(count: 0, deviceClass: "other", language: "ar") == "لا عناصر")
        #expect(arabic.text(count: 2, deviceClass: "other", language: "ar") == "عنصران")
        #expect(arabic.text(count: 7, deviceClass: "other", language: "ar") == "%lld عناصر")
        #expect(arabic.text(count: 11, deviceClass: "other", language: "ar") == "%lld عنصرًا")
        #expect(arabic.text(count: 100, deviceClass: "other", language: "ar") == "%lld عنصر")
        let tap = try #require(catalog.tables["en"]?["tap"])
        #expect(tap.text(count: nil, deviceClass: "ipad", language: "en") == "Click")
        #expect(tap.text(count: nil, deviceClass: "iphone", language: "en") == "Tap")
        #expect(catalog.tables["en"]?["Untranslated source"]?.value == "Untranslated source")
    }

    @Test func aCatalogWithoutItsSourceLanguageOrWithABadCategoryIsRefused() {
        #expect(throws: StringTableError.self) { try StringCatalogReader.read(Data("{\"strings\": {}}".utf8)) }
        let bad = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}}}"#
        let error = #expect(throws: StringTableError.self) { try StringCatalogReader.read(Data(bad.utf8)) }
        #expect(error?.message.hasPrefix("strings.k.localizations.en.variations.plural.several") == true)
    }

    /// CLDR's cardinal rules (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)
    /// at the counts where they differ, worked by hand from the rule text.
    @Test(arguments: [
        ("en", 0, PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("de", 1, .one), ("de", 21, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("ja", 1, .other), ("zh-Hans", 1, .other),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few), ("ar", 11, .many),
        ("ar", 99, .many), ("ar", 100, .other), ("ar", 102, .other), ("ar", 103, .few), ("he", 2, .two),
        ("ru", 1, .one), ("ru", 11, .many), ("ru", 21, .one), ("ru", 22, .few), ("ru", 12, .many), ("pl", 22, .few), ("pl", 21, .many),
    ])
    func pluralCategoriesFollowCLDR(language: String, count: Int, expected: PluralCategory) {
        #expect(PluralCategory.category(of: count, language: language) == expected)
    }

    @Test func countsFillIntegerSpecifiersOnly() {
        #expect(StringFormat.fill("%lld of %1$lld, 100%% %@ %d", count: 4) == "4 of 4, 100% %@ 4")
        #expect(StringFormat.fill("%lld", count: nil) == "%lld")
    }

    /// Accented, at least 40 % longer with the brackets, the same every time; letters with no
    /// accented form in Latin Extended-A stay.
    @Test func pseudoLocalizationAccentsExpandsAndBrackets() {
        let pseudo = PseudoLocalizer.pseudo("Settings")
        #expect(pseudo == "[Šéţţîñĝš~~]")
        #expect(pseudo.count * 100 >= "Settings".count * 140)
        for text in ["A", "Buy now", "Your order is on its way to you"] {
            let p = PseudoLocalizer.pseudo(text)
            #expect(p.count * 100 >= text.count * 140 && p.count <= text.count * 140 / 100 + 3, "\(p)")
            #expect(p.hasPrefix("[") && p.hasSuffix("]") && p == PseudoLocalizer.pseudo(text))
        }
        #expect(PseudoLocalizer.pseudo("") == "")
    }
}
