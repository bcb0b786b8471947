import CompositorCore

/// `play`: a Google Play store listing's preview video, which Play takes as a YouTube link:
/// 1920 × 1080 landscape, or 1080 × 1920 portrait (the canvas's shape picks).
///
/// - a YouTube video, landscape or portrait, at least 1080p, up to 30 s: theapplaunchpad.com,
///   "Google Play Store preview video" (Play Console Help, "Add preview assets to showcase your
///   app", support.google.com/googleplay/android-developer/answer/1078870, describes the
///   YouTube URL field); playmockup.com, "App Preview Video Specs", also says under 30 s;
/// - frame rate up to 60 fps, H.264: approximation, YouTube's usual upload settings (no figure
///   in the Play sources);
/// - no overlay: the store page shows the video in a player without controls over the picture
///   until it is tapped.
enum PlayDelivery {
    static let preset = FeedDelivery.preset(
        .play, "Google Play preview video", 1920, 1080, portraitToo: true, maxFrameRate: Rational(60),
        duration: Rational(1, 100)...Rational(30), codecs: [.h264], overlay: nil,
        source: "theapplaunchpad.com and playmockup.com (size, length); approximations (fps, codec)")
}
