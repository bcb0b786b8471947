import CompositorCore

/// An App Store app preview's poster frame: the still the product page shows before the
/// preview plays (`delivery: {preset: appstore, posterTime: SECONDS}`).
///
/// App Store Connect takes it as the preview's `previewFrameTimeCode` (App Store Connect API,
/// "App Previews": "set a custom timestamp for the preview's poster frame"; the same attribute
/// fastlane deliver's `preview_frame_time_code` sets), a time code `HH:MM:SS:FF` whose last field
/// counts frames of the preview, and poses a preview that names none about 5 seconds in
/// (`00:00:05:00`, deliver's default). The time is a whole frame of the clip: `posterTime` is
/// rounded down to the frame shown at that time, so the time code names the frame a viewer sees.
package enum AppPreviewPoster {
    /// Where App Store Connect poses a preview that names no poster frame.
    public static let defaultTime = Rational(5)

    /// The frame shown at `seconds` at `rate` (the last frame whose time is ≤ `seconds`).
    public static func frame(at seconds: Rational, rate: FrameRate) -> Int64 {
        max(0, (seconds / rate.timeBase).floor)
    }

    /// `previewFrameTimeCode` for the frame shown at `seconds` of a clip at `rate`:
    /// hours, minutes, seconds and frames, two digits each. At a fractional rate (29.97) the
    /// frame field counts frames since the whole second, as a non-drop-frame time code does.
    public static func timeCode(_ seconds: Rational, rate: FrameRate) -> String {
        let frame = frame(at: seconds, rate: rate)
        let start = Rational(frame) * rate.timeBase
        let whole = start.floor
        let into = frame - (Rational(whole) / rate.timeBase).ceiling
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(whole / 3600)):\(two(whole / 60 % 60)):\(two(whole % 60)):\(two(max(0, into)))"
    }
}
