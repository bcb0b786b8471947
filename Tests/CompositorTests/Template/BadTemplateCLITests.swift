import Foundation
import Testing
@testable import Compositor

/// A broken template and what the CLI must say about it.
struct BadTemplate: Sendable, CustomTestStringConvertible {
    let name: String
    /// Files to write, the template `t.yaml` first.
    let files: [(path: String, text: String)]
    let status: Int32
    /// Must appear in standard error: `file:line:column: field.path: message start`.
    let expected: String

    var testDescription: String { name }

    static func template(_ name: String, _ text: String, _ status: Int32, _ expected: String,
                         extra: [(String, String)] = []) -> BadTemplate {
        BadTemplate(name: name, files: [("t.yaml", text)] + extra, status: status, expected: expected)
    }

    static func views(_ image: String) -> String {
        """
              - id: card
                frame: [0, 0, 10, 10]
                image: \(image)
        """
    }

    static let all: [BadTemplate] = [
        template("syntax error", "canvas:\n  size: [32, 24\nscenes: {}\n", 3, "t.yaml:3:7: syntax error"),
        template("unknown key", TemplateFixtures.minimal().replacingOccurrences(of: "    background: \"#FFFFFF\"", with: "    bakground: \"#FFFFFF\""),
                 3, "t.yaml:9:5: scenes.a.bakground: unknown key; did you mean \"background\"?"),
        template("wrong type", TemplateFixtures.minimal(video: "  fps: sixty"), 3, "t.yaml:6:8: video.fps: expected frames per second, found \"sixty\""),
        template("NaN", TemplateFixtures.minimal().replacingOccurrences(of: "duration: 0.5", with: "duration: .nan"),
                 3, "t.yaml:20:13: segue.duration: NaN is not a number a template may use"),
        template("infinity", TemplateFixtures.minimal(video: "  fps: .inf"), 3, "t.yaml:6:8: video.fps: infinite values are not allowed"),
        template("negative duration", TemplateFixtures.minimal().replacingOccurrences(of: "holdBefore: 0.2", with: "holdBefore: -1"),
                 3, "t.yaml:21:15: segue.holdBefore: -1 is out of range"),
        template("zero duration", TemplateFixtures.minimal().replacingOccurrences(of: "duration: 0.5", with: "duration: 0"),
                 3, "t.yaml:20:13: segue.duration: the duration must be positive"),
        template("duration beyond the cap", TemplateFixtures.minimal().replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: 601"),
                 3, "t.yaml:22:14: segue.holdAfter: 601 is out of range"),
        template("missing asset", TemplateFixtures.minimal(fromViews: views("missing.png")), 4, "t.yaml:13:16: scenes.a.views[0].image: "),
        template("asset outside the folder", TemplateFixtures.minimal(fromViews: views("../../etc/passwd")),
                 3, "t.yaml:13:16: scenes.a.views[0].image: \"../../etc/passwd\" is outside the template's folder"),
        template("corrupt asset", TemplateFixtures.minimal(fromViews: views("broken.png")), 4, "broken.png: ",
                 extra: [("broken.png", "\u{89}PNG\r\n\u{1A}\nnot really")]),
        template("unknown font family", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 20, 10]\n        label: {text: Hi, font: {family: Comic Sands}}"),
                 4, "Comic Sands: no bundled font family of this name"),
        template("missing font file", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 20, 10]\n        label: {text: Hi, font: {file: fonts/gone.ttf}}"),
                 4, "t.yaml:12:40: scenes.a.views[0].label.font.file: "),
        template("odd size", TemplateFixtures.minimal(canvas: "  size: [393, 852]\n  scale: 3"),
                 3, "t.yaml:2:3: canvas: the video would be 1179x2556 pixels, but H.264 4:2:0 needs even sizes"),
        template("size beyond 8192 pixels", TemplateFixtures.minimal(canvas: "  size: [5000, 24]\n  scale: 2"),
                 3, "t.yaml:2:3: canvas: the video would be 10000x48 pixels; the limit is 8192"),
        template("fps out of range", TemplateFixtures.minimal(video: "  fps: 241"), 3, "t.yaml:6:8: video.fps: 241 is out of range"),
        template("unknown animator", TemplateFixtures.minimal(animator: "crossDisolve"),
                 3, "t.yaml:17:13: segue.animator: unknown animator \"crossDisolve\"; did you mean \"crossDissolve\"?"),
        template("unknown view id", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: crad\n"),
                 3, "t.yaml:24:16: segue.options.scaleView: no view with id \"crad\" in scene \"a\"; did you mean \"card\"?"),
        template("circular include", TemplateFixtures.minimal().replacingOccurrences(of: "scenes:\n", with: "include: common/x.yaml\nscenes:\n"),
                 3, "common/y.yaml:1:10: include: circular include: common/x.yaml → common/y.yaml → common/x.yaml",
                 extra: [("common/x.yaml", "include: y.yaml\nscenes: {c: {background: red}}\n"),
                         ("common/y.yaml", "include: x.yaml\nscenes: {d: {background: red}}\n")]),
        template("empty scene", TemplateFixtures.minimal().replacingOccurrences(of: "    background: \"#0000FF\"", with: "    title: Empty"),
                 3, "t.yaml:15:5: scenes.b: scene \"b\" is empty: give it a background or views"),
    ]
}

