import Foundation
import Testing
@testable import Compositor

/// Inputs that would make a small file expand into a huge one — YAML alias bombs, deep
/// nesting, masses of values, fanned-out includes, very long labels — end with exit 3 at the
/// culprit's position, with the process's peak memory measured by the kernel.
@Suite struct AmplificationTests {
    /// Nine levels of anchors, each a list repeating the previous one nine times: 9^9 (387
    /// million) strings if expanded, in under 400 bytes. `indent` places it in the file.
    static func bomb(indent: String) -> String {
        var lines = ["\(indent)a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            let previous = "*a\(level - 1)"
            lines.append("\(indent)a\(level): &a\(level) [" + Array(repeating: previous, count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n")
    }

    /// Where the bomb is and where its first alias must be reported (file, line, column).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let files: [String: String]
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The root: the first alias, `*a0`, is on line 2, after "a1: &a1 [".
        Case(name: "root", files: ["t.yaml": bomb(indent: "") + "\n" + TemplateFixtures.minimal()],
             expected: "t.yaml:2:10: YAML aliases (*a0) are not supported"),
        // In `views`: a view whose unknown keys hold the bomb (the view's frame is line 12; the first alias is on line 14).
        Case(name: "views", files: ["t.yaml": TemplateFixtures.minimal(fromViews: """
                  - id: card
                    frame: [4, 4, 12, 8]
            \(bomb(indent: "        "))
            """)], expected: "t.yaml:14:18: YAML aliases (*a0) are not supported"),
        // A label's text: an anchored text repeated through aliases of aliases.
        Case(name: "label text", files: ["t.yaml": TemplateFixtures.minimal(fromViews: """
                  - id: card
                    frame: [4, 4, 12, 8]
                    label: {text: &t "lol lol lol lol lol lol lol lol lol"}
                  - frame: [0, 0, 1, 1]
                    label: {text: [*t, *t, *t, *t, *t, *t, *t, *t, *t]}
            """)], expected: "t.yaml:15:24: YAML aliases (*t) are not supported"),
        // An included scenes file.
        Case(name: "included file", files: [
            "t.yaml": TemplateFixtures.minimal().replacingOccurrences(of: "scenes:\n", with: "include: common/bomb.yaml\nscenes:\n"),
            "common/bomb.yaml": "scenes:\n  c:\n    background: red\n" + bomb(indent: "    "),
        ], expected: "common/bomb.yaml:5:14: YAML aliases (*a0) are not supported"),
    ]

    @Test(arguments: cases)
    func aliasBombExitsThreeWithBoundedMemory(_ bomb: Case) throws {
        let dir = TemporaryDirectory()
        for (name, text) in bomb.files { dir.write(name, text) }
        for command in ["validate", "render"] {
            let arguments = command == "validate" ? ["validate", dir.path + "/t.yaml"]
                : ["render", dir.path + "/t.yaml", "-o", dir.path + "/out.mp4"]
            let run = try MeasuredRun.run(arguments)
            #expect(run.status == 3, "\(command): \(run.stderr)")
            #expect(run.stderr.contains(bomb.expected), "\(command): \(run.stderr)")
            #expect(run.peakRSS < 100 << 20, "\(command) peaked at \(run.peakRSS >> 20) MB")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out.mp4"))
    }

    /// The same in JSON (JSON has no aliases, but the parser reads YAML's flow style, so an
    /// alias in a `.json` file must be refused the same way).
    @Test func aliasInJSONIsRefused() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.json", #"{"a": &x [1, 2], "b": [*x, *x]}"#)
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path) }
        #expect(error?.line == 1 && error?.column == 24)
        #expect(error?.message.hasPrefix("YAML aliases (*x)") == true)
    }

    /// An anchor alone expands nothing and stays allowed.
    @Test func anchorWithoutAliasLoads() throws {
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: &white \"#FFFFFF\""))
        #expect(throws: Never.self) { try TemplateLoader.load(path: path) }
    }

    @Test func nestingBeyondTheLimitIsRefused() throws {
        let dir = TemporaryDirectory()
        let depth = TemplateLimits.maxNesting + 1
        let path = dir.write("t.json", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path) }
        #expect(error?.column == depth)  // the first bracket past the limit
        #expect(error?.message == "values are nested deeper than \(TemplateLimits.maxNesting) levels")
    }

    @Test func valuesBeyondTheLimitAreRefusedInTheFileThatCrossesIt() throws {
        let dir = TemporaryDirectory()
        // Half the budget in the template's unknown key, the other half (and one more) in the include.
        let half = TemplateLimits.maxValues / 2
        let numbers = "[" + Array(repeating: "1", count: half).joined(separator: ",") + "]"
        dir.write("common/more.yaml", "scenes: {c: {background: red}}\npad: " + numbers + "\n")
        let path = dir.write("t.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "scenes:\n", with: "include: common/more.yaml\npad: \(numbers)\nscenes:\n"))
        let errors = Self.errors { try TemplateLoader.load(path: path) }
        let limit = errors.first { $0.message == "the template holds more than \(TemplateLimits.maxValues) values (with its includes)" }
        #expect(limit?.file.hasSuffix("common/more.yaml") == true, "\(errors)")
    }

    /// Every template error `body` throws (one or several).
    static func errors(_ body: () throws -> Any) -> [TemplateError] {
        do {
            _ = try body()
        } catch let error as TemplateError {
            return [error]
        } catch let errors as TemplateErrors {
            return errors.errors
        } catch {
            Issue.record("unexpected \(error)")
        }
        return []
    }

    /// Includes that fan out (each file including the next one nine times) stop at the limit
    /// on included files instead of reading 9^16 files.
    @Test func includesFanningOutStopAtTheLimit() throws {
        let dir = TemporaryDirectory()
        for level in 0..<8 {
            let next = Array(repeating: "f\(level + 1).yaml", count: 9).joined(separator: ", ")
            dir.write("common/f\(level).yaml", "include: [\(next)]\nscenes: {}\n")
        }
        dir.write("common/f8.yaml", "scenes: {}\n")
        let path = dir.write("t.yaml", TemplateFixtures.minimal().replacingOccurrences(of: "scenes:\n", with: "include: common/f0.yaml\nscenes:\n"))
        let errors = Self.errors { try TemplateLoader.load(path: path) }
        #expect(errors.contains { $0.message == "the template includes more than \(TemplateLimits.maxIncludedFiles) files in all" })
    }

    @Test func labelTextBeyondTheLimitIsRefused() throws {
        let dir = TemporaryDirectory()
        let text = String(repeating: "é", count: TemplateLimits.maxLabelCharacters + 1)
        let path = dir.write("t.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 20, 10]\n        label: \(text)"))
        let error = #expect(throws: TemplateError.self) { try TemplateLoader.load(path: path) }
        #expect(error?.field == "scenes.a.views[0].label")
        #expect(error?.message == "the text is longer than \(TemplateLimits.maxLabelCharacters) characters")
        let fits = dir.write("u.yaml", TemplateFixtures.minimal(fromViews: "      - frame: [0, 0, 20, 10]\n        label: \(text.dropLast())"))
        #expect(throws: Never.self) { try TemplateLoader.load(path: fits) }
    }
}
