import Foundation
import Testing

/// Every command-line mistake is one line on standard error with exit status 2, pointing at
/// the help of the subcommand that was run.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["rendr", "x.yaml"], "segue-video: error: unknown command 'rendr'; did you mean 'render'? (see 'segue-video --help')"),
        (["render"], "segue-video: error: Missing expected argument '<template>' (see 'segue-video render --help')"),
        (["render", "x.yaml", "--jobs", "0"], "segue-video: error: --jobs must be 1 to 64 (see 'segue-video render --help')"),
        (["--bogus"], "segue-video: error: Unknown option '--bogus' (see 'segue-video --help')"),
        (["still", "x.yaml", "-o", "x.png"], "segue-video: error: give exactly one of --frame, --time and --progress (see 'segue-video still --help')"),
    ])
    func oneLine(arguments: [String], expected: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == expected + "\n")
    }

    /// A mistake found only after loading the template still names `still`, not the root.
    @Test func stillFramePastTheEnd() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        let result = try CLI.run(["still", template, "--frame", "500", "-o", dir.path + "/x.png"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("segue-video: error: --frame 500 is past the clip's last frame"))
        #expect(result.stderr.hasSuffix("(see 'segue-video still --help')\n"))
    }
}
