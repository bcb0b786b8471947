import Testing
@testable import Compositor

/// Every script and emoji through the per-label fallback chain of Debian's Noto fonts.
@Suite struct FontFallbackTests {
    @Test func aMixedScriptLabelHasNoMissingGlyph() throws {
        let text = try TextRenderer()
        let label = Label(text: "Hello 👋 مرحبا こんにちは 你好 안녕 नमस्ते สวัสดี ❤️ 🇯🇵")
        #expect(try text.validate(label, allowMissingGlyphs: false).isEmpty)
        let layout = try text.layout(label, width: .infinity)
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func anEmojiDrawsInColor() throws {
        var view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        view.label = Label(text: "😀", font: FontSpec(size: 28), alignment: .center)
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 40, height: 40), scale: 1, backgroundColor: .white))
        let frame = try renderer.render([view])
        // The grinning face is yellow: red and green well above blue somewhere, which black text never gives.
        var yellow = 0, inked = 0
        for y in 0..<40 { for x in 0..<40 {
            let p = frame[x, y]
            if p != Color.white.premultiplied() { inked += 1 }
            if Int(p.r) > 200 && Int(p.g) > 150 && Int(p.b) < 100 { yellow += 1 }
        } }
        #expect(yellow > 200)
        #expect(inked < 40 * 40)
    }

    @Test func aMissingDebianFontNamesItsPackage() {
        let font = SystemFont(name: "Nope.ttf", path: "/nonexistent/Nope.ttf", package: "fonts-noto-nope", covers: "nothing")
        #expect(throws: AssetError.self) { try font.requirePath() }
        do { _ = try font.requirePath() } catch { #expect("\(error)".contains("fonts-noto-nope")) }
    }

    @Test func everyFallbackFileIsInstalledAndHashed() {
        for font in FontFallback.allSystemFonts {
            let hash = font.sha256
            #expect(hash?.count == 64, "\(font.path) (\(font.package))")
        }
    }
}
