import CompositorCore

/// `reels`: an Instagram (and Facebook) Reel, 1080 × 1920 (9:16).
///
/// - overlay: Meta's guidance for Reels (Meta Business Help Center, as quoted by
///   mediamaxnetwork.com "Social ads" and adsuploader.com "Meta ads safe zones"): leave 14 % of
///   the top, 35 % of the bottom and 6 % of each side free of text: 0.14 × 1920 = 268.8 → 269
///   rows, 0.35 × 1920 = 672 rows, 0.06 × 1080 = 64.8 → 65 columns (rounded up: a partly
///   covered pixel is covered);
/// - length 1 s to 60 minutes (approximation, source marketertools.fyi, "Meta Ad Sizes & Safe
///   Zones 2026", for Reels ads);
/// - frame rate: approximation, 60 fps at most as for TikTok (no Meta figure found in the sources);
/// - codec: H.264 in MP4 (approximation: the sources list MP4/MOV without a codec; H.264 with
///   AAC audio is what every Meta surface plays). The MP4 has no edit lists (docs/formats.md).
enum ReelsDelivery {
    static let preset = FeedDelivery.preset(
        .reels, "Instagram Reel", 1080, 1920, maxFrameRate: Rational(60), duration: Rational(1)...Rational(3600), codecs: [.h264],
        overlay: FeedOverlay(top: 269, bottom: 672, left: 65, right: 65,
                             covers: "Meta's Reels guidance: the top 14 %, the bottom 35 % and 6 % of each side of 1080 × 1920"),
        source: "Meta Business Help Center via mediamaxnetwork.com (overlay); approximations: marketertools.fyi (length)")
}
