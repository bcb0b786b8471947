import CompositorCore
import CompositorScene
import Foundation
import Testing
@testable import Compositor

/// A scene that is a screen recording (`recording:`): a video view filling the screen, with the
/// drawn status bar over a cover of the recording's own (`statusBar: drawn`) or the drawn one
/// hidden (`statusBar: recording`).
@Suite struct RecordingSceneTests {
    static func template(_ recording: String) -> String {
        """
        canvas:
          device: iPhone 14
          background: "#000000"
        video:
          fps: 10
        scenes:
          rec:
            recording: \(recording)
          b:
            background: "#0000FF"
        segue:
          animator: crossDissolve
          from: rec
          to: b
          duration: 0.2
          holdBefore: 0.5
        """
    }

    func load(_ recording: String) throws -> SegueTemplate {
        let dir = TemporaryDirectory()
        try VideoFixtures.write(.h264, in: dir.path)
        return try TemplateLoader.load(path: dir.write("t.yaml", Self.template(recording)))
    }

    @Test func drawnStatusBarCoversTheRecordings() throws {
        let template = try load("{file: rec.mp4, start: -0.5}")
        let root = try #require(template.scene(named: "rec")?.root)
        let ids = root.subviews.map(\.id)
        #expect(ids == ["recording", "recording-status-bar"])
        let video = try #require(root.subviews[0].video)
        #expect(video.contentMode == .scaleAspectFill && video.start == Rational(-1, 2))
        #expect(root.subviews[0].frame == template.canvas.bounds)
        let cover = root.subviews[1]
        #expect(cover.frame.height == template.canvas.safeArea.top)
        // The recording's band just below the status bar, stretched over it.
        #expect(cover.video?.crop?.minY == (template.canvas.safeArea.top + 0.5) / template.canvas.bounds.height)
        #expect(template.scene(named: "rec")?.chrome.statusBarHidden != true)
    }

    @Test func recordingStatusBarHidesTheDrawnOne() throws {
        let template = try load("{file: rec.mp4, statusBar: recording}")
        let scene = try #require(template.scene(named: "rec"))
        #expect(scene.root.subviews.map(\.id) == ["recording"])
        #expect(scene.chrome.statusBarHidden == true)
    }

    @Test func statusBarFillReplacesTheBand() throws {
        let template = try load("{file: rec.mp4, statusBarFill: \"#F2F2F7\"}")
        let cover = try #require(template.scene(named: "rec")?.root.subviews.last)
        #expect(cover.video == nil && cover.backgroundColor != nil)
    }
}
