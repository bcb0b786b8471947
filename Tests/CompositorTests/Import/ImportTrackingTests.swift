@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorDocument

/// Issue 48, scope 1: a label Xcode sized for SF Pro first takes SF Pro's own size-specific
/// tracking (Apple's published table, `SFProTracking`) in the stand-in face, and only then, if
/// it still does not fit, a wider frame; either way it reads whole (Tesseract).
@Suite struct ImportTrackingTests {
    /// The table's points and interpolation: 17 points is −0.43, 12 is 0, between is linear,
    /// and sizes past either end keep the end's value.
    @Test func trackingTable() {
        #expect(SFProTracking.points(atSize: 17) == -0.43)
        #expect(SFProTracking.points(atSize: 12) == 0)
        #expect(abs(SFProTracking.points(atSize: 16.5) - -0.37) < 1e-9)
        #expect(SFProTracking.points(atSize: 2) == 0.24 && SFProTracking.points(atSize: 200) == 0.26)
    }

    /// "Select date and time" at 17 points in a frame of 160 points: 166 wide in the stand-in,
    /// 157.33 with SF Pro's −0.43 tracking, so the frame stays and the spacing is noted and drawn.
    @Test func trackingAloneFitsAndReadsWhole() throws {
        let dir = TemporaryDirectory()
        let source = try String(contentsOfFile: ImportFixtures.path("SideMenu/SideMenu.storyboard"), encoding: .utf8)
        let edited = source.replacingOccurrences(of: #"<rect key="frame" x="16" y="405" width="151" height="20.333333333333332"/>"#,
                                                 with: #"<rect key="frame" x="16" y="405" width="160" height="20.333333333333332"/>"#)
        #expect(edited != source)
        dir.write("SideMenu.storyboard", edited)
        let output = TemporaryDirectory()
        let result = try StoryboardImporter.run(dir.path + "/SideMenu.storyboard", into: output.path,
                                                options: StoryboardImporter.Options(allowMissingAssets: true))
        let note = try #require(result.notes.first { $0.id == "SEL-lb-001" })
        #expect(note.message.contains("tracked -0.43 points a character (SF Pro's tracking at 17 points)") && note.message.hasSuffix("it fits")
                && !note.message.contains("widened"), "\(note.message)")
        let template = try TemplateLoader.load(path: output.path + "/accounts.yaml")
        let (view, frame) = try #require(ImportFixtures.view("SEL-lb-001", in: template, scene: "home"))
        #expect(view.label?.letterSpacing == -0.43)
        #expect(frame.width < 161, "not widened to the untracked 166: \(frame)")
        let renderer = SceneRenderer(canvas: template.canvas, assets: try AssetLoader.load(template))
        let pixmap = try renderer.render([try #require(template.scene(named: "home")).root])
        let text = try ImportOCRTests.read(pixmap, frame, scale: template.canvas.scale)
        #expect(ImportOCRTests.letters(text) == "selectdateandtime", "read \(text.debugDescription)")
    }
}
