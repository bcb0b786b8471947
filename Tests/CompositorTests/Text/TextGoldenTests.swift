import Testing
@testable import Compositor

/// Small labels rendered and compared exactly with committed PNGs (Golden/text).
@Suite struct TextGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var label: Label
        var size: Size
        var scale: Double
        var background: Color
        /// Applied in the label's own points before the canvas scale (about the box's top-left).
        var transform: AffineTransform = .identity
        var testDescription: String { name }
    }

    static let dark = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)

    static let cases: [Case] = [
        Case(name: "hello-regular-17@2x", label: Label(text: "Hello, world"), size: Size(width: 110, height: 28),
             scale: 2, background: .white),
        Case(name: "hello-regular-17@3x", label: Label(text: "Hello, world"), size: Size(width: 110, height: 28),
             scale: 3, background: .white),
        Case(name: "bold-centered-light-on-dark@3x",
             label: Label(text: "AVAWAY Bold", font: FontSpec(size: 20, weight: .bold), color: .white, alignment: .center),
             size: Size(width: 150, height: 32), scale: 3, background: dark),
        Case(name: "wrapped-truncated@2x",
             label: Label(text: "The quick brown fox jumps over the lazy dog and keeps running", font: FontSpec(size: 15),
                          color: Color(r8: 0x3C, g8: 0x3C, b8: 0x43), numberOfLines: 2),
             size: Size(width: 150, height: 44), scale: 2, background: .white),
        Case(name: "hebrew-arabic-natural@2x",
             label: Label(text: "שלום עולם\nمرحبا بالعالم", font: FontSpec(size: 17), numberOfLines: 0),
             size: Size(width: 130, height: 54), scale: 2, background: .white),
        Case(name: "rotated-15deg@2x",
             label: Label(text: "Rotated", font: FontSpec(size: 17, weight: .semibold), color: Color(r8: 0, g8: 0x7A, b8: 0xFF)),
             size: Size(width: 80, height: 28), scale: 2, background: .white,
             transform: AffineTransform.translation(-40, -14).concatenating(.rotation(15 * Double.pi / 180))
                .concatenating(.translation(40, 14))),
    ]

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let renderer = try TextRenderer()
        let width = Int((c.size.width * c.scale).rounded()), height = Int(((c.size.height + 4) * c.scale).rounded())
        var pixmap = Pixmap(width: width, height: height, fill: c.background.premultiplied())
        let transform = c.transform.concatenating(.translation(0, 2)).concatenating(.scale(c.scale, c.scale))
        try renderer.draw(c.label, size: c.size, transform: transform, opacity: 1, clip: (0, 0, width, height), into: &pixmap)
        #expect(pixmap.pixels.contains { $0 != c.background.premultiplied().packed })
        GoldenImage.check(pixmap, area: "text", name: c.name)
    }
}
