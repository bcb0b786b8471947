import CompositorCore

extension OptionCatalog {
    /// `--fps` over `video.fps`: another frame rate than the template's (a draft at 30, or
    /// 30000/1001), within the template's limit (`TemplateLimits.frameRateRange`, which the
    /// decoder and `validate` hold `video.fps` to). A rate that is not one (`0`, `-30`, `30/0`)
    /// is refused in one line, never a trap: `Rational(parsing:)` and the throwing `FrameRate.init`.
    public static let frameRate = TextOption<FrameRate>(
        flag: "--fps", key: "video.fps", valueName: "rate",
        expected: "a number or fraction from \(TemplateLimits.frameRateRange.lowerBound) to \(TemplateLimits.frameRateRange.upperBound)",
        help: "Frames per second, overriding the template's video.fps: a number or a fraction such as 30000/1001, \(TemplateLimits.frameRateRange.lowerBound) to \(TemplateLimits.frameRateRange.upperBound).",
        read: { Rational(parsing: $0).flatMap { try? FrameRate($0) } },
        accepts: { TemplateLimits.frameRateRange.contains($0.rate) })
}