/// The CLI on broken templates: `validate` and `render` exit 3 (template) or 4 (asset) with the
/// problem's `file:line:column: field.path`, and nothing is written.
@Suite struct BadTemplateCLITests {
    func setUp(_ bad: BadTemplate) -> TemporaryDirectory {
        let dir = TemporaryDirectory()
        for (path, text) in bad.files { dir.write(path, text) }
        return dir
    }

    @Test(arguments: BadTemplate.all)
    func validateNamesTheProblem(_ bad: BadTemplate) throws {
        let dir = setUp(bad)
        let before = try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted()
        let r = try CLI.run(["validate", "t.yaml"], in: dir.path)
        #expect(r.status == bad.status, "\(r.stderr)")
        #expect(r.stderr.contains(bad.expected), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted() == before)
    }

    @Test(arguments: BadTemplate.all)
    func renderWritesNothing(_ bad: BadTemplate) throws {
        let dir = setUp(bad)
        let before = try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted()
        let r = try CLI.run(["render", "t.yaml", "-o", "out.mp4"], in: dir.path)
        #expect(r.status == bad.status, "\(r.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted() == before)
    }

    @Test func symlinkOutOfTheFolderIsRefused() throws {
        let dir = TemporaryDirectory()
        let outside = TemporaryDirectory()
        outside.write("secret.png", "x")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link", withDestinationPath: outside.path)
        dir.write("t.yaml", TemplateFixtures.minimal(fromViews: BadTemplate.views("link/secret.png")))
        let r = try CLI.run(["validate", "t.yaml"], in: dir.path)
        #expect(r.status == 3)
        #expect(r.stderr.contains("t.yaml:13:16: scenes.a.views[0].image: \"link/secret.png\" is outside the template's folder"), "\(r.stderr)")
    }

    @Test func allErrorsComeAtOnce() throws {
        let dir = TemporaryDirectory()
        dir.write("t.yaml", TemplateFixtures.minimal(animator: "nope", video: "  fps: 0\n  crf: 99"))
        let r = try CLI.run(["validate", "t.yaml"], in: dir.path)
        #expect(r.status == 3)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines.first?.hasPrefix("t.yaml:6:8: video.fps:") == true)
    }

    @Test func validTemplatesGetAnOkLineAndTheWorstStatusWins() throws {
        let dir = TemporaryDirectory()
        dir.write("good.yaml", TemplateFixtures.minimal())
        dir.write("bad.yaml", TemplateFixtures.minimal(fromViews: BadTemplate.views("missing.png")))
        let ok = try CLI.run(["validate", "good.yaml"], in: dir.path)
        #expect(ok.status == 0)
        #expect(ok.stdout == "good.yaml: ok (crossDissolve, 2 scenes, 64x48 at 10 fps, present and dismiss)\n")
        let mixed = try CLI.run(["validate", "good.yaml", "bad.yaml", "nothere.yaml"], in: dir.path)
        #expect(mixed.status == 4)
        #expect(mixed.stdout.hasPrefix("good.yaml: ok"))
        #expect(mixed.stderr.contains("nothere.yaml: no such template file"))
        let folder = try CLI.run(["validate", "."], in: dir.path)
        #expect(folder.status == 4)
        #expect(folder.stdout == "./good.yaml: ok (crossDissolve, 2 scenes, 64x48 at 10 fps, present and dismiss)\n")
    }
}
