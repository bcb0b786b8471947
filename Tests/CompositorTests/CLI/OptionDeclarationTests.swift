import Foundation
import Testing
@testable import Compositor

/// Each render option is declared once (`OptionCatalog`): the command line refuses a value
/// exactly when the library (`RenderOptions`, checked by `RenderSettings`) refuses it, with the
/// declaration's message, and the command line's help is the declaration's help.
@Suite struct OptionDeclarationTests {
    /// What the command line says of `flag value`: the template does not exist, so a value the
    /// option accepts gets as far as loading it (exit 3), one it refuses stops at exit 2.
    static func cli(_ flag: String, _ value: String, command: String = "render") throws -> CLI.Result {
        try CLI.run([command, "/nonexistent/t.yaml", flag, value] + (command == "still" ? ["--frame", "0", "-o", "/tmp/x.png"] : []))
    }

    /// Whether the library refuses `options`, and with which message.
    static func library(_ options: RenderOptions) -> String? {
        do { try options.check(); return nil } catch { return error.message }
    }

    @Test(arguments: [("0", 0.0), ("-0.5", -0.5), ("1.5", 1.5), ("0.5", 0.5), ("1", 1.0), ("0.25", 0.25)])
    func scale(text: String, value: Double) throws {
        try Self.agree(OptionCatalog.scale.flag, text, Self.library(RenderOptions(jobs: 1, scale: value)),
                       expected: OptionCatalog.scale.message(text))
        #expect(Self.library(RenderOptions(jobs: 1, scale: value)).map { $0 == OptionCatalog.scale.message("\(value)") } ?? true)
    }

    @Test(arguments: [("241", Rational(241)), ("1/2", Rational(1, 2)), ("30", Rational(30)), ("30000/1001", Rational(30000, 1001)), ("240", Rational(240))])
    func frameRate(text: String, rate: Rational) throws {
        let options = RenderOptions(jobs: 1, frameRate: try FrameRate(rate))
        try Self.agree(OptionCatalog.frameRate.flag, text, Self.library(options), expected: OptionCatalog.frameRate.message(text))
    }

    @Test(arguments: [("270x241", 270, 241), ("62x100", 62, 100), ("270x480", 270, 480), ("64x64", 64, 64)])
    func frameSize(text: String, width: Int, height: Int) throws {
        let options = RenderOptions(jobs: 1, frameSize: FrameSize(width: width, height: height))
        try Self.agree(OptionCatalog.frameSize.flag, text, Self.library(options), expected: OptionCatalog.frameSize.message(text))
    }

    @Test(arguments: [("yuv444p", 12), ("yuv420p10le", 10), ("yuv420p", 8)])
    func pixelFormat(text: String, bitDepth: Int) throws {
        try Self.agree(OptionCatalog.pixelFormat.flag, text, Self.library(RenderOptions(jobs: 1, bitDepth: bitDepth)),
                       expected: OptionCatalog.pixelFormat.namesMessage)
    }

    /// A color is typed in the library (nothing to refuse there); the command line reads it as
    /// the declaration reads it.
    @Test func background() throws {
        let refused = try Self.cli(OptionCatalog.background.flag, "notacolor")
        #expect(refused.status == 2 && refused.stderr.contains(OptionCatalog.background.message("notacolor")), "\(refused.stderr)")
        #expect(try Self.cli(OptionCatalog.background.flag, "#336699").status == 3)
        #expect(throws: OptionError(message: OptionCatalog.background.message("notacolor"))) { try OptionCatalog.background.parse("notacolor") }
    }

    /// `--device-frame`: an unknown device is refused by the reader (the library's type cannot
    /// hold one); `auto` on a canvas that is no device is refused by the library for both.
    @Test func deviceFrame() throws {
        let unknown = try Self.cli(OptionCatalog.deviceFrame.flag, "Nokia 3310")
        #expect(unknown.status == 2 && unknown.stderr.contains(OptionCatalog.deviceFrame.message("Nokia 3310")), "\(unknown.stderr)")
        #expect(DeviceFrameChoice(name: "Nokia 3310") == nil && DeviceFrameChoice(name: "auto") == .auto)
        let dir = TemporaryDirectory()
        let path = dir.write("t.yaml", TemplateFixtures.minimal())
        let cli = try CLI.run(["still", path, "--frame", "0", "--device-frame", "auto", "-o", dir.path + "/x.png"])
        let error = #expect(throws: OptionError.self) {
            try RenderSettings(picturesOf: TemplateLoader.load(path: path), options: RenderOptions(jobs: 1, deviceFrame: .auto))
        }
        #expect(cli.status == 2, "\(cli.stderr)")
        #expect(cli.stderr == "segue-video: error: \(error?.message ?? "?") (see 'segue-video still --help')\n", "\(cli.stderr)")
    }

    /// The help `render --help` prints for each option is its declaration's (whitespace aside:
    /// ArgumentParser wraps lines).
    @Test func helpIsTheDeclarations() throws {
        let help = try CLI.run(["render", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in [OptionCatalog.scale.help, OptionCatalog.frameRate.help, OptionCatalog.deviceFrame.help, OptionCatalog.frameSize.help,
                     OptionCatalog.pixelFormat.help, OptionCatalog.background.help, OptionCatalog.hash.help, OptionCatalog.direction.help,
                     OptionCatalog.jobs.help, OptionCatalog.crf.help] {
            #expect(help.contains(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "\(text)")
        }
    }

    /// The command line refuses `flag text` (exit 2, the message) exactly when the library
    /// refused (`libraryMessage` not nil); accepted, it gets to the missing template (exit 3).
    static func agree(_ flag: String, _ text: String, _ libraryMessage: String?, expected: String) throws {
        let result = try cli(flag, text)
        if libraryMessage != nil {
            #expect(result.status == 2 && result.stderr.contains(expected), "\(flag) \(text): \(result.stderr)")
        } else {
            #expect(result.status == 3, "\(flag) \(text): the library accepts it, the command line said \(result.stderr)")
        }
    }
}
