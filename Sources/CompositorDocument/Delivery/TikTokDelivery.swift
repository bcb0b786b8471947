import CompositorCore

/// `tiktok`: a TikTok video, 1080 × 1920 (9:16).
///
/// TikTok publishes its safe-zone overlays for ads only as downloadable files; these numbers
/// are approximations from third-party guides:
/// - size 1080 × 1920, frame rate up to 60 fps, H.264 (HEVC from phones), MP4: changethisfile.com,
///   "Convert videos for TikTok" (citing TikTok's creator documentation);
/// - length 3 s to 10 minutes: knowyourchat.com, "TikTok: Formats and Upload Requirements";
/// - overlay (approximation, source socaptions.com, "TikTok safe zones 2026", whose 1080 × 1920
///   overlay marks the top 250 px, the bottom 420 px and the right 170 px): the Following / For
///   You tabs at the top, the caption, name and sound at the bottom, and the like, comment,
///   save and share column at the right.
enum TikTokDelivery {
    static let preset = FeedDelivery.preset(
        .tiktok, "TikTok video", 1080, 1920, maxFrameRate: Rational(60), duration: Rational(3)...Rational(600), codecs: [.h264, .hevc],
        overlay: FeedOverlay(top: 250, bottom: 420, left: 0, right: 170,
                             covers: "the tabs in the top 250 px, the caption and sound in the bottom 420 px, the like/comment/share column in the right 170 px of 1080 × 1920"),
        source: "approximations: changethisfile.com (size, fps, codecs), knowyourchat.com (length), socaptions.com (overlay)")
}
