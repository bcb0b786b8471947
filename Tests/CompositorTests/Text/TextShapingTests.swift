import Testing
@testable import Compositor

/// HarfBuzz shaping through the bundled fonts: kerning, ligatures, right-to-left, fallback.
@Suite struct TextShapingTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    func line(_ text: String, font: FontSpec = FontSpec(), letterSpacing: Double = 0) throws -> TextLine {
        let layout = try renderer.layout(Label(text: text, font: font, letterSpacing: letterSpacing), width: .infinity)
        return try #require(layout.lines.first)
    }

    @Test func interKernsAV() throws {
        let pair = try line("AV").width, a = try line("A").width, v = try line("V").width
        #expect(pair < a + v - 0.5, "AV \(pair) vs A + V \(a + v)")
    }

    /// Inter 4.0 beta 7 (Debian's fonts-inter) has no "liga" feature, so "fi" stays two glyphs there;
    /// the bundled Noto Sans has the standard fi ligature.
    @Test func fiLigature() throws {
        #expect(try line("fi").glyphs.count == 2)
        let noto = try line("fi", font: FontSpec(family: "Noto Sans"))
        #expect(noto.glyphs.count == 1)
        #expect(noto.glyphs[0].cluster == 0)
        #expect(try line("office", font: FontSpec(family: "Noto Sans")).glyphs.count < 6)  // an ffi or ff ligature
    }

    @Test func letterSpacingAddsAfterEveryCharacterAndDropsLigatures() throws {
        let plain = try line("Segue").width, spaced = try line("Segue", letterSpacing: 2).width
        #expect(abs(spaced - (plain + 5 * 2)) < 0.001)
        #expect(try line("fi", font: FontSpec(family: "Noto Sans"), letterSpacing: 1).glyphs.count == 2)
    }

    @Test(arguments: ["مرحبا بالعالم", "שלום עולם"])
    func rightToLeftShapesInReverse(_ text: String) throws {
        let l = try line(text)
        #expect(l.isRightToLeft)
        let clusters = l.glyphs.map(\.cluster)
        #expect(clusters.first == text.unicodeScalars.count - 1)
        #expect(clusters.last == 0)
        #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 > $1 }, "\(clusters)")
    }

    @Test func arabicLettersJoin() throws {
        // Isolated forms differ from the joined ones HarfBuzz picks inside a word.
        let word = try line("بب").glyphs.map(\.glyph)
        let alone = try line("ب").glyphs.map(\.glyph)
        #expect(word.count == 2)
        #expect(!word.contains(alone[0]))
    }

    @Test func fallbackFontsFillWhatInterLacks() throws {
        let layout = try renderer.layout(Label(text: "Hi שלום مرحبا"), width: .infinity)
        #expect(layout.fontNames == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"]
            || Set(layout.fontNames) == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf"])
        #expect(layout.missingCharacters.isEmpty)
    }

    /// Left-to-right paragraph with a Hebrew word: the word's glyphs reverse, the rest keep order.
    @Test func mixedDirectionsInALeftToRightParagraph() throws {
        let l = try line("ab שלום cd")
        #expect(!l.isRightToLeft)
        #expect(l.glyphs.map(\.cluster) == [0, 1, 2, 6, 5, 4, 3, 7, 8, 9])
    }

    /// A number after Hebrew in a left-to-right paragraph belongs to the right-to-left stretch
    /// (rules W7, N1): the stretch reverses as a whole, the number inside it reads left to right.
    @Test func numberAfterHebrewInALeftToRightParagraph() throws {
        let l = try line("a אב 12 גד")
        #expect(!l.isRightToLeft)
        #expect(l.glyphs.map(\.cluster) == [0, 1, 9, 8, 7, 5, 6, 4, 3, 2])
    }

    @Test func paragraphDirectionIgnoresLeadingDigits() throws {
        #expect(try line("12 שלום").isRightToLeft)
        #expect(try line("12 abc").isRightToLeft == false)
    }

    /// Right-to-left paragraph with a number: the number reads left to right, left of the word.
    @Test func numberInARightToLeftParagraph() throws {
        let l = try line("שלום 123")
        #expect(l.isRightToLeft)
        #expect(l.glyphs.map(\.cluster) == [5, 6, 7, 4, 3, 2, 1, 0])
    }

    @Test func weightsPickTheNearestBundledFile() throws {
        #expect(try BundledFonts.file(family: nil, weight: FontWeight(100)) == "Inter-Regular.otf")
        #expect(try BundledFonts.file(family: "Inter", weight: .medium) == "Inter-Medium.otf")
        #expect(try BundledFonts.file(family: "inter", weight: FontWeight(650)) == "Inter-SemiBold.otf")
        #expect(try BundledFonts.file(family: "system", weight: FontWeight(900)) == "Inter-Bold.otf")
        #expect(try BundledFonts.file(family: "Noto Sans", weight: .bold) == "NotoSans-Regular.ttf")
        let bold = try renderer.layout(Label(text: "x", font: FontSpec(weight: .bold)), width: .infinity)
        #expect(bold.fontNames == ["Inter-Bold.otf"])
    }

    @Test func librariesReportVersions() {
        let versions = TextLibraries.versions
        #expect(versions.map(\.name) == ["FreeType", "HarfBuzz"])
        #expect(versions[0].version.hasPrefix("2."))
        #expect(versions.allSatisfy { $0.version.split(separator: ".").count == 3 })
    }
}
