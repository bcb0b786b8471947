import Foundation
import Testing
@testable import Compositor
@testable import CompositorMotion

/// What a viewer reads (issue 44): captions carry their text, a cell's value is never cut when
/// the row has room, `validate --strict` refuses a label UILabel would cut, and `proof` lists
/// exactly the texts a viewer can read. The OCR check (scripts/ocr-check.sh) reads the pixels.
@Suite struct LegibilityTests {
    static let iPhone14 = DevicePresets.preset(named: "iPhone 14")!
    static let env = ComponentEnvironment(size: iPhone14.size, safeArea: iPhone14.safeArea, scale: iPhone14.scale)

    /// A bottom caption on a 390-point screen: the panel is 390 − 2 × 16 = 358 points wide and
    /// each line 358 − 2 × 12 = 334, shown (it was built 0 wide and hidden: an empty pill).
    @Test func captionLinesAreShownAtThePanelsWidth() throws {
        let canvas = Canvas(size: Self.iPhone14.size, scale: Self.iPhone14.scale, device: Self.iPhone14)
        let overlay = CaptionOverlay(FlowCaption(text: "All your pets in one place", subtitle: "Profiles"),
                                     canvas: canvas, target: nil, span: 2)
        #expect(overlay.view.frame.width == 358)
        for id in ["flow.caption.title", "flow.caption.subtitle"] {
            let line = try #require(overlay.view.find(id: id)?.view, "\(id)")
            #expect(!line.isHidden && line.frame.width == 334, "\(id): \(line.frame)")
        }
        let text = try TextRenderer()
        let title = try #require(overlay.view.find(id: "flow.caption.title")?.view)
        let layout = try text.layout(try #require(title.label), width: title.frame.width, height: title.frame.height)
        #expect(layout.lines.map(\.text) == ["All your pets in one place"])
    }

    /// A callout bubble (280 points wide) holds its text too: 280 − 24 = 256.
    @Test func calloutLinesAreShown() throws {
        let canvas = Canvas(size: Self.iPhone14.size, scale: Self.iPhone14.scale, device: Self.iPhone14)
        let overlay = CaptionOverlay(FlowCaption(text: "Tap Share"), canvas: canvas,
                                     target: Rect(x: 300, y: 60, width: 30, height: 30), span: 2)
        let line = try #require(overlay.view.find(id: "flow.caption.title")?.view)
        #expect(!line.isHidden && line.frame.width == 256)
    }

    /// push.yaml's Wi-Fi row: "Home" in 17-point body text, measured by the shaper, gets a box
    /// at least its advance wide (rounded up to a third of a point at 3×) and lays out whole,
    /// with the box's right edge at the chevron's gap: 390 − 16 − 8 − 12 = 354 on a plain row.
    @Test(arguments: ["Home", "On", "Today", "€4.50", "41.2 GB of 128 GB"])
    func aCellsValueIsMeasuredNotEstimated(value: String) throws {
        var cell = TableCell(title: "Wi-Fi", value: value, accessory: .disclosureIndicator)
        cell.id = "cell"
        let views = cell.views(frame: Rect(x: 0, y: 0, width: 390, height: 44), in: Self.env)
        let box = try #require(views.first?.find(id: "cell.value")?.view)
        let label = try #require(box.label)
        let text = try TextRenderer()
        let natural = try text.layout(label, width: .infinity).width
        #expect(box.frame.width >= natural && box.frame.width <= natural + 1.0 / 3 + 1e-9, "\(box.frame.width) for \(natural)")
        #expect(abs(box.frame.maxX - 354) < 1e-9)
        let laid = try text.layout(label, width: box.frame.width, height: box.frame.height)
        #expect(laid.lines.map(\.text) == [value] && !laid.lines.contains(where: \.isTruncated))
    }

    /// The title yields to the value (UIListContentConfiguration's value cell): a long title
    /// ends 8 points before the value and is cut; the value stays whole.
    @Test func theTitleYieldsToTheValue() throws {
        var cell = TableCell(title: "A very long title that cannot possibly fit beside its value", value: "Home")
        cell.id = "cell"
        let views = cell.views(frame: Rect(x: 0, y: 0, width: 390, height: 44), in: Self.env)
        let title = try #require(views.first?.find(id: "cell.title")?.view)
        let value = try #require(views.first?.find(id: "cell.value")?.view)
        #expect(abs(title.frame.maxX - (value.frame.minX - TableCell.textToValuePadding)) < 1e-9)
        let text = try TextRenderer()
        #expect(try text.layout(try #require(title.label), width: title.frame.width, height: title.frame.height).lines.last?.isTruncated == true)
    }

    /// `validate` names a label cut with "…", by how many points and with a fix; `--strict`
    /// makes that exit 3; a label that fits passes both.
    @Test func validateStrictRefusesACutLabel() throws {
        let dir = TemporaryDirectory()
        let cut = dir.write("cut.yaml", TemplateFixtures.minimal(canvas: "  size: [200, 100]\n  scale: 2", fromViews: """
              - id: greeting
                frame: [4, 4, 40, 20]
                label: {text: "Good morning", font: {size: 17}}
        """))
        let plain = try CLI.run(["validate", cut])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("label \"greeting\" (\"Good morning\")") && plain.stderr.contains("points short")
                && plain.stderr.contains("widen the frame to"), "\(plain.stderr)")
        let strict = try CLI.run(["validate", "--strict", cut])
        #expect(strict.status == 3, "\(strict.stderr)")
        let fits = dir.write("fits.yaml", TemplateFixtures.minimal(canvas: "  size: [200, 100]\n  scale: 2", fromViews: """
              - frame: [4, 4, 180, 20]
                label: {text: "Good morning", font: {size: 17}}
        """))
        let ok = try CLI.run(["validate", "--strict", fits])
        #expect(ok.status == 0 && ok.stderr.isEmpty, "\(ok.stderr)")
    }

    /// A space after an emoji is set in the text's font, not the emoji font (whose space is
    /// 4.4 times as wide): in "🐶 Dog" the space's glyph comes from the same file as "D", and
    /// the gap is as wide as the space between two letters ("a a" less "aa").
    @Test func aSpaceAfterAnEmojiIsTheTextsSpace() throws {
        let text = try TextRenderer()
        let layout = try text.layout(Label(text: "🐶 Dog", font: FontSpec(size: 17)), width: .infinity)
        let glyphs = try #require(layout.lines.first?.glyphs)
        let space = try #require(glyphs.first { $0.cluster == 1 })
        let d = try #require(glyphs.first { $0.cluster == 2 })
        #expect(layout.fontNames[space.font] == layout.fontNames[d.font], "\(layout.fontNames)")
        let gap = try text.layout(Label(text: "a a", font: FontSpec(size: 17)), width: .infinity).width
            - text.layout(Label(text: "aa", font: FontSpec(size: 17)), width: .infinity).width
        #expect(abs(space.advance - gap) < 0.01, "\(space.advance) against \(gap)")
    }
}
