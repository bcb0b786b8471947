@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// A dressed App Store screenshot (`screenshot: {caption, …}`) of a step with its own caption
/// shows the caption once, in the band. Looked at on main a23b375: appstore-preview with
/// `screenshot: {name: detail, caption: "All your pets in one place", frame: …}` on its first
/// step wrote the band "All your pets in one place" above the phone and, inside the phone's
/// screen, the step's dark caption panel saying it again.
@Suite struct ScreenshotCaptionOnceTests {
    /// ScreenshotLookTests' flow (a push between blue screens, the shot in its 0.4 s hold) with
    /// a bottom caption on the step and a band saying the same.
    static let template = ScreenshotLookTests.template("""
        {name: detail, caption: "Walks booked in two taps", background: "#FFFFFF", sizes: [iphone-6.9]}
              caption: {text: Walks booked in two taps, position: bottom}
        """)

    /// The clip's frame at the shot still has the caption panel; the screenshot's screen has
    /// none: in the screen's middle 80 % of width, from 30 % to 97 % of its height (the panel
    /// sits 8 points above the home indicator's 34-point inset: 870…914 of 956 points), no
    /// pixel is dark (the blue is Y′ 98; the panel, fading out at 80 % of its 88 % black, Y′ ≈ 40).
    @Test func theBandSaysItAndThePanelDoesNot() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("shot.yaml", Self.template))
        let clip = try ClipFrames(template: template, direction: .present)
        let shot = try #require(template.flow?.screenshots.first)
        let index = shot.frame(at: clip.timeline.frameRate, last: clip.frameCount - 1)
        #expect(clip.screenLayers(at: index).contains { $0.id == "flow.caption" })
        let pictures = try #require(try clip.dressedScreenshot(shot, at: index, label: "shot", assets: AssetStore()))
        #expect(pictures.count == 1)
        let pixmap = pictures[0].pixmap
        let frame = try #require(shot.look).frame(width: pixmap.width, height: pixmap.height)
        let screen = try #require(frame.layout(screen: template.canvas)).screen
        let (dark, all) = CalloutReadingTests.darkPixels(pixmap, x: Int(screen.minX + screen.width * 0.1)..<Int(screen.maxX - screen.width * 0.1),
                                                         y: Int(screen.minY + screen.height * 0.3)..<Int(screen.minY + screen.height * 0.97))
        #expect(all > 100_000)
        #expect(dark == 0, "\(dark) of \(all) pixels dark in the screen")
    }
}
