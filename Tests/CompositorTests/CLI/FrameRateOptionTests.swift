import Foundation
import Testing

/// `--fps` and template frame rates that are not rates end in one line with the documented
/// exit status, never a trap.
@Suite struct FrameRateOptionTests {
    @Test(arguments: ["0", "-30", "30/0", "abc", "241"])
    func badFPSIsOneUsageLine(fps: String) throws {
        let result = try CLI.run(["render", "x.yaml", "--fps", fps])
        #expect(result.status == 2)
        #expect(result.stderr == "segue-video: error: --fps must be a number or fraction from 1 to 240, not \(fps) (see 'segue-video render --help')\n")
    }

    @Test func fpsOverridesTheTemplate() throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal())
        let result = try CLI.run(["render", template, "--fps", "20", "--direction", "present", "-o", dir.path + "/c.mp4"])
        #expect(result.status == 0, "\(result.stderr)")
        // 0.2 + 0.5 + 0.3 s at 20 fps: ⌈1 × 20⌉ + 1 = 21 frames (10 fps would give 11).
        #expect(result.stdout.contains("21 frames"), "\(result.stdout)")
    }

    @Test(arguments: ["\"0\"", "\"30/0\"", "-30", "\"9223372036854775807/9223372036854775806\""])
    func badTemplateFPSExits3(fps: String) throws {
        let dir = TemporaryDirectory()
        let template = dir.write("t.yaml", TemplateFixtures.minimal(video: "  fps: \(fps)"))
        let result = try CLI.run(["validate", template])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("video.fps"), "\(result.stderr)")
    }

    /// Used to trap in `Rational.+` (two 12-decimal denominators multiplied past Int64).
    @Test func fineDecimalsValidate() throws {
        let dir = TemporaryDirectory()
        let text = TemplateFixtures.minimal(video: "  fps: 239999/1000")
            .replacingOccurrences(of: "duration: 0.5", with: "duration: 59.999999999")
            .replacingOccurrences(of: "holdBefore: 0.2", with: "holdBefore: 0.000000001")
        let result = try CLI.run(["validate", dir.write("t.yaml", text)])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
