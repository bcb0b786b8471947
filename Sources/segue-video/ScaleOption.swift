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

    /// Says so when the fraction cannot make `template` smaller (`SegueTemplate.draftScaleNote`),
    /// instead of writing the full size silently. `framed`: a device frame given on the command
    /// line, which scales the frame's output instead.
    func warnIfIneffective(_ template: SegueTemplate, framed: Bool) {
        if let value, !framed, let note = template.draftScaleNote(value) { Console.warning(note) }
    }
}
