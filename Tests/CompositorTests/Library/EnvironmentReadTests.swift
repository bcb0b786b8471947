import Foundation
import Testing

/// The environment is read by the command-line tools alone (issue 43; STYLE.md, "Settings are
/// resolved once"): no Swift or C file of `Sources/` outside `segue-video` (the CLI) and
/// `segue-fuzz` (whose libFuzzer entry has no arguments of its own) reads or sets it. The
/// library takes what the CLI read as values: `EngineSettings` (the `SEGUE_*` switches),
/// `ShardSpec(environment:)`, `SegueVideo.useBundledFonts(in:)`. Lexical; comment lines pass.
@Suite struct EnvironmentReadTests {
    static let pattern = try! NSRegularExpression(pattern: #"processInfo\.environment|\b(?:getenv|secure_getenv|setenv|unsetenv|putenv)\s*\(|\benviron\b"#)
    static let tools = ["segue-video/", "segue-fuzz/"]

    /// The lines of `source` that read or set the environment (1-based), comment lines ignored.
    static func reads(in source: String) -> [Int] {
        source.components(separatedBy: "\n").enumerated().compactMap { index, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), !code.hasPrefix("*"), !code.hasPrefix("/*") else { return nil }
            return pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil ? nil : index + 1
        }
    }

    @Test func onlyTheCommandLineToolsReadTheEnvironment() throws {
        let sources = NameLiteralTests.sources
        let files = try #require(FileManager.default.subpaths(atPath: sources.path))
            .filter { file in [".swift", ".c", ".h"].contains { file.hasSuffix($0) } }
        #expect(files.count > 100, "Sources/ not found at \(sources.path)")
        var found: [String] = []
        for file in files.sorted() where !Self.tools.contains(where: { file.hasPrefix($0) }) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.reads(in: text).map { "Sources/\(file):\($0)" }
        }
        #expect(found.isEmpty, "the environment read outside the command-line tools; pass it down as settings:\n\(found.joined(separator: "\n"))")
    }

    /// The check finds each form and passes comments.
    @Test(arguments: [
        ("let v = ProcessInfo.processInfo.environment[\"SEGUE_X\"]", 1),
        ("if let p = getenv(\"HOME\") {", 1),
        ("/// `ProcessInfo.processInfo.environment` in a doc comment", 0),
        ("let settings = EngineSettings()", 0),
    ])
    func theCheckFindsEachForm(source: String, expected: Int) {
        #expect(Self.reads(in: source).count == expected, "\(source)")
    }
}
