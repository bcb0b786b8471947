import Foundation
import Testing
@testable import Compositor

/// Font and coverage failures become `AssetError`s (exit 4) naming the culprit.
@Suite struct TextErrorTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    @Test func missingFontFile() throws {
        let path = "/nonexistent/Brand-Regular.otf"
        let error = #expect(throws: AssetError.self) {
            _ = try renderer.validate(Label(text: "x", font: FontSpec(file: path)), allowMissingGlyphs: false)
        }
        #expect(error?.path == path)
        #expect(error?.message == "font file not found")
        #expect(error?.exitStatus == .badAsset)
    }

    @Test func corruptFontFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-corrupt-\(getpid()).ttf")
        try Data("this is not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: AssetError.self) {
            var pixmap = Pixmap(width: 4, height: 4)
            try renderer.draw(Label(text: "x", font: FontSpec(file: url.path)), size: Size(width: 4, height: 4),
                              transform: .identity, opacity: 1, clip: (0, 0, 4, 4), into: &pixmap)
        }
        #expect(error?.path == url.path)
        #expect(error?.message.contains("not a font FreeType can read") == true)
    }

    @Test func unknownFamily() throws {
        let error = #expect(throws: AssetError.self) {
            _ = try renderer.layout(Label(text: "x", font: FontSpec(family: "Comic Sans")), width: 100)
        }
        #expect(error?.path == "Comic Sans")
        #expect(error?.message == "no bundled font family of this name (bundled: Inter, Noto Sans, Noto Sans Arabic, Noto Sans Hebrew)")
    }

    @Test func templateFontFileIsUsedFirst() throws {
        let path = try BundledFonts.path(of: "NotoSans-Regular.ttf")
        let layout = try renderer.layout(Label(text: "fi שלום", font: FontSpec(file: path)), width: .infinity)
        #expect(layout.fontNames == [path, "NotoSansHebrew-Regular.ttf"])
        #expect(layout.lines[0].glyphs.count == 1 + 1 + 4)  // fi ligature, space, four Hebrew letters
    }

    @Test func uncoveredCharactersAreListed() throws {
        let label = Label(text: "Hi \u{0378} \u{10FFFD}")  // unassigned and private use: no font has them
        let error = #expect(throws: AssetError.self) { _ = try renderer.validate(label, allowMissingGlyphs: false) }
        #expect(error?.path == "Inter")
        #expect(error?.message.contains("U+0378, U+10FFFD") == true, "\(error?.message ?? "")")
    }

    @Test func messagesStayOnOneLine() throws {
        let error = #expect(throws: AssetError.self) {
            _ = try renderer.validate(Label(text: "first\nsecond \u{0378}", numberOfLines: 0), allowMissingGlyphs: false)
        }
        #expect(error?.description.contains("\n") == false)
        #expect(error?.message.contains("label \"first second \u{0378}\"") == true)
    }

    @Test func allowedMissingGlyphsWarnAndDrawNotdef() throws {
        let label = Label(text: "Hi \u{0378}")
        let warnings = try renderer.validate(label, allowMissingGlyphs: true)
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("U+0378"))
        let layout = try renderer.layout(label, width: .infinity)
        #expect(layout.lines[0].glyphs.last?.glyph == 0)  // .notdef
        var pixmap = Pixmap(width: 100, height: 30)
        try renderer.draw(label, size: Size(width: 100, height: 30), transform: .identity, opacity: 1,
                          clip: (0, 0, 100, 30), into: &pixmap)
        #expect(pixmap.pixels.contains { $0 != 0 })
    }

    @Test func coveredTextHasNoWarnings() throws {
        #expect(try renderer.validate(Label(text: "Hello שלום مرحبا\tok\u{200D}", numberOfLines: 1), allowMissingGlyphs: false).isEmpty)
    }
}
