import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// A template's `frame:`s mirror right to left, at every level of the view tree, unless a
/// `semanticContentAttribute` keeps a subtree left to right; positions worked by hand.
@Suite struct RightToLeftFramesTests {
    static let template = """
    canvas: {size: [390, 300], scale: 1, background: "#FFFFFF"}
    strings: {en: {t: Hi}, ar: {t: مرحبا}}
    scenes:
      a:
        background: "#FFFFFF"
        views:
          - {id: red, frame: [16, 10, 100, 30], background: "#FF0000"}
          - id: box
            frame: [0, 50, 200, 100]
            subviews: [{id: inner, frame: [10, 10, 50, 20], label: {key: t}}]
          - id: media
            frame: [40, 160, 300, 60]
            semanticContentAttribute: playback
            subviews: [{id: play, frame: [20, 10, 40, 40]}]
          - {id: toggle, frame: [300, 240, 51, 31], switch: true}
      b: {background: "#0000FF", semanticContentAttribute: forceLeftToRight, views: [{id: kept, frame: [16, 10, 100, 30]}]}
    segue: {animator: push, from: a, to: b, duration: 0.5}
    """

    static func frames(_ locale: String) throws -> [String: Rect] {
        let dir = TemporaryDirectory()
        let loaded = try TemplateLoader.load(path: dir.write("f.yaml", template), strings: StringsRequest(locale: locale))
        var frames: [String: Rect] = [:]
        for scene in loaded.scenes {
            var root = scene.root
            root.visit { if let id = $0.id { frames[id] = $0.frame } }
        }
        return frames
    }

    /// In Arabic: red at 390 − 16 − 100 = 274; the box at 390 − 200 = 190 and inside it the
    /// label at 200 − 10 − 50 = 140; the playback container at 390 − 340 = 50 but its button
    /// kept at 20; the switch at 390 − 351 = 39 with its knob (on) at the left, x = 2; the
    /// forceLeftToRight scene's view where written. English: everything as written.
    @Test func framesMirrorUnlessTheAttributeSaysNot() throws {
        let en = try Self.frames("en"), ar = try Self.frames("ar")
        #expect(en["red"]?.minX == 16 && en["inner"]?.minX == 10 && en["toggle"]?.minX == 300)
        #expect(ar["red"] == Rect(x: 274, y: 10, width: 100, height: 30))
        #expect(ar["box"]?.minX == 190 && ar["inner"]?.minX == 140)
        #expect(ar["media"]?.minX == 50 && ar["play"]?.minX == 20)
        #expect(ar["toggle"]?.minX == 39 && ar["kept"]?.minX == 16)
        let dir = TemporaryDirectory()
        let loaded = try TemplateLoader.load(path: dir.write("f.yaml", Self.template), strings: StringsRequest(locale: "ar"))
        let toggle = try #require(loaded.scenes[0].root.subviews.first { $0.id == "toggle" })
        #expect(toggle.subviews[1].frame.minX == 2)
    }

    /// The mirrored view keeps its distance from the other edge: red (pinned left as written)
    /// gets flexibleLeftMargin, so a device variant 440 points wide puts it at 440 − 116 = 324.
    @Test func aMirroredFrameKeepsItsEdgeOnAnotherDevice() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("d.yaml", """
        canvas: {device: iPhone 14}
        strings: {en: {t: Hi}, ar: {t: مرحبا}}
        scenes:
          a: {background: "#FFFFFF", views: [{id: red, frame: [16, 200, 100, 30], background: "#FF0000"}]}
          b: {background: "#0000FF"}
        segue: {animator: push, from: a, to: b, duration: 0.5}
        """)
        let loaded = try TemplateLoader.load(path: path, strings: StringsRequest(locale: "ar"), variant: TemplateVariant(device: "iPhone 16 Pro Max"))
        #expect(loaded.scenes[0].root.subviews.first { $0.id == "red" }?.frame.minX == 324)
    }

    /// A flow's tap at [100, 200] on a 390-point canvas lands at [390 − 100, 200] = [290, 200]
    /// in Arabic, where the view it aimed at now stands; a tap by id is unchanged.
    @Test func aTapAtAPointMirrors() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", """
        canvas: {size: [390, 844], scale: 1}
        strings: {en: {t: Hi}, ar: {t: مرحبا}}
        scenes:
          a: {background: "#FFFFFF", views: [{id: row, frame: [16, 180, 200, 40], label: {key: t}}]}
          b: {background: "#0000FF"}
        flow:
          root: a
          steps:
            - {push: b, tap: row}
            - {pop: true, tap: [100, 200]}
        """)
        for (locale, x) in [("en", 100.0), ("ar", 290.0)] {
            let steps = try #require(try TemplateLoader.load(path: path, strings: StringsRequest(locale: locale)).flow?.steps)
            #expect(steps.last?.tap == .point(Point(x: x, y: 200)), "\(locale)")
            #expect(steps.first?.tap == .view("row"))
        }
    }

    /// Rendered at scale 1: the red view covers x 16…116 in English and 274…374 in Arabic.
    @Test func theMirroredViewIsDrawnThere() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("p.yaml", Self.template)
        for (locale, redAt, whiteAt) in [("en", 20, 370), ("ar", 370, 20)] {
            let frame = try CLI.still(path, locale: locale, at: ["--time", "0"], in: dir)
            #expect(frame[redAt, 25].r > 200 && frame[redAt, 25].g < 80, "\(locale): red expected at x = \(redAt)")
            #expect(frame[whiteAt, 25].g > 200, "\(locale): white expected at x = \(whiteAt)")
        }
    }
}
