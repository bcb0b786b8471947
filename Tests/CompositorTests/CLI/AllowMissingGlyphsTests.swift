import Foundation
import Testing

/// `--allow-missing-glyphs` wherever the command line renders frames: a label with U+0378 (an
/// unassigned code point, so no font has it) is refused with exit 4 and one line naming it,
/// and with the flag the same command succeeds, warning about the character.
@Suite struct AllowMissingGlyphsTests {
    /// Every rendering subcommand, with the arguments that make it render the template at `t`
    /// into the folder `d`.
    static let commands: [(String, @Sendable (String, String) -> [String])] = [
        ("render", { t, d in ["render", t, "--direction", "present", "-o", d + "/c.mp4"] }),
        ("still", { t, d in ["still", t, "--frame", "0", "-o", d + "/s.png"] }),
        ("batch", { t, d in ["batch", t, "-o", d + "/batch", "--progress", "plain"] }),
        ("checksum", { t, _ in ["checksum", t, "--direction", "present"] }),
        ("check", { t, d in ["check", "--golden", d + "/golden", "--record", "--stills", "none", t, "--direction", "present"] }),
        ("verify", { t, _ in ["verify", t, "--direction", "present"] }),
    ]

    @Test(arguments: commands.map(\.0))
    func everyRenderingCommandTakesTheFlag(command: String) throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal(fromViews: """
              - frame: [2, 2, 28, 10]
                label: {text: "Hi \u{0378}", font: {size: 8}}
        """))
        let arguments = try #require(Self.commands.first { $0.0 == command }?.1(template, dir.path))
        let refused = try CLI.run(arguments)
        #expect(refused.status == 4, "\(refused.stderr)")
        #expect(refused.stderr.contains("U+0378"), "\(refused.stderr)")
        let allowed = try CLI.run(arguments + ["--allow-missing-glyphs"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("U+0378"), "the warning: \(allowed.stderr)")
    }
}
