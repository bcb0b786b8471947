import ArgumentParser
import Compositor

/// `--fps R` (`OptionCatalog.frameRate`): read and checked here, applied by `RenderSettings`.
/// A rate that is not one (`0`, `-30`, `30/0`) is a one-line usage error, never a trap.
struct FrameRateOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(OptionCatalog.frameRate.help, valueName: OptionCatalog.frameRate.valueName))
    var fps: String?

    func validate() throws { try OptionCatalog.frameRate.validate(fps) }

    /// The rate given, or nil (the template's).
    var value: FrameRate? { OptionCatalog.frameRate.value(fps) }
}
