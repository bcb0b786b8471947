import Testing
@testable import Compositor
@testable import CompositorScene

/// Line breaking, truncation, alignment and vertical metrics.
@Suite struct TextLayoutTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    func width(_ text: String) throws -> Double {
        try renderer.layout(Label(text: text), width: .infinity).width
    }

    /// Greedy wrapping worked out from each character's advance on its own (kerning ignored: the
    /// test checks that no decision is within a point of the limit, where kerning could flip it).
    @Test func wrapsWhereTheAdvancesSay() throws {
        let text = "Sphinx of black quartz, judge my vow and jump"
        let maxWidth = 120.0
        var advance: [Character: Double] = [:]
        for c in Set(text) { advance[c] = try width(String(c)) }
        advance[" "] = try renderer.layout(Label(text: "x x"), width: .infinity).width - 2 * (try width("x"))
        func measure(_ s: Substring) -> Double { s.reduce(0) { $0 + advance[$1]! } }

        var expected: [String] = [], current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            let w = measure(Substring(candidate))
            try #require(abs(w - maxWidth) > 1, "too close to call by hand: \(candidate)")
            if w <= maxWidth || current.isEmpty { current = candidate } else { expected.append(current); current = String(word) }
        }
        expected.append(current)

        let layout = try renderer.layout(Label(text: text, numberOfLines: 0), width: maxWidth)
        #expect(layout.lines.map(\.text) == expected)
        #expect(expected.count >= 3)
        for line in layout.lines { #expect(line.width <= maxWidth) }
    }

    @Test func longWordBreaksBetweenCharacters() throws {
        let layout = try renderer.layout(Label(text: "Supercalifragilistic", numberOfLines: 0), width: 60)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
        for line in layout.lines { #expect(line.width <= 60) }
    }

    @Test func truncationEndsWithAnEllipsisAndFits() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let one = try renderer.layout(Label(text: text), width: 100)
        #expect(one.lines.count == 1)
        #expect(one.lines[0].text.hasSuffix("…"))
        #expect(one.lines[0].isTruncated)
        #expect(one.lines[0].width <= 100)
        #expect(one.lines[0].width > 100 - (try width("m…")))  // as much as fits

        let two = try renderer.layout(Label(text: text, numberOfLines: 2), width: 100)
        #expect(two.lines.count == 2)
        #expect(!two.lines[0].isTruncated)
        #expect(two.lines[1].text.hasSuffix("…"))
        #expect(two.lines.allSatisfy { $0.width <= 100 })
        // The ellipsis glyph is drawn last.
        let ellipsis = try renderer.layout(Label(text: "…"), width: .infinity).lines[0].glyphs[0].glyph
        #expect(two.lines[1].glyphs.last?.glyph == ellipsis)
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        let layout = try renderer.layout(Label(text: "שלום עולם ומה שלומכם היום"), width: 80)
        let line = layout.lines[0]
        #expect(line.isTruncated)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 80)
        let ellipsis = try renderer.layout(Label(text: "…"), width: .infinity).lines[0].glyphs[0].glyph
        #expect(line.glyphs.first?.glyph == ellipsis)
        #expect(abs(line.x + line.width - 80) < 1e-9)  // natural alignment: right
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try renderer.layout(Label(text: "Fits"), width: 100)
        #expect(layout.lines.map(\.text) == ["Fits"])
        #expect(!layout.lines[0].isTruncated)
    }

    @Test func hiddenParagraphsTruncateTheLastLine() throws {
        let layout = try renderer.layout(Label(text: "First\nSecond", numberOfLines: 1), width: 200)
        #expect(layout.lines.map(\.text) == ["First…"])
        // Only empty paragraphs after it: nothing is hidden, so no ellipsis.
        #expect(try renderer.layout(Label(text: "Last\n\n", numberOfLines: 1), width: 200).lines.map(\.text) == ["Last"])
    }

    @Test func paragraphsAndUnlimitedLines() throws {
        let layout = try renderer.layout(Label(text: "a\r\nb\n\nc", numberOfLines: 0), width: 200)
        #expect(layout.lines.map(\.text) == ["a", "b", "", "c"])
        #expect(layout.lines[3].glyphs.first?.cluster == 6)
        #expect(abs(layout.height - 4 * layout.lineHeight) < 1e-9)
    }

    @Test func boxHeightCapsTheLinesLikeUILabel() throws {
        let label = Label(text: "one two three four five six", numberOfLines: 0)
        let free = try renderer.layout(label, width: 40)
        let capped = try renderer.layout(label, width: 40, height: free.lineHeight * 2 + 1)
        #expect(free.lines.count > 2)
        #expect(capped.lines.count == 2)
        #expect(capped.lines[1].text.hasSuffix("…"))
    }

    @Test(arguments: [TextAlignment.left, .center, .right, .natural])
    func alignment(_ alignment: TextAlignment) throws {
        let layout = try renderer.layout(Label(text: "Align me", alignment: alignment), width: 200)
        let line = layout.lines[0]
        switch alignment {
        case .left, .natural: #expect(line.x == 0)
        case .center: #expect(abs(line.x + line.width / 2 - 100) < 1e-9)
        case .right: #expect(abs(line.x + line.width - 200) < 1e-9)
        }
    }

    @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
        let layout = try renderer.layout(Label(text: "שלום\nHello", numberOfLines: 0), width: 200)
        #expect(abs(layout.lines[0].x + layout.lines[0].width - 200) < 1e-9)
        #expect(layout.lines[1].x == 0)
    }

    @Test func trailingSpacesDoNotCountForAlignment() throws {
        let spaced = try renderer.layout(Label(text: "Hi   ", alignment: .center), width: 100).lines[0]
        let plain = try renderer.layout(Label(text: "Hi", alignment: .center), width: 100).lines[0]
        #expect(spaced.width == plain.width)
        #expect(spaced.x == plain.x)
    }

    @Test func lineHeightSpacesBaselines() throws {
        let natural = try renderer.layout(Label(text: "a\nb", numberOfLines: 0), width: 100)
        // Inter: (ascender 2728 + descender 680 + gap 0) / 2816 em at 17 pt.
        #expect(abs(natural.lineHeight - 17.0 * 3408 / 2816) < 0.01)
        let tall = try renderer.layout(Label(text: "a\nb", numberOfLines: 0, lineHeight: 30), width: 100)
        #expect(tall.lineHeight == 30)
        #expect(abs(tall.lines[1].baseline - tall.lines[0].baseline - 30) < 1e-9)
        // The extra leading is split above and below, so the baseline moves down by half of it.
        #expect(abs((tall.lines[0].baseline - natural.lines[0].baseline) - (30 - natural.lineHeight) / 2) < 1e-9)
    }

    @Test func emptyTextHasNoLines() throws {
        #expect(try renderer.layout(Label(text: ""), width: 100).lines.isEmpty)
    }
}

