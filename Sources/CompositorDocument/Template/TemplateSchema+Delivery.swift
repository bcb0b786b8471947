import CompositorCore
import CompositorMedia

/// The schema of `delivery:` and `audio:`, from the delivery catalog and the soundtrack's limits.
extension TemplateSchema {
    static var deliveryDefinitions: [(String, JSONValue)] {
        let names = JSONValue.object([("enum", .array(OptionCatalog.delivery.names.map { .string($0) }))])
        let seconds = withDescription(ref("seconds"), "Seconds. Default: 0.")
        return [
            ("delivery", stringOr("Where the clip is delivered: a preset name, or {preset, backdrop}. appstore checks and produces an App Store app preview (accepted size, 15–30 s, ≤ 30 fps, H.264 High ≤ 4.0 at 11 Mb/s, stereo AAC); story, square and landscape letterbox the canvas into 1080x1920, 1080x1080 or 1920x1080; tiktok, reels, shorts (1080x1920), feed (1080x1350) and play (1920x1080 or 1080x1920) also check the feed's length, frame rate and codec, keep captions clear of the feed's own interface and write no MP4 edit lists. See README, delivery presets.",
                                  names,
                                  object("A delivery preset with the color of its bars.", [
                                      ("preset", names),
                                      ("backdrop", withDescription(ref("color"), "The color around a canvas of another shape. Default: black.")),
                                      ("storeSafe", boolean("appstore only: refuse drawn app content, so the preview shows screen recordings alone (App Review Guideline 2.3.4); captions, taps and the drawn status bar stay allowed. As --store-safe. Default: false.")),
                                      ("posterTime", withDescription(ref("seconds"), "appstore only: the poster frame's time, reported as App Store Connect's previewFrameTimeCode (HH:MM:SS:FF). Default: none (App Store Connect poses the preview about 5 s in).")),
                                  ], required: ["preset"]))),
            ("audio", stringOr("A soundtrack mixed into the clip as AAC, cut or padded to the video's length: a file name, or {file, volume, start, fadeIn, fadeOut}.",
                               .object([("description", .string("A sound file (WAV, M4A/AAC, MP3, FLAC) inside the template's folder."))]),
                               object("A soundtrack with its gain and fades.", [
                                   ("file", string("A sound file (WAV, M4A/AAC, MP3, FLAC), relative to the template and inside its folder.")),
                                   ("volume", number("Linear gain, 0 to \(Soundtrack.maxVolume). Default: 1.", min: 0, max: Soundtrack.maxVolume.doubleValue, default: 1)),
                                   ("start", withDescription(ref("seconds"), "Seconds into the file that play at the first frame. Default: 0.")),
                                   ("fadeIn", withDescription(seconds, "Fade in from silence at the start, seconds. Default: 0.")),
                                   ("fadeOut", withDescription(seconds, "Fade out to silence at the end, seconds. Default: 0.")),
                               ], required: ["file"]))),
        ]
    }
}
