import Foundation
import Testing
@testable import Compositor

/// Limits and messages that say what they mean: images limited per side, includes that are not
/// YAML named by type (never by contents), null where a value belongs, negative `still` options.
@Suite struct LimitMessageTests {
    /// 8194×2 is far under 8192×8192 pixels in all, but wider than the documented side limit.
    @Test func imageWiderThan8192IsABadAsset() throws {
        let dir = TemporaryDirectory()
        try TestPNG.write(Pixmap(width: 8194, height: 2), to: dir.path + "/wide.png")
        let error = #expect(throws: AssetError.self) { try ImageDecoder.decode(path: dir.path + "/wide.png") }
        #expect(error?.message == "image is 8194x2 pixels; the limit is 8192x8192")
        try TestPNG.write(Pixmap(width: 2, height: 8194), to: dir.path + "/tall.png")
        #expect(throws: AssetError.self) { try ImageDecoder.decode(path: dir.path + "/tall.png") }
        try TestPNG.write(Pixmap(width: 8192, height: 2), to: dir.path + "/fits.png")
        #expect(try ImageDecoder.decode(path: dir.path + "/fits.png").width == 8192)

        let template = dir.write("t.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 10, 10]\n        image: wide.png"))
        let run = try CLI.run(["validate", template])
        #expect(run.status == 4, "\(run.stderr)")
        #expect(run.stderr.contains("wide.png: image is 8194x2 pixels; the limit is 8192x8192"), "\(run.stderr)")
    }

    /// An include that is not YAML is named by what it holds; its text never reaches the message.
    @Test(arguments: [("notes.png", Array("the secret first line\n".utf8), "is a text file"),
                      ("photo.yaml.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], "is a PNG image"),
                      ("line.yaml", Array("the secret first line\n".utf8), "holds a single value, not a mapping of keys"),
                      ("list.json", Array("[\"the secret first line\"]".utf8), "holds a list, not a mapping of keys")])
    func nonYAMLIncludeIsNamedByType(_ name: String, _ contents: [UInt8], _ expected: String) throws {
        let dir = TemporaryDirectory()
        try Data(contents).write(to: URL(fileURLWithPath: dir.path + "/" + name))
        let path = dir.write("t.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "scenes:\n", with: "include: \(name)\nscenes:\n"))
        let errors = AmplificationTests.errors { try TemplateLoader.load(path: path) }
        #expect(errors.contains { $0.line == 7 && $0.column == 10 && $0.message.hasPrefix(dir.path + "/" + name + " ") && $0.message.contains(expected) }, "\(errors)")
        #expect(!errors.contains { $0.message.contains("secret") })
    }

    /// `key: ~`, `key: null` and `key:` with nothing are errors at the value, for optional keys
    /// (which would otherwise silently take their default) and required ones alike.
    @Test(arguments: [("duration: 0.5", "duration: ~", "segue.duration", 20, 13),
                      ("holdBefore: 0.2", "holdBefore: null", "segue.holdBefore", 21, 15),
                      ("  fps: 10", "  fps:", "video.fps", 6, 7),
                      ("background: \"#0000FF\"", "background: ~\n    views: [{frame: [0, 0, 1, 1], background: red}]", "scenes.b.background", 15, 17)])
    func nullIsAnError(_ original: String, _ replacement: String, _ field: String, _ line: Int, _ column: Int) throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal().replacingOccurrences(of: original, with: replacement))
        let errors = AmplificationTests.errors { try TemplateLoader.load(path: path) }
        let error = errors.first { $0.field == field }
        #expect(error?.message == "a value is required here (null is not one); leave the key out to use its default", "\(errors)")
        #expect(error?.line == line && error?.column == column, "\(errors)")
        #expect(errors.count == 1, "\(errors)")
    }

    /// Negative numbers reach the range check instead of being read as options.
    @Test(arguments: [(["--progress", "-1"], "--progress -1.0 is out of range; expected 0 to 1"),
                      (["--frame", "-3"], "--frame -3 is out of range; frames count from 0"),
                      (["--time", "-0.5"], "--time -0.5 is out of range; seconds count from 0")])
    func negativeStillPositionsGetARangeMessage(_ option: [String], _ expected: String) throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal())
        let run = try CLI.run(["still", path] + option + ["-o", dir.path + "/x.png"])
        #expect(run.status == 2)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/x.png"))
    }
}