/// A label shaped once and broken at every width it is laid out in (`PreparedLabel`): the
/// layouts equal those of a layouter that shapes each time.
@Suite struct PreparedLabelTests {
    @Test func layoutsAtChangingWidthsEqualFreshLayouts() throws {
        let labels = [
            Label(text: "The ridge path is marked in red and white from the orchard gate. After the second stile it narrows.",
                  font: FontSpec(size: 15), numberOfLines: 5),
            Label(text: "Kestrel Ridge", font: FontSpec(size: 34, weight: .bold)),
            Label(text: "First paragraph here.\nSecond one, a little longer than the first.\n\nאבג שלום עולם",
                  font: FontSpec(size: 13), numberOfLines: 0, letterSpacing: 0.5),
        ]
        let kept = try TextRenderer()
        for label in labels {
            for (width, height) in [(320.0, 110.0), (250, 110), (320, 110), (90, 44), (.infinity, nil), (181.5, 60)] as [(Double, Double?)] {
                // Shaped anew on the same fonts (face ids are per renderer).
                let fresh = try LabelLayouter(fonts: kept.fonts, shaper: TextShaper()).layout(label, width: width, height: height)
                #expect(try kept.layout(label, width: width, height: height) == fresh, "\(label.text.prefix(12)) at \(width)")
                #expect(!fresh.lines.isEmpty)
            }
        }
    }
}
