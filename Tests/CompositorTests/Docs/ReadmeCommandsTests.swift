import Foundation
import Testing

/// The README's command blocks, checked without rendering: "Using it", "A first render" and
/// "Golden tests in CI" hold
/// their `$BIN …` lines, and every subcommand and option they name is one the built CLI lists
/// in its help. Running them, in order on a fresh copy of Templates/, is
/// scripts/readme-doctest.sh, which scripts/test.sh runs once with the release binary (through
/// the debug binary here it took 45 % of the suite; issue 43).
@Suite struct ReadmeCommandsTests {
    /// The `$BIN …` lines of the first ```sh block after `heading`, comments removed, as words.
    static func commands(after heading: String) throws -> [[String]] {
        let readme = try String(contentsOfFile: TemplateSchemaTests.repository + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n" + heading + "\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").compactMap { line in
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = code.split(separator: " ").map(String.init)
            return words.first == "$BIN" ? Array(words.dropFirst()) : nil
        }
    }

    @Test(arguments: [("## Using it", 8), ("## A first render", 3), ("## Golden tests in CI", 2)])
    func everyCommandAndOptionExists(heading: String, atLeast: Int) throws {
        let commands = try Self.commands(after: heading)
        #expect(commands.count >= atLeast, "\(heading): \(commands.count) $BIN lines")
        for command in commands {
            let subcommand = command.first.map { $0.hasPrefix("-") ? [] : [$0] } ?? []
            let help = try CLI.run(subcommand + ["--help"])
            #expect(help.status == 0, "segue-video \(subcommand.joined()) --help: \(help.stderr)")
            for option in command where option.hasPrefix("-") {
                #expect(help.stdout.contains(option), "\(heading): segue-video \(command.joined(separator: " ")): \(option) is not in its help")
            }
        }
    }
}
