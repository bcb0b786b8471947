import ArgumentParser
import Compositor

/// `--scale F`, shared by the commands that render: a fraction of the canvas scale, for drafts
/// and small uploads (Remotion's name). The scale actually used is the nearest at which the
/// video is whole, even pixels (`Canvas.draftScale`).
struct ScaleOption: ParsableArguments {
    @Option(help: ArgumentHelp("Render at this fraction (0 to 1] of the canvas scale, for drafts; the nearest scale with even pixel sizes is used.", valueName: "fraction"))
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale <= 1 else { throw ValidationError("--scale must be in (0, 1]") }
    }

    /// `template` at the chosen scale.
    func apply(_ template: SegueTemplate) throws -> SegueTemplate { try template.scaled(by: scale) }
}
