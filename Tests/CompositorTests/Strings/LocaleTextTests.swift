import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Text by locale: Thai breaks between words only (ICU's dictionary breaks), dates in the
/// locale's format through ICU.
@Suite struct LocaleTextTests {
    /// "I like walking the dog in the evening": ICU 72's line iterator (Debian 12's libicu,
    /// checked with a 10-line C program calling ubrk_open(UBRK_LINE, "th", …)) splits it into
    /// ฉัน|ชอบ|เดิน|เล่น|กับ|สุนัข|ตอน|เย็น, after scalars 3, 6, 10, 14, 17, 22 and 25.
    static let sentence = "ฉันชอบเดินเล่นกับสุนัขตอนเย็น"
    static let words = ["ฉัน", "ชอบ", "เดิน", "เล่น", "กับ", "สุนัข", "ตอน", "เย็น"]

    @Test func thaiBreaksAreICUs() {
        let scalars = Array(Self.sentence.unicodeScalars)
        #expect(DictionaryLineBreaks.breaks(in: scalars[...]) == [3, 6, 10, 14, 17, 22, 25])
        #expect(Self.words.joined() == Self.sentence)
        // Latin text and a lone Thai letter are left to UAX #14.
        #expect(DictionaryLineBreaks.isComplexContext("ก") && !DictionaryLineBreaks.isComplexContext("a"))
    }

    /// Laid out 70 points wide, the sentence takes several lines, and every line is whole words.
    @Test func aThaiLabelWrapsAtWordBoundariesOnly() throws {
        let label = Label(text: Self.sentence, font: FontSpec(size: 17), numberOfLines: 0)
        let lines = try TextRenderer().layout(label, width: 70).lines.map(\.text)
        #expect(lines.count > 2, "\(lines)")
        #expect(lines.joined() == Self.sentence)
        var rest = Self.words[...]
        for line in lines {
            var text = Substring(line)
            while let word = rest.first, text.hasPrefix(word) { text = text.dropFirst(word.count); rest = rest.dropFirst() }
            #expect(text.isEmpty, "line \"\(line)\" breaks inside a word")
        }
    }

    /// 14 March 2026, medium style, in each locale's ICU format; Arabic in Arabic-Indic digits
    /// unless `digits: latin`; with a time in Tokyo's zone; a bad date is a located error.
    @Test func datesFollowTheLocale() throws {
        let dir = TemporaryDirectory()
        func shown(_ locale: String, _ date: String, digits: String? = nil) throws -> String {
            let path = dir.write("d.yaml", """
            canvas: {size: [320, 200], scale: 1}
            \(digits.map { "digits: \($0)\n" } ?? "")strings: {en: {x: x}, de: {x: x}, ja: {x: x}, ar: {x: x}}
            scenes:
              a: {views: [{frame: [10, 10, 300, 30], label: \(date)}]}
              b: {background: "#0000FF"}
            segue: {animator: push, from: a, to: b, duration: 0.5}
            """)
            return try #require(TemplateLoader.load(path: path, strings: StringsRequest(locale: locale)).labels.first?.text)
        }
        let day = "{date: 2026-03-14, style: medium}"
        #expect(try shown("en", day) == "Mar 14, 2026")
        #expect(try shown("de", day) == "14.03.2026")
        #expect(try shown("ja", day) == "2026/03/14")
        let ar = try shown("ar", day), arLatin = try shown("ar", day, digits: "latin")
        #expect(ar.unicodeScalars.contains { $0.value == 0x0664 } && !ar.contains("4"), "\(ar)")
        #expect(arLatin.contains("14") && arLatin.contains("2026"), "\(arLatin)")
        #expect(try shown("ja", "{date: \"2026-03-14T09:30:00Z\", style: long, time: short, timeZone: Asia/Tokyo}") == "2026年3月14日 18:30")
        let bad = dir.write("bad.yaml", """
        canvas: {size: [320, 200], scale: 1}
        scenes:
          a: {views: [{frame: [10, 10, 300, 30], label: {date: yesterday}}]}
          b: {background: "#0000FF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """)
        let result = try CLI.run(["validate", bad])
        #expect(result.status == 3 && result.stderr.contains("ISO 8601"), "\(result.stderr)")
    }
}
