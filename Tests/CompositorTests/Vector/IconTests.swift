@testable import CompositorRaster
import Testing
@testable import Compositor

/// Icons by SF Symbol and Material name, drawn at the size asked.
@Suite struct IconTests {
    @Test func everySFSymbolNameHasAGlyphInTheFont() throws {
        let library = try FreeTypeLibrary()
        let face = try FontFace(path: try IconCatalog.font.requirePath(), name: IconCatalog.font.name, library: library)
        for name in IconCatalog.sfSymbols.keys.sorted() {
            guard case .found(_, let codepoint) = IconCatalog.lookup(name) else {
                Issue.record("\(name) has no Material codepoint"); continue
            }
            #expect(face.covers(Unicode.Scalar(codepoint)!), "\(name)")
        }
    }

    @Test func anIconIsDrawnAtTheRequestedSize() throws {
        // Material's "stop" is the square M6 6 h12 v12 on a 24-unit em: at 48 px per em, centered
        // in a 48 × 48 view, it inks exactly pixels 12..<36 on both axes.
        guard case .found(_, let codepoint) = IconCatalog.lookup("stop.fill") else { Issue.record("no stop.fill"); return }
        var view = View(frame: Rect(x: 0, y: 0, width: 48, height: 48))
        view.icon = IconContent(name: "stop.fill", codepoint: codepoint, size: 48, color: .black)
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 48, height: 48), scale: 1, backgroundColor: .white))
        let frame = try renderer.render([view])
        var inked = IntRect(x0: .max, y0: .max, x1: .min, y1: .min), coverage = 0
        for y in 0..<48 { for x in 0..<48 where frame[x, y] != Color.white.premultiplied() {
            inked = IntRect(x0: min(inked.x0, x), y0: min(inked.y0, y), x1: max(inked.x1, x + 1), y1: max(inked.y1, y + 1))
            coverage += 255 - Int(frame[x, y].r)
        } }
        #expect(inked == IntRect(x0: 12, y0: 12, x1: 36, y1: 36))
        #expect(abs(coverage - 24 * 24 * 255) <= 24 * 24)
    }

    @Test func templatesNameIconsAsIOSCodeDoes() throws {
        let dir = TemporaryDirectory()
        let ok = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 12, 12]
                    icon: {name: chevron.left, size: 17, color: "#007AFF"}
                  - frame: [4, 4, 12, 12]
                    icon: shopping_cart
            """)
        let t = try TemplateLoader.load(path: dir.write("ok.yaml", ok))
        let icons = t.scenes[0].root.subviews.compactMap(\.icon)
        #expect(icons.map(\.name) == ["chevron.left", "shopping_cart"])
        #expect(icons[0].size == 17)
        let bad = TemplateFixtures.minimal(fromViews: """
                  - frame: [4, 4, 12, 12]
                    icon: {name: chevron.lef}
            """)
        do {
            _ = try TemplateLoader.load(path: dir.write("bad.yaml", bad))
            Issue.record("an unknown icon loaded")
        } catch let e as TemplateError {
            #expect(e.exitStatus == .invalidTemplate)
            #expect(e.message.contains("did you mean \"chevron.left\""))
        } catch let e as TemplateErrors {
            #expect(e.errors[0].message.contains("did you mean \"chevron.left\""))
        }
    }
}
