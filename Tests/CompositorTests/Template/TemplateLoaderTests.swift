import Testing
@testable import Compositor

@Suite struct TemplateLoaderTests {
    /// Loads `text` and returns the one error it must raise.
    func error(_ text: String, name: String = "t.yaml") throws -> TemplateError {
        let dir = TemporaryDirectory()
        let path = dir.write(name, text)
        do {
            _ = try TemplateLoader.load(path: path)
        } catch let e as TemplateError {
            #expect(e.file == path)
            return e
        } catch let e as TemplateErrors {
            return e.errors[0]
        }
        Issue.record("no error for:\n\(text)")
        throw CancellationError()
    }

    @Test func minimalTemplateLoads() throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("ok.yaml", TemplateFixtures.minimal()))
        #expect(t.name == "ok")
        #expect(t.canvas.pixelWidth == 64 && t.canvas.pixelHeight == 48)
        #expect(t.segue.duration == Rational(1, 2))
        #expect(t.segue.directions == [.present, .dismiss])
        #expect(t.timeline.frameCount == 11)  // 0.0 s … 1.0 s at 10 fps
        #expect(t.scenes.map(\.name) == ["a", "b"])
    }

    @Test func jsonTemplateLoads() throws {
        let dir = TemporaryDirectory()
        let json = """
        {"canvas": {"size": [32, 24], "scale": 2},
         "scenes": {"a": {"background": "#FFFFFF"}, "b": {"background": "#000000"}},
         "segue": {"animator": "crossDissolve", "from": "a", "to": "b"}}
        """
        let t = try TemplateLoader.load(path: dir.write("j.json", json))
        #expect(t.segue.duration == CrossDissolveAnimator.defaultDuration)
    }

    @Test func syntaxErrorHasLineAndColumn() throws {
        let e = try error("canvas:\n  size: [32, 24\nscenes: {}\n")
        #expect(e.line >= 2)
        #expect(e.message.hasPrefix("syntax error"))
    }

    @Test func unknownKeySuggestsTheRightOne() throws {
        let text = TemplateFixtures.minimal().replacingOccurrences(of: "    background: \"#FFFFFF\"", with: "    bakground: \"#FFFFFF\"")
        let e = try error(text)
        #expect(e.field == "scenes.a.bakground")
        #expect(e.message.contains("did you mean \"background\""))
        #expect(e.line == 9 && e.column == 5)
    }

    @Test func oddPixelSizeSuggestsNearestEven() throws {
        let e = try error(TemplateFixtures.minimal(canvas: "  size: [393, 852]\n  scale: 3"))
        #expect(e.field == "canvas")
        #expect(e.message.contains("1179x2556"))
        #expect(e.message.contains("1180x2556"))
        #expect(e.exitStatus == .invalidTemplate)
    }

    @Test func nanIsRejected() throws {
        let e = try error(TemplateFixtures.minimal(extraSegue: "").replacingOccurrences(of: "duration: 0.5", with: "duration: .nan"))
        #expect(e.field == "segue.duration")
        #expect(e.message.contains("NaN"))
    }

    @Test func negativeDurationIsRejected() throws {
        let e = try error(TemplateFixtures.minimal().replacingOccurrences(of: "holdBefore: 0.2", with: "holdBefore: -1"))
        #expect(e.field == "segue.holdBefore")
        #expect(e.message.contains("out of range"))
    }

    @Test func unknownAnimatorIsNamed() throws {
        let e = try error(TemplateFixtures.minimal(animator: "crossDisolve"))
        #expect(e.field == "segue.animator")
        #expect(e.message.contains("did you mean \"crossDissolve\""))
    }

    @Test func unknownViewIDIsNamed() throws {
        let e = try error(TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: crad\n"))
        #expect(e.field == "segue.options.scaleView")
        #expect(e.message.contains("did you mean \"card\""))
    }

    @Test func emptySceneIsRejected() throws {
        let e = try error(TemplateFixtures.minimal().replacingOccurrences(of: "    background: \"#0000FF\"", with: "    title: Empty"))
        #expect(e.field == "scenes.b")
    }

    @Test func wrongTypeNamesWhatWasFound() throws {
        let e = try error(TemplateFixtures.minimal(video: "  fps: sixty"))
        #expect(e.field == "video.fps")
        #expect(e.message.contains("expected frames per second"))
    }

    @Test func frameRateOutOfRange() throws {
        let e = try error(TemplateFixtures.minimal(video: "  fps: 1000"))
        #expect(e.field == "video.fps")
    }

    @Test func hugeCanvasIsRejected() throws {
        let e = try error(TemplateFixtures.minimal(canvas: "  size: [10000, 24]\n  scale: 2"))
        #expect(e.message.contains("limit is 8192"))
    }

    @Test func missingImageIsAnAssetError() throws {
        let views = """
              - frame: [0, 0, 10, 10]
                image: missing.png
        """
        let e = try error(TemplateFixtures.minimal(fromViews: views))
        #expect(e.field == "scenes.a.views[0].image")
        #expect(e.exitStatus == .badAsset)
    }

    @Test func assetOutsideTheTemplateFolderIsRejected() throws {
        let views = """
              - frame: [0, 0, 10, 10]
                image: ../../etc/passwd
        """
        let e = try error(TemplateFixtures.minimal(fromViews: views))
        #expect(e.message.contains("outside the template's folder"))
        #expect(e.exitStatus == .invalidTemplate)
    }

    @Test func allErrorsAreReportedAtOnce() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(video: "  fps: 0\n  crf: 99")
        do {
            _ = try TemplateLoader.load(path: dir.write("t.yaml", text))
            Issue.record("expected errors")
        } catch let e as TemplateErrors {
            #expect(e.errors.map(\.field) == ["video.fps", "video.crf"])
        }
    }
}
