import CompositorCore

/// The social-video presets: one fixed frame each, any canvas letterboxed or pillarboxed into
/// it on the backdrop color (the canvas keeps its shape; nothing is cropped).
///
/// - `story`: 1080 × 1920 (9:16), stories and reels;
/// - `square`: 1080 × 1080 (1:1), feed posts;
/// - `landscape`: 1920 × 1080 (16:9), players and feeds.
///
/// The template's frame rate, CRF and codec stay as they are; a soundtrack is muxed when there
/// is one (no silent track is added). With a device frame (`frame:`), the framed device is
/// drawn on the preset's frame itself (the frame's output size becomes the preset's, its
/// backdrop fills it), as marketing renders want; no bars.
enum SocialDelivery {
    static func preset(_ name: DeliveryPresetName, _ title: String, _ width: Int, _ height: Int) -> DeliveryPreset {
        DeliveryPreset(name: name, title: title,
                       sizes: [DeliveryPreset.Size(width: width, height: height, family: nil, label: title)],
                       maxBarShare: nil, maxFrameRate: nil, duration: nil, bitrate: nil, requiresAudio: false,
                       codecs: nil, source: "common social-video frame sizes (9:16, 1:1, 16:9 at 1080 p)")
    }

    static let presets = [
        preset(.story, "story / reel 9:16", 1080, 1920),
        preset(.square, "square 1:1", 1080, 1080),
        preset(.landscape, "landscape 16:9", 1920, 1080),
    ]
}
