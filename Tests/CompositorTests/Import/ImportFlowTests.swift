@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// The flow template each storyboard fixture gets validates, walks the graph from the initial
/// view controller, and renders.
@Suite struct ImportFlowTests {
    @Test(arguments: ImportFixtures.all.filter { $0.document.hasSuffix(".storyboard") && !$0.document.contains("Colors") })
    func flowValidatesAndRenders(_ fixture: ImportFixtures.Fixture) throws {
        let (result, out) = try ImportFixtures.run(fixture)
        #expect(result.files.contains("flow.yaml"))
        let template = try TemplateLoader.load(path: out.path + "/flow.yaml").scaled(by: 0.34)
        let clip = try ClipFrames(template: template, direction: .present)
        let assets = try AssetLoader.load(template, allowMissingGlyphs: true)
        let middle = template.timeline.frameCount / 2
        let pixels = try SceneRenderer(canvas: template.canvas, assets: assets).render(clip.layers(at: FrameIndex(middle)))
        #expect(pixels.width == template.canvas.pixelWidth)
    }

    /// The pets app's walk: push the detail, present the share sheet over it and dismiss, pop,
    /// present the booking screen and dismiss, then the Settings tab; each step tapping what
    /// fires it (the booking screen has no control that dismisses it).
    @Test func petsAppWalk() throws {
        let (_, out) = try ImportFixtures.run(ImportFixtures.all[0])
        let flow = try String(contentsOfFile: out.path + "/flow.yaml", encoding: .utf8)
        #expect(flow.contains("""
              root: "pet-list"
              tabs: ["pet-list", "settings"]
              steps:
                - {push: "biscuit", tap: "BTN-dt-001"}
                - {present: "share", animator: "crossDissolve", style: "formSheet", tap: "SHR-dt-001"}
                - {dismiss: true, tap: "DON-sh-001"}
                - {pop: true, tap: "navigationBar.backChevron"}
                - {present: "booking", animator: "scale", tap: "BTN-bk-001"}
                - {dismiss: true}
                - {tab: "settings", tap: "tabBar.items.1"}
            """))
    }
}
