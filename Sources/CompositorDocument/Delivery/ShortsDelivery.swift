import CompositorCore

/// `shorts`: a YouTube Short, 1080 × 1920 (9:16).
///
/// - size, length up to 60 s, frame rate up to 60 fps (24/25/30/60), H.264 or HEVC in MP4:
///   approximation, source blog.aitoearn.ai, "YouTube Short Dimensions" (webbannerexperts.com
///   gives the same 60 s);
/// - overlay (approximation): the bottom 480 px (title, channel name, subscribe button: source
///   youraithumbnailgenerator.com, "YouTube Shorts Safe Zones") and the top 285 px (the safe
///   area is "the middle 1080 × 1350": source getkoro.app, "YouTube Shorts Dimensions",
///   (1920 − 1350) / 2 = 285). The like/comment/share column at the right is described by
///   webbannerexperts.com without a number, so it is not modelled.
enum ShortsDelivery {
    static let preset = FeedDelivery.preset(
        .shorts, "YouTube Short", 1080, 1920, maxFrameRate: Rational(60), duration: Rational(1, 100)...Rational(60), codecs: [.h264, .hevc],
        overlay: FeedOverlay(top: 285, bottom: 480, left: 0, right: 0,
                             covers: "the top 285 px and the title, channel and subscribe button in the bottom 480 px of 1080 × 1920"),
        source: "approximations: blog.aitoearn.ai (size, length, fps, codecs), youraithumbnailgenerator.com and getkoro.app (overlay)")
}
