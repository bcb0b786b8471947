import Testing
@testable import Compositor

/// `TextRenderer.inkBounds` (issue 51): the device pixels a label's glyph masks are placed in,
/// found by the routes that draw them: every pixel `draw` changes lies inside, and the bound
/// is the masks' own, not the box grown by twice the font size that a caller knowing only the
/// views must take.
@Suite struct TextInkBoundsTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    /// The label drawn alone over transparency on a canvas with room on every side, and the
    /// rectangle of its inked pixels.
    func inked(_ label: Label, size: Size, transform: AffineTransform) throws -> IntRect {
        var pixmap = Pixmap(width: 600, height: 400)
        try renderer.draw(label, size: size, transform: transform, opacity: 1, clip: (0, 0, 600, 400), into: &pixmap)
        return pixmap.inkedBounds
    }

    @Test(arguments: [
        ("Library", 17.0, 1), ("Playback", 34, 1), ("Harbour Lights — The Night Ferries", 15, 2),
        ("ÅÉÎ ygjpq", 20, 1), ("مرحبا بالعالم", 17, 1), ("Line one\nline two", 13, 0),
    ])
    func everyDrawnPixelIsInside(text: String, fontSize: Double, lines: Int) throws {
        var label = Label(text: text, font: FontSpec(size: fontSize, weight: .semibold))
        label.numberOfLines = lines
        // A box shorter than its line (the line overflows it, centered), and one of its height,
        // at whole, quarter and odd pixel positions, at 3×, and scaled by a handover's morph.
        for box in [Size(width: 160, height: 10), Size(width: 160, height: 44)] {
            for t in [AffineTransform.translation(20, 30).concatenating(.scale(3, 3)),
                      AffineTransform.translation(20.25, 31.6).concatenating(.scale(3, 3)),
                      AffineTransform.scale(1.37, 1.37).concatenating(.translation(17.3, 40.8)).concatenating(.scale(3, 3))] {
                let ink = try #require(try renderer.inkBounds(label, size: box, transform: t))
                let drawn = try inked(label, size: box, transform: t)
                #expect(!drawn.isEmpty, "\(text): something is drawn")
                #expect(drawn.intersection(ink) == drawn, "\(text) box \(box) at \(t): drawn \(drawn) outside ink \(ink)")
                // The masks, not the box grown by twice the font size (the views' reckoning).
                let box = IntRect(covering: t.bounds(of: Rect(x: 0, y: 0, width: box.width, height: box.height)))
                let m = Int(2 * fontSize * 3)
                #expect(ink.y1 - ink.y0 < box.y1 - box.y0 + 2 * m - 6, "\(text): \(ink) against \(box) ± \(m)")
            }
        }
    }

    /// Rotated, the label takes the transformed route (masks resampled through the transform):
    /// its pixels stay inside too.
    @Test func rotatedLabelStaysInside() throws {
        let label = Label(text: "Turned", font: FontSpec(size: 24))
        let t = AffineTransform.rotation(0.4).concatenating(.translation(150, 80)).concatenating(.scale(2, 2))
        let ink = try #require(try renderer.inkBounds(label, size: Size(width: 120, height: 30), transform: t))
        let drawn = try inked(label, size: Size(width: 120, height: 30), transform: t)
        #expect(!drawn.isEmpty && drawn.intersection(ink) == drawn, "drawn \(drawn), ink \(ink)")
    }

    /// Nothing to draw: a transparent color or an empty text has no ink.
    @Test func invisibleLabelsHaveNoInk() throws {
        let size = Size(width: 100, height: 20)
        #expect(try renderer.inkBounds(Label(text: "Hidden", color: .clear), size: size, transform: .identity) == .empty)
        #expect(try renderer.inkBounds(Label(text: ""), size: size, transform: .identity) == .empty)
    }
}
