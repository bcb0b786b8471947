import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Texts by key (`{key: …}`) looked up in a template's string tables for the locale asked
/// for, with located errors for missing keys, files confined to the template's folder, and
/// `validate --strict` naming the locale and key of a label that does not fit.
@Suite struct LocalizedTemplateTests {
    /// A flow-less template whose scene "a" shows the key `greeting` in a label 150 points wide,
    /// a table cell and a navigation bar by key, with `tables` as its string keys.
    static func template(_ tables: String, locale: String? = nil, labelWidth: Int = 150) -> String {
        """
        canvas: {size: [320, 200], scale: 1}
        \(locale.map { "locale: \($0)\n" } ?? "")\(tables)
        scenes:
          a:
            background: "#FFFFFF"
            navigationBar: {key: title}
            views:
              - id: hello
                frame: [10, 100, \(labelWidth), 30]
                label: {text: {key: greeting}, font: {size: 17}}
              - frame: [10, 140, 300, 40]
                label: {key: count, count: 3}
          b:
            background: "#0000FF"
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """
    }

    static let inline = """
    strings:
      en: {title: Walk, greeting: "Good morning", count: "%lld steps"}
      de: {title: Spaziergang, greeting: "Guten Morgen, ihr Lieben", count: "%lld Schritte"}
    """

    static func labels(_ template: SegueTemplate) -> [String] { template.labels.map(\.text) }

