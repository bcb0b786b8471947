import Foundation
import Testing

/// A plain number or boolean where a file name is expected (`audio: 42`) is exit 3 at the key,
/// not a file named `42`; quoted, it is a name like any other (issue 50, item 10).
@Suite struct FileNameScalarTests {
    static let views = "      - frame: [0, 0, 20, 10]\n"

    /// (what, template text, the field the error names)
    static let cases: [(String, String, String)] = [
        ("audio", TemplateFixtures.minimal() + "\naudio: 42\n", "audio: expected a file name (a string), found the number 42"),
        ("audio.file", TemplateFixtures.minimal() + "\naudio: {file: 7.5}\n", "audio.file: expected a file name (a string), found the number 7.5"),
        ("image", TemplateFixtures.minimal(fromViews: views + "        image: 42"), "scenes.a.views[0].image: expected a file name"),
        ("image.file", TemplateFixtures.minimal(fromViews: views + "        image: {file: true}"), "scenes.a.views[0].image.file: expected a file name (a string), found the boolean true"),
        ("font.file", TemplateFixtures.minimal(fromViews: views + "        label: {text: Hi, font: {file: 12}}"), "scenes.a.views[0].label.font.file: expected a file name"),
        ("include", TemplateFixtures.minimal() + "\ninclude: 2024\n", "include: expected a file name (a string), found the number 2024"),
    ]

    @Test(arguments: cases.map(\.0)) func refusedWithExitThree(_ what: String) throws {
        let (_, text, message) = try #require(Self.cases.first { $0.0 == what })
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", text)
        dir.write("42", "not a sound")  // a file of that name exists: still refused
        let validate = try CLI.run(["validate", template])
        #expect(validate.status == 3, "\(validate.stderr)")
        #expect(validate.stderr.contains(message) && validate.stderr.hasPrefix(template + ":"), "\(validate.stderr)")
        #expect(validate.stderr.split(separator: "\n").count == 1, "\(validate.stderr)")
        let render = try CLI.run(["render", template, "--direction", "present", "-o", dir.path + "/out.mp4"])
        #expect(render.status == 3 && render.stderr.split(separator: "\n").count == 1, "\(render.stderr)")
        #expect(dir.contents == ["42", "t.yaml"])
    }

    /// Quoted, `"42"` names the file `42`: here not a sound, so exit 4 naming it.
    @Test func aQuotedNumberIsAFileName() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal() + "\naudio: \"42\"\n")
        dir.write("42", "not a sound")
        let validate = try CLI.run(["validate", template])
        #expect(validate.status == 4 && validate.stderr.contains("/42"), "\(validate.stderr)")
    }
}
