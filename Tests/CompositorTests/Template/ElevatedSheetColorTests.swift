import Testing
@testable import Compositor

/// In dark appearance a scene presented as a sheet resolves its system backgrounds at UIKit's
/// elevated level, one step lighter than the base (Apple, UIColor "UI element colors"; HIG
/// "Dark Mode"): systemBackground and systemGroupedBackground #000000 → #1C1C1E, their
/// secondary #1C1C1E → #2C2C2E, tertiary #2C2C2E → #3A3A3C. A full-screen presentation and the
/// light appearance keep the base values.
@Suite struct ElevatedSheetColorTests {
    static func hex(_ s: String) -> Color { (try? Color(hex: s)) ?? .black }

    /// A template from `yaml`, written to a temporary folder and loaded.
    static func template(_ yaml: String) throws -> SegueTemplate {
        let dir = TemporaryDirectory()
        return try withExtendedLifetime(dir) { try TemplateLoader.load(path: dir.write("t.yaml", yaml)) }
    }

    func load(_ appearance: String, presentation: String, background: String = "systemGroupedBackground") throws -> SegueTemplate {
        try Self.template("appearance: \(appearance)\ncanvas: {device: iPad Air 11}\nscenes:\n"
            + "  grid: {background: \(background)}\n"
            + "  detail: {background: \(background), views: [{frame: [0, 0, 100, 40], background: secondarySystemGroupedBackground}]}\n"
            + "segue: {animator: coverVertical, from: grid, to: detail, presentation: \(presentation)}\n")
    }

    func backgrounds(_ t: SegueTemplate, _ name: String) -> (root: Color?, card: Color?) {
        let root = t.scenes.first { $0.name == name }?.root
        return (root?.backgroundColor, root?.subviews.first?.backgroundColor)
    }

    @Test(arguments: ["formSheet", "pageSheet"])
    func aDarkSheetIsElevated(presentation: String) throws {
        let t = try load("dark", presentation: presentation)
        #expect(backgrounds(t, "detail") == (Self.hex("#1C1C1E"), Self.hex("#2C2C2E")))
        // The presenting screen stays at the base level.
        #expect(backgrounds(t, "grid").root == Self.hex("#000000"))
    }

    @Test func fullScreenAndLightStayAtTheBase() throws {
        #expect(backgrounds(try load("dark", presentation: "fullScreen"), "detail") == (Self.hex("#000000"), Self.hex("#1C1C1E")))
        #expect(backgrounds(try load("light", presentation: "formSheet"), "detail") == (Self.hex("#F2F2F7"), Self.hex("#FFFFFF")))
    }

    /// The six backgrounds' elevated dark values, and every other color unchanged by the level.
    @Test func theElevatedPalette() {
        let lifted: [SystemColor: String] = [.systemBackground: "#1C1C1E", .secondarySystemBackground: "#2C2C2E",
                                             .tertiarySystemBackground: "#3A3A3C", .systemGroupedBackground: "#1C1C1E",
                                             .secondarySystemGroupedBackground: "#2C2C2E", .tertiarySystemGroupedBackground: "#3A3A3C"]
        for color in SystemColor.allCases {
            #expect(color.color(.dark, elevated: true) == (lifted[color].map(Self.hex) ?? color.color(.dark)), "\(color)")
            #expect(color.color(.light, elevated: true) == color.color(.light), "\(color)")
        }
    }

    /// A flow's `present` step is a page sheet by default: its scene is elevated.
    @Test func aFlowsPresentedSheetIsElevated() throws {
        let t = try Self.template("appearance: dark\ncanvas: {device: iPhone 14}\nscenes:\n"
            + "  home: {background: systemBackground}\n  sheet: {background: systemBackground}\n  cover: {background: systemBackground}\n"
            + "flow:\n  root: home\n  steps:\n    - present: sheet\n    - dismiss: true\n    - {present: cover, style: fullScreen}\n")
        #expect(t.scenes.first { $0.name == "sheet" }?.root.backgroundColor == Self.hex("#1C1C1E"))
        #expect(t.scenes.first { $0.name == "home" }?.root.backgroundColor == Self.hex("#000000"))
        #expect(t.scenes.first { $0.name == "cover" }?.root.backgroundColor == Self.hex("#000000"))
    }
}
