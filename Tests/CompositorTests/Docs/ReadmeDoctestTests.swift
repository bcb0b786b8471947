import Foundation
import Testing

/// The README is a test: every command of its "Using it" block runs, in order, in a fresh
/// copy of the files it names (no `out/` folder), and succeeds. The `swift build` lines are
/// what built the binary under test; to stay fast, commands that render get `--scale 0.1`
/// (an iPhone canvas renders at 1x, the smallest whole scale; the App Store flow, 443 × 960 pt
/// at 2x with `delivery: appstore`, as an 88 × 192 draft of its preset).
@Suite struct ReadmeDoctestTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `$BIN …` lines of the first ```sh block after "## Using it", comments removed.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Using it").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").compactMap { line in
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = code.split(separator: " ").map(String.init)
            return words.first == "$BIN" ? Array(words.dropFirst()) : nil
        }
    }

    @Test func everyUsingItCommandRunsInOrderOnAFreshCopy() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 8)
        let dir = TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Templates"),
                                         to: URL(fileURLWithPath: dir.path + "/Templates"))
        let rendering: Set = ["render", "still", "batch", "checksum"]
        for command in commands {
            let arguments = command + (rendering.contains(command.first ?? "") ? ["--scale", "0.1"] : [])
            let result = try CLI.run(arguments, in: dir.path)
            #expect(result.status == 0, "segue-video \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        // What the comments promise.
        for file in ["out/pets-present.mp4", "out/pets-dismiss.mp4", "out/cd.mp4", "explode-50.png",
                     "out/manifest.json", "out/index.html"] {
            #expect(FileManager.default.fileExists(atPath: dir.path + "/" + file), "\(file)")
        }
    }
}
