import Testing
@testable import Compositor

/// `ProofTextCollector`: which texts a viewer can read, and where their glyphs are, worked by
/// hand on a 100 × 60-point picture at 2×.
@Suite struct ProofTextTests {
    func collect(_ layers: [View]) throws -> (texts: [ProofText], skipped: [ProofSkippedText]) {
        try ProofTextCollector(text: try TextRenderer(), scale: 2, size: Size(width: 100, height: 60)).collect(layers)
    }

    static func label(_ text: String, _ frame: Rect, id: String? = nil) -> View {
        View(id: id, frame: frame, label: Label(text: text, font: FontSpec(size: 10), color: .black, lineHeight: 12))
    }

    /// A label in a moved superview: its box is the laid-out line's (natural alignment: from
    /// the left edge), 12 points tall centered in a 20-point frame, at (10 + 5, 20 + 4 + 4).
    @Test func aLabelsBoxIsItsGlyphsOnThePicture() throws {
        let text = try TextRenderer()
        let width = try text.layout(Label(text: "Hi", font: FontSpec(size: 10), lineHeight: 12), width: .infinity).width
        let parent = View(frame: Rect(x: 10, y: 20, width: 60, height: 30), subviews: [Self.label("Hi", Rect(x: 5, y: 4, width: 50, height: 20), id: "hi")])
        let (texts, skipped) = try collect([parent])
        #expect(skipped.isEmpty)
        let found = try #require(texts.first)
        #expect(found.text == "Hi" && found.id == "hi" && found.role == .label && found.luma == 0)
        #expect(found.pixelRect.x0 == 30 && found.pixelRect.y0 == 56 && found.pixelRect.height == 24)
        #expect(found.pixelRect.width == Int((width * 2).rounded(.up)))
        #expect(found.pixelFontSize == 20)
    }

    /// Left out: hidden, faint, rotated, partly off the picture, clipped by a superview, and
    /// covered by a later opaque view, each listed with why; a caption's text is marked as one.
    @Test func unreadableTextsAreLeftOutAndCounted() throws {
        var hidden = Self.label("Hidden", Rect(x: 0, y: 0, width: 40, height: 12)); hidden.isHidden = true
        var faint = Self.label("Faint", Rect(x: 0, y: 12, width: 40, height: 12)); faint.alpha = 0.5
        var turned = Self.label("Turned", Rect(x: 0, y: 24, width: 40, height: 12)); turned.transform = ViewTransform(rotation: 0.3)
        let off = Self.label("Off", Rect(x: 90, y: 0, width: 40, height: 12))
        let clipped = View(frame: Rect(x: 50, y: 30, width: 10, height: 12), clipsToBounds: true,
                           subviews: [Self.label("Clipped", Rect(x: 0, y: 0, width: 40, height: 12))])
        let under = Self.label("Under", Rect(x: 50, y: 45, width: 40, height: 12))
        let cover = View(frame: Rect(x: 45, y: 40, width: 50, height: 20), backgroundColor: .white)
        let caption = View(id: "flow.caption", frame: Rect(x: 0, y: 40, width: 40, height: 14), subviews: [Self.label("Read me", Rect(x: 0, y: 0, width: 40, height: 14))])
        let (texts, skipped) = try collect([hidden, faint, turned, off, clipped, under, cover, caption])
        #expect(texts.map(\.text) == ["Read me"] && texts.first?.role == .caption)
        // A hidden view's text is not walked; the covered one is found last, once all views are drawn.
        #expect(skipped.map(\.text) == ["Faint", "Turned", "Off", "Clipped", "Under"])
        #expect(skipped.map(\.reason) == [.faint, .turned, .offPicture, .clipped, .covered])
    }

    /// A segue's proof frames are its first and last, both at rest.
    @Test func proofMomentsOfASegue() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        let clip = try ClipFrames(template: template, direction: .present)
        let moments = ProofMoment.moments(of: clip)
        #expect(moments.map(\.frame.value) == [0, clip.frameCount - 1] && moments.allSatisfy { $0.kind == .rest })
    }
}