    @Test func theLocaleAskedForPicksTheTable() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", Self.template(Self.inline))
        let english = try TemplateLoader.load(path: path)
        #expect(english.locale == "en")
        #expect(english.scenes[0].navigationBar?.title == "Walk")
        #expect(Self.labels(english).contains("Good morning") && Self.labels(english).contains("3 steps"))
        let german = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "de"))
        #expect(german.locale == "de" && german.scenes[0].navigationBar?.title == "Spaziergang")
        #expect(Self.labels(german).contains("Guten Morgen, ihr Lieben") && Self.labels(german).contains("3 Schritte"))
        #expect(german.stringKeys["Guten Morgen, ihr Lieben"] == "greeting")
        // The template's own locale: is the default; --locale overrides it; de-AT reads de.
        let own = dir.write("own.yaml", Self.template(Self.inline, locale: "de"))
        #expect(try TemplateLoader.load(path: own).scenes[0].navigationBar?.title == "Spaziergang")
        #expect(try TemplateLoader.load(path: own, strings: StringsRequest(locale: "en")).scenes[0].navigationBar?.title == "Walk")
        #expect(try TemplateLoader.load(path: own, strings: StringsRequest(locale: "de-AT")).scenes[0].navigationBar?.title == "Spaziergang")
    }

    /// A missing key is one error at the field, naming the key and every locale lacking it
    /// (exit 3); `allowMissing` shows the development language's text with a warning.
    @Test func aMissingKeyIsALocatedErrorListingTheLocalesLackingIt() throws {
        let dir = TemporaryDirectory()
        let tables = """
        strings:
          en: {title: Walk, greeting: "Good morning", count: "%lld steps"}
          de: {greeting: "Guten Morgen", count: "%lld Schritte"}
          ja: {greeting: "おはよう", count: "%lld 歩"}
        """
        let path = dir.write("t.yaml", Self.template(tables))
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path, strings: StringsRequest(locale: "de")) }
        #expect(error?.exitStatus == .invalidTemplate)
        #expect(error?.description == "\(path):9:20: scenes.a.navigationBar: key \"title\" has no text in locale de; locales lacking it: de, ja (--allow-missing-strings shows the development language's, en)",
                "\(error?.description ?? "")")
        let fallback = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "de", allowMissing: true))
        #expect(fallback.scenes[0].navigationBar?.title == "Walk")
        #expect(fallback.warnings.count == 1 && fallback.warnings[0].contains("key \"title\" has no text in locale de"), "\(fallback.warnings)")
        // A locale no table has: one error at the tables, not one per key.
        let unknown = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path, strings: StringsRequest(locale: "fr")) }
        #expect(unknown?.field == "strings" && unknown?.message == "no string table has locale fr; the tables have en, de, ja", "\(unknown?.description ?? "")")
        // A key without any tables names what to add.
        let bare = dir.write("bare.yaml", Self.template(""))
        let none = #expect(throws: TemplateErrors.self) { try TemplateLoader.load(path: bare) }
        #expect(none?.description.contains("needs string tables: add strings:") == true)
    }

    /// `.strings` files per locale and an `.xcstrings` catalog, read from beside the template;
    /// the template's own map wins over a file; a file outside the folder is refused.
    @Test func stringsFilesAndCatalogsAreReadFromTheTemplatesFolder() throws {
        let dir = TemporaryDirectory()
        dir.write("de.lproj/Localizable.strings", "/* German */\n\"title\" = \"Spaziergang\";\n\"greeting\" = \"Hallo\";\n\"count\" = \"%lld Schritte\";\n")
        dir.write("app.xcstrings", StringTableTests.catalog.replacingOccurrences(of: "\"tap\"", with: "\"title\" : { \"localizations\" : { \"ja\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"散歩\" } } } },\n        \"greeting\" : { \"localizations\" : { \"ja\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"おはよう\" } } } },\n        \"count\" : { \"localizations\" : { \"ja\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld 歩\" } } } },\n        \"tap\""))
        let path = dir.write("t.yaml", Self.template("""
        stringCatalog: app.xcstrings
        strings:
          de: de.lproj/Localizable.strings
          en: {greeting: "Good morning", title: Walk, count: "%lld steps"}
        """))
        let german = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "de"))
        #expect(german.scenes[0].navigationBar?.title == "Spaziergang" && Self.labels(german).contains("Hallo"))
        let japanese = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "ja"))
        #expect(Self.labels(japanese).contains("おはよう") && Self.labels(japanese).contains("3 歩"))
        #expect(try TemplateLoader.load(path: path).locale == "en")  // the catalog's sourceLanguage
        #expect(german.includedFiles.count == 2)
        let outside = TemporaryDirectory()
        outside.write("x.strings", "\"title\" = \"x\";")
        let escape = dir.write("escape.yaml", Self.template("strings:\n  de: ../\(URL(fileURLWithPath: outside.path).lastPathComponent)/x.strings"))
        let error = #expect(throws: TemplateErrors.self) { try TemplateLoader.load(path: escape, strings: StringsRequest(locale: "de")) }
        #expect(error?.description.contains("is outside the template's folder") == true, "\(error?.description ?? "")")
        // The list form (`de: [a.strings, b.stringsdict]`) checks every entry the same way.
        dir.write("de.strings", "\"title\" = \"Spaziergang\";")
        let listed = dir.write("escape-list.yaml", Self.template("strings:\n  de: [de.strings, ../\(URL(fileURLWithPath: outside.path).lastPathComponent)/x.strings]"))
        let listError = #expect(throws: TemplateErrors.self) { try TemplateLoader.load(path: listed, strings: StringsRequest(locale: "de")) }
        #expect(listError?.description.contains("is outside the template's folder") == true, "\(listError?.description ?? "")")
    }

    /// Existing templates mean what they meant: a mapping without `key` is still a component's
    /// long form; a string is still the text itself.
    @Test func textsWithoutKeysAreUnchanged() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal(fromViews: """
              - frame: [2, 2, 28, 10]
                label: {text: "{key: x}", font: {size: 8}}
        """))
        let template = try TemplateLoader.load(path: path)
        #expect(Self.labels(template) == ["{key: x}"] && template.locale == nil && template.warnings.isEmpty)
    }

    @Test func pseudoLocalizationAppliesToEveryText() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", Self.template(Self.inline))
        let pseudo = try TemplateLoader.load(path: path, strings: StringsRequest(pseudo: true))
        #expect(pseudo.scenes[0].navigationBar?.title == "[Ŵåļķ]")
        #expect(Self.labels(pseudo).contains("[Ĝööđ möŕñîñĝ~~~]"))
        #expect(pseudo.stringKeys["[Ĝööđ möŕñîñĝ~~~]"] == "greeting")
    }

    /// The acceptance case: the German text of `greeting` does not fit its 150 points, and
    /// `validate --strict` says so with the locale, the key and the overflow in points; English fits.
    @Test func validateStrictNamesTheLocaleKeyAndOverflowOfACutGermanLabel() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", Self.template(Self.inline))
        let english = try CLI.run(["validate", "--strict", "--locale", "en", path])
        #expect(english.status == 0, "\(english.stderr)")
        let german = try CLI.run(["validate", "--strict", "--locale", "de", path])
        #expect(german.status == 3, "\(german.stderr)")
        #expect(german.stderr.contains("label \"hello\" (\"Guten Morgen, ihr Lieben\") [key \"greeting\", locale de]: the text is ")
                && german.stderr.contains("points short"), "\(german.stderr)")
        let pseudo = try CLI.run(["validate", "--strict", "--pseudo-locale", path])
        #expect(pseudo.status == 3 && pseudo.stderr.contains("[key \"greeting\", pseudo-locale (en)]"), "\(pseudo.stderr)")
        let usage = try CLI.run(["validate", "--locale", "not a locale", path])
        #expect(usage.status == 2 && usage.stderr.contains("--locale: \"not a locale\" is not a locale code"), "\(usage.stderr)")
    }
}
