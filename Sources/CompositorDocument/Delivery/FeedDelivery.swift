import CompositorCore
import CompositorMedia

/// The feeds' presets (`tiktok`, `reels`, `shorts`, `feed`, `play`): one frame each (`play`:
/// landscape or portrait), any canvas letterboxed into it as the social presets do, with the
/// feed's length, frame-rate and codec limits and the part of the frame its own interface
/// covers (`FeedOverlay`). One file per feed holds its numbers and their sources.
enum FeedDelivery {
    /// A feed preset at `width` × `height` (and, with `portraitToo`, its transpose).
    static func preset(_ name: DeliveryPresetName, _ title: String, _ width: Int, _ height: Int, portraitToo: Bool = false,
                       maxFrameRate: Rational?, duration: ClosedRange<Rational>, codecs: [Codec], overlay: FeedOverlay?,
                       source: String) -> DeliveryPreset {
        var sizes = [DeliveryPreset.Size(width: width, height: height, family: nil, label: title)]
        if portraitToo { sizes.append(DeliveryPreset.Size(width: height, height: width, family: nil, label: title)) }
        var preset = DeliveryPreset(name: name, title: title, sizes: sizes, maxBarShare: nil, maxFrameRate: maxFrameRate,
                                    duration: duration, bitrate: nil, requiresAudio: false, codecs: codecs, source: source)
        preset.overlay = overlay
        preset.allowsEditLists = false
        return preset
    }

    static let presets = [TikTokDelivery.preset, ReelsDelivery.preset, ShortsDelivery.preset, InstagramFeedDelivery.preset,
                          PlayDelivery.preset]
}
