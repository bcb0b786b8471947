@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

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

    /// A family ZWJ sequence (man, ZWJ, woman, ZWJ, girl) is one cluster shaped to one glyph of
    /// the color font, drawn from its bitmap, not three people or a text-colored outline. Noto
    /// Color Emoji 2.042 (Debian 12) draws every family as Google's Emoji 15.1 design, black
    /// silhouettes on a light grey tile; Chromium draws the same glyph from the same font. With a
    /// red label color, the tile's neutral greys and the silhouettes' black can only come from
    /// the bitmap.
    @Test func aFamilySequenceIsOneColorGlyph() throws {
        let text = try TextRenderer()
        let label = Label(text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", font: FontSpec(size: 40), color: Color(red: 1, green: 0, blue: 0))
        let layout = try text.layout(label, width: .infinity)
        #expect(layout.missingCharacters.isEmpty)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.count == 1 && glyphs.first?.cluster == 0)
        #expect(glyphs.first.map { layout.fontNames[$0.font] } == FontFallback.emoji.name)
        var view = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        view.label = label
        view.label?.alignment = .center
        let frame = try SceneRenderer(canvas: Canvas(size: Size(width: 60, height: 60), scale: 1, backgroundColor: .white)).render([view])
        var grey = 0, black = 0, reddish = 0
        for y in 0..<60 { for x in 0..<60 {
            let p = frame[x, y], r = Int(p.r), g = Int(p.g), b = Int(p.b)
            if abs(r - g) < 8 && abs(g - b) < 8 && (150...240).contains(r) { grey += 1 }
            if r < 40 && g < 40 && b < 40 { black += 1 }
            if r > 200 && g < 100 { reddish += 1 }
        } }
        #expect(grey > 300 && black > 200 && reddish == 0, "grey \(grey), black \(black), red \(reddish)")
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
