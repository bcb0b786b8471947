import CompositorCore

/// `feed`: an Instagram feed video in portrait 4:5, 1080 × 1350.
///
/// - size 4:5 at 1080 × 1350: primores.org, "Meta Ad Placement Mechanics" (Meta's recommended
///   feed ratio), and stish.app, "Meta ads specifications";
/// - length 1 s to 241 minutes: stish.app (Meta feed video); frame rate: approximation, 60 fps
///   at most (no figure found in the sources); H.264 in MP4 (approximation, as for `reels`);
/// - no overlay: in the feed the name, buttons and caption sit above and below the media, not
///   on it (primores.org: "in Feed, the CTA … sits below the media").
enum InstagramFeedDelivery {
    static let preset = FeedDelivery.preset(
        .feed, "Instagram feed 4:5", 1080, 1350, maxFrameRate: Rational(60), duration: Rational(1)...Rational(14_460), codecs: [.h264],
        overlay: nil, source: "primores.org and stish.app (size, length); approximations (fps, codec)")
}
