import Foundation
import Testing
@testable import Compositor

/// `.stringsdict` plurals: a key's format with its `%#@NAME@` variable replaced by the form of
/// the count's CLDR category in the locale (Arabic has six: 0 zero, 1 one, 2 two, 3–10 few,
/// 11–99 many, 100 other).
@Suite struct StringsdictTests {
    static func plist(_ forms: [(String, String)]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>walks</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@walks@ today</string>
            <key>walks</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
        \(forms.map { "      <key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n"))
            </dict>
          </dict>
          <key>hello</key>
          <dict><key>NSStringLocalizedFormatKey</key><string>Hello</string></dict>
        </dict>
        </plist>
        """
    }

    @Test func pluralFormsByTheLocalesRules() throws {
        let dir = TemporaryDirectory()
        dir.write("en.stringsdict", Self.plist([("one", "%lld walk"), ("other", "%lld walks")]))
        dir.write("ar.stringsdict", Self.plist([("zero", "zero %lld"), ("one", "one %lld"), ("two", "two %lld"), ("few", "few %lld"),
                                               ("many", "many %lld"), ("other", "other %lld")]))
        func template(_ count: Int) -> String {
            """
            canvas: {size: [320, 200], scale: 1}
            digits: latin
            strings: {en: en.stringsdict, ar: ar.stringsdict}
            scenes:
              a:
                views:
                  - {frame: [10, 10, 300, 30], label: {key: walks, count: \(count)}}
                  - {frame: [10, 50, 300, 30], label: {key: hello}}
              b: {background: "#0000FF"}
            segue: {animator: push, from: a, to: b, duration: 0.5}
            """
        }
        for (locale, count, text) in [("en", 1, "1 walk today"), ("en", 3, "3 walks today"), ("ar", 0, "zero 0 today"), ("ar", 1, "one 1 today"),
                                      ("ar", 2, "two 2 today"), ("ar", 3, "few 3 today"), ("ar", 11, "many 11 today"), ("ar", 100, "other 100 today")] {
            let path = dir.write("t\(count)\(locale).yaml", template(count))
            let loaded = try TemplateLoader.load(path: path, strings: StringsRequest(locale: locale))
            let texts = loaded.labels.map(\.text)
            #expect(texts.contains(text) && texts.contains("Hello"), "\(locale) \(count): \(texts)")
        }
    }

    /// A variable without an `other` form, or a file that is no property list, is exit 4 naming the file.
    @Test func aBrokenFileIsNamed() throws {
        let dir = TemporaryDirectory()
        dir.write("bad.stringsdict", Self.plist([("one", "%lld walk")]))
        dir.write("junk.stringsdict", "not a plist")
        for file in ["bad.stringsdict", "junk.stringsdict"] {
            let path = dir.write("t.yaml", """
            canvas: {size: [320, 200], scale: 1}
            strings: {en: \(file)}
            scenes:
              a: {views: [{frame: [10, 10, 300, 30], label: Hi}]}
              b: {background: "#0000FF"}
            segue: {animator: push, from: a, to: b, duration: 0.5}
            """)
            let result = try CLI.run(["validate", path])
            #expect(result.status == 4 && result.stderr.contains(file), "\(result.stderr)")
        }
    }
}
