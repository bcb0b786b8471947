import Testing
@testable import Compositor

/// Components inside a view whose frame animates (`scale` growing a screen out of a 72-point
/// thumbnail) are laid out again by their own rules at each size, as UIKit runs a control's
/// `layoutSubviews()` inside `layoutIfNeeded()`: nothing overlaps that does not overlap at rest,
/// nothing leaves the component's bounds that stays inside them at rest.
@Suite struct ComponentRelayoutTests {
    /// The screen at rest (iPhone 14, 390 × 844) and the thumbnail it grows from.
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    static let thumbnail = Rect(x: 16, y: 116, width: 72, height: 72)
    static let env = ComponentEnvironment(size: screen.size)

    /// One instance of each catalog kind, at the frame and with the autoresizing a screen would
    /// give it: controls that span the width stretch, fixed-size ones keep their size.
    static let samples: [(component: any Component, frame: Rect, mask: Autoresizing)] = [
        (TableView(style: .insetGrouped, sections: [
            .init(cells: [
                TableCell(title: "Morning walk", value: "7:30", accessory: .toggle(isOn: true)),
                TableCell(title: "Evening walk", value: "18:00", accessory: .toggle(isOn: false)),
            ]),
            .init(header: "Vet", cells: [
                TableCell(title: "Check-up", subtitle: "Thursday", value: "10:00", accessory: .disclosureIndicator),
                TableCell(title: "Vaccinated", image: .init(icon: "heart", background: Color(r8: 255, g8: 59, b8: 48)), accessory: .checkmark),
            ]),
        ]), Rect(x: 0, y: 60, width: 390, height: 330), [.flexibleWidth, .flexibleBottomMargin]),
        (Button(title: "Book a walk"), Rect(x: 24, y: 400, width: 342, height: 50), [.flexibleWidth, .flexibleBottomMargin]),
        (SwitchControl(isOn: true), Rect(x: 315, y: 460, width: 51, height: 31), [.flexibleLeftMargin, .flexibleBottomMargin]),
        (SegmentedControl(segments: ["Walks", "Meals", "Vet"], selected: 0), Rect(x: 24, y: 500, width: 342, height: 32),
         [.flexibleWidth, .flexibleBottomMargin]),
        (SearchBar(), Rect(x: 16, y: 540, width: 358, height: 36), [.flexibleWidth, .flexibleBottomMargin]),
        (TextField(placeholder: "Name"), Rect(x: 16, y: 584, width: 358, height: 34), [.flexibleWidth, .flexibleBottomMargin]),
        (Slider(value: 0.4), Rect(x: 16, y: 626, width: 358, height: 28), [.flexibleWidth, .flexibleBottomMargin]),
        (ProgressView(progress: 0.6), Rect(x: 16, y: 662, width: 358, height: 4), [.flexibleWidth, .flexibleBottomMargin]),
        (PageControl(numberOfPages: 5, currentPage: 1), Rect(x: 16, y: 674, width: 358, height: 26), [.flexibleWidth, .flexibleBottomMargin]),
        (ActivityIndicator(), Rect(x: 175, y: 708, width: 40, height: 40), [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]),
    ]

    static func componentView(_ component: some Component, _ frame: Rect, _ mask: Autoresizing) -> View {
        var view = View(id: "component", frame: frame)
        view.autoresizing = mask
        view.show(component, in: env)
        return view
    }

    /// The component's view after the screen holding it grew to `progress` of the way from the
    /// thumbnail to the full screen (linear in the frame, as `scale` is before its curve).
    static func grown(_ sample: (component: any Component, frame: Rect, mask: Autoresizing), _ progress: Double) -> View {
        let root = View(frame: screen, subviews: [componentView(sample.component, sample.frame, sample.mask)])
        return root.laidOut(in: thumbnail.interpolated(to: screen, progress)).subviews[0]
    }

    /// Every part of `view`'s subtree with its frame in `view`'s coordinates, depth first, and
    /// whether it is drawn.
    static func parts(_ view: View) -> [(frame: Rect, visible: Bool)] {
        func walk(_ v: View, _ dx: Double, _ dy: Double) -> [(Rect, Bool)] {
            let f = Rect(x: v.frame.minX + dx, y: v.frame.minY + dy, width: v.frame.width, height: v.frame.height)
            return [(f, !v.isHidden)] + v.subviews.flatMap { walk($0, f.minX, f.minY) }
        }
        return view.subviews.flatMap { walk($0, 0, 0) }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-9 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
    }

