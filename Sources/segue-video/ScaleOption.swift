import ArgumentParser
import Compositor

/// `--scale F`, shared by the commands that render (`OptionCatalog.scale`): read and checked
/// here, applied by `RenderSettings`.
struct ScaleOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(OptionCatalog.scale.help, valueName: OptionCatalog.scale.valueName))
    var scale: String?

    func validate() throws { try OptionCatalog.scale.validate(scale) }

    /// The fraction given, or nil (full size).
    var value: Double? { OptionCatalog.scale.value(scale) }
}
