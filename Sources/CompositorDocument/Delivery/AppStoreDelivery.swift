import CompositorCore
import CompositorMedia
import CompositorScene

/// `appstore`: an App Store Connect app preview.
///
/// Figures from Apple's "App preview specifications" (App Store Connect Help,
/// https://developer.apple.com/help/app-store-connect/reference/app-preview-specifications/),
/// as also summarised by third-party guides (e.g. playmockup.com, "App Preview Video Specs",
/// and lovemobile.com, "App preview videos"):
/// - length 15 to 30 seconds; at most 30 frames per second;
/// - H.264 at 10–12 Mb/s, High profile, level 4.0 at most — or ProRes 422 (HQ only), .mov;
/// - audio: stereo AAC, 256 kb/s, 44.1 or 48 kHz;
/// - sizes per display class (portrait, and landscape as their transpose): iPhone 6.1"–6.9"
///   886 × 1920; iPhone 5.5" and 4" 1080 × 1920; iPhone 4.7" 750 × 1334; iPad (11"–13", 10.5")
///   1200 × 1600; iPad 9.7" 900 × 1200; Apple TV and Mac 1920 × 1080.
///
/// The canvas is rendered at the size of its class (its device preset's, else any) nearest its
/// shape; bars of up to 10 % of a side make up the difference: a 402 × 874 pt iPhone 16 Pro
/// gets 883 × 1920 pixels of picture and 1–2 columns of backdrop either side; an 11" iPad
/// (834 × 1210 pt) gets 1103 × 1600 in the 3:4 frame every iPad preview has, with 48-pixel
/// bars. A canvas further from every accepted shape (a square one) is refused with the list.
/// A device frame is refused (`frameRefusal`): a preview is the screen itself.
/// H.264 runs at an 11 Mb/s average under a 12 Mb/s VBV cap at level 4.0 (every accepted size
/// at 30 fps fits level 4.0: 1088 × 1920 is 8160 macroblocks of the 8192 allowed).
enum AppStoreDelivery {
    static let source = "Apple, App Store Connect Help › App preview specifications"

    static func pair(_ width: Int, _ height: Int, _ family: DevicePreset.Family, _ label: String) -> [DeliveryPreset.Size] {
        let portrait = DeliveryPreset.Size(width: width, height: height, family: family, label: label)
        let landscape = DeliveryPreset.Size(width: height, height: width, family: family, label: label)
        return width == height ? [portrait] : [portrait, landscape]
    }

    static let sizes: [DeliveryPreset.Size] =
        pair(886, 1920, .phone, "iPhone 6.1\"–6.9\"") + pair(1080, 1920, .phone, "iPhone 5.5\", 4\"")
        + pair(750, 1334, .phone, "iPhone 4.7\"") + pair(1200, 1600, .tablet, "iPad 10.5\"–13\"")
        + pair(900, 1200, .tablet, "iPad 9.7\"")
        + [DeliveryPreset.Size(width: 1920, height: 1080, family: .video, label: "Apple TV, Mac")]

    static let preset = DeliveryPreset(
        name: .appstore, title: "App Store app preview", sizes: sizes, maxBarShare: Rational(10, 100),
        maxFrameRate: Rational(30), duration: Rational(15)...Rational(30),
        bitrate: BitrateLimit(targetKbps: 11_000, maxKbps: 12_000, bufferKbit: 12_000, level: "4.0"),
        requiresAudio: true, codecs: [.h264, .prores], source: source,
        frameRefusal: "an App Store app preview shows the app's screen only (App Review Guidelines 2.3.4: previews \"may only use video "
            + "screen captures of the app itself\"; App preview specifications: the accepted sizes are the devices' screens); "
            + "remove the device frame, or use a social preset (story, square, landscape) for a framed render")
}
