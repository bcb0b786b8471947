import ArgumentParser
import Compositor

/// `--fps R`: render at another frame rate than the template's (a draft at 30, or 30000/1001),
/// within the template limit. A rate that is not one (`0`, `-30`, `30/0`) is a one-line usage
/// error, never a trap: it goes through `Rational(parsing:)` and the throwing `FrameRate.init`.
struct FrameRateOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, overriding the template's video.fps: a number or a fraction such as 30000/1001, 1 to 240.", valueName: "rate"))
    var fps: String?

    /// The rate given, or nil without `--fps`.
    func frameRate() throws -> FrameRate? {
        guard let fps else { return nil }
        guard let rate = Rational(parsing: fps), TemplateLimits.frameRateRange.contains(rate) else {
            throw ValidationError("--fps must be a number or fraction from 1 to 240, not \(fps)")
        }
        do { return try FrameRate(rate) } catch { throw ValidationError("--fps: \(error)") }
    }

    func validate() throws { _ = try frameRate() }

    /// `template` at the chosen rate.
    func apply(_ template: SegueTemplate) throws -> SegueTemplate {
        guard let rate = try frameRate() else { return template }
        var t = template
        t.video.frameRate = rate
        t.canvas.frameRate = rate
        return t
    }
}