    static func inside(_ a: Rect, _ size: Size) -> Bool {
        a.minX >= -1e-9 && a.minY >= -1e-9 && a.maxX <= size.width + 1e-9 && a.maxY <= size.height + 1e-9
    }

    /// The samples cover the whole catalog, so a new kind fails here until it is checked.
    @Test func samplesCoverEveryViewKind() {
        #expect(Self.samples.map { type(of: $0.component).name } == ComponentCatalog.viewKindNames)
    }

    @Test(arguments: [0.2, 0.4, 0.6, 0.8])
    func everyKindIsLaidOutAgainWithoutNewOverlaps(progress: Double) {
        for sample in Self.samples {
            let name = type(of: sample.component).name
            let rest = Self.componentView(sample.component, sample.frame, sample.mask)
            let grown = Self.grown(sample, progress)
            // The parts are the component's own layout at the new size, not stretched ones.
            var parts = grown.subviews
            for i in parts.indices { parts[i].visit { $0.isLaidOutPerFrame = false } }
            #expect(parts == sample.component.subviews(size: grown.frame.size, in: Self.env), "\(name) at \(progress)")
            let before = Self.parts(rest), after = Self.parts(grown)
            #expect(before.count == after.count, "\(name)")
            guard before.count == after.count else { continue }
            for i in after.indices where after[i].visible {
                if Self.inside(before[i].frame, rest.frame.size) {
                    #expect(Self.inside(after[i].frame, grown.frame.size), "\(name) part \(i) leaves \(grown.frame.size) at \(progress): \(after[i].frame)")
                }
                for j in after.indices where j > i && after[j].visible && !Self.overlaps(before[i].frame, before[j].frame) {
                    #expect(!Self.overlaps(after[i].frame, after[j].frame),
                            "\(name) parts \(i) \(after[i].frame) and \(j) \(after[j].frame) overlap at \(progress)")
                }
            }
        }
    }

    /// At progress 0.6 the screen is 72 + 0.6 · (390 − 72) = 262.8 points wide, the table (no
    /// side margins) too; its inset-grouped section is 262.8 − 2 · 16 = 230.8 wide. In the first
    /// cell the switch ends at the 16-point margin (230.8 − 16 = 214.8), the value ends 12 points
    /// before the 51-point switch: 214.8 − 51 − 12 = 151.8; "7:30" in 17-point text is as wide as
    /// the shaper lays it out, rounded up to whole pixels at 3× (35⅓ points for Inter's 35.2), so
    /// it starts there less that width, and the title ends 8 points before that.
    @Test func cellValueKeepsItsTrailingMarginAtSixTenths() throws {
        let table = Self.grown(Self.samples[0], 0.6)
        #expect(abs(table.frame.width - 262.8) < 1e-9)
        let section = try #require(table.subviews.first { $0.cornerRadius == 10 })
        #expect(abs(section.frame.width - 230.8) < 1e-9)
        let title = try #require(section.subviews.first { $0.label?.text == "Morning walk" })
        let value = try #require(section.subviews.first { $0.label?.text == "7:30" })
        let toggle = try #require(section.subviews.first { $0.subviews.count == 2 && $0.frame.width == 51 })
        #expect(abs(toggle.frame.maxX - 214.8) < 1e-9)
        #expect(abs(value.frame.maxX - 151.8) < 1e-9)
        let natural = try TextRenderer().layout(try #require(value.label), width: .infinity).width
        let width = (natural * 3).rounded(.up) / 3
        #expect(width > 35 && width < 36)
        #expect(abs(value.frame.minX - (151.8 - width)) < 1e-9)
        #expect(title.frame.minX == 16 && abs(title.frame.maxX - (151.8 - width - 8)) < 1e-9)
        #expect(!Self.overlaps(title.frame, value.frame))
    }

    /// At progress 0.6 the control (342 points at rest, flexible width) loses 390 − 262.8 =
    /// 127.2 points: 214.8 wide. Its separators are drawn over the segment boundaries and take
    /// no width of their own, so each of the 3 segments is 214.8 / 3 = 71.6 wide, the last
    /// ending at the control's edge; the selected card is inset 2 points: 67.6.
    @Test func segmentsDivideTheWidthAtSixTenths() {
        let control = Self.grown(Self.samples[3], 0.6)
        #expect(abs(control.frame.width - 214.8) < 1e-9)
        let titles = control.subviews.filter { $0.label != nil }
        #expect(titles.count == 3)
        for (i, title) in titles.enumerated() {
            #expect(abs(title.frame.width - 71.6) < 1e-9 && abs(title.frame.minX - 71.6 * Double(i)) < 1e-9)
        }
        #expect(abs(control.subviews[1].frame.width - 67.6) < 1e-9)
    }

    /// A part a flow changed after the component was drawn (a switch turned on by moving its
    /// knob) keeps that change while the component is laid out again: the knob stays where the
    /// flow put it, the rest follows the component's layout.
    @Test func aChangedPartKeepsItsChange() throws {
        var cell = TableCell(title: "Evening walk", accessory: .toggle(isOn: false))
        cell.id = "evening"
        var view = Self.componentView(TableView(sections: [.init(cells: [cell])]), Rect(x: 0, y: 60, width: 390, height: 100), .flexibleWidth)
        let knobOn = Rect(x: 51 - 2 - 27, y: 2, width: 27, height: 27)
        view.visit { if $0.id == "evening.accessory.knob" { $0.frame = knobOn } }
        let root = View(frame: Self.screen, subviews: [view])
        let grown = root.laidOut(in: Self.thumbnail.interpolated(to: Self.screen, 0.6)).subviews[0]
        #expect(try #require(grown.find(id: "evening.accessory.knob")).view.frame == knobOn)
        // The switch itself still ends at the section's margin: 262.8 − 2 · 16 − 16 = 214.8.
        #expect(abs(try #require(grown.find(id: "evening.accessory")).view.frame.maxX - 214.8) < 1e-9)
    }

    /// The bundled `pets-scale` at progress 0.6 (the flaw seen last round): inside the growing
    /// detail screen, the first cell's title and value do not overlap, the value ends 16 + 51 +
    /// 12 = 79 points before the section's edge (margin, switch, gap), and the segmented
    /// control's third segment ends inside the clipping content view, its three segments equal.
    /// Where `view` is drawn in its superview: its bounds through its transform.
    static func drawn(_ view: View) -> Rect { view.transformToSuperview.bounds(of: Rect(origin: .zero, size: view.frame.size)) }

    @Test func petsScaleAtSixTenths() throws {
        let template = try TemplateLoader.load(path: BundledTemplateTests.folder + "/pets-scale.yaml")
        let layers = try ClipFrames(template: template, direction: .present).layers(atProgress: 0.6)
        let found = layers.compactMap { $0.find(id: "content") }.first
        let content = try #require(found).view
        let table = try #require(content.subviews.first { $0.subviewLayout != nil && $0.subviews.contains { $0.cornerRadius == 10 } })
        let section = try #require(table.subviews.first { $0.cornerRadius == 10 })
        let title = try #require(section.subviews.first { $0.label?.text == "Morning walk" })
        let value = try #require(section.subviews.first { $0.label?.text == "7:30" })
        // Where they are drawn: a title too long for the narrow cell keeps its resting text,
        // scaled into its new frame (RestingTextLayout), instead of truncating.
        let (titleBox, valueBox) = (Self.drawn(title), Self.drawn(value))
        #expect(!Self.overlaps(titleBox, valueBox), "\(titleBox) \(valueBox)")
        #expect(abs(value.frame.maxX - (section.frame.width - 79)) < 1e-9)
        let control = try #require(content.subviews.first { $0.subviews.contains { $0.label?.text == "Vet" } })
        let segments = control.subviews.filter { $0.label != nil }
        #expect(segments.count == 3 && segments.allSatisfy { abs($0.frame.width - control.frame.width / 3) < 1e-9 })
        #expect(control.frame.minX + segments[2].frame.maxX <= content.frame.width + 1e-9, "\(control.frame) in \(content.frame)")
    }
}
