import CompositorCore

/// One device screen: its size in points, its scale, and the system chrome around the app —
/// the portrait safe-area insets, the camera cutout and what kind of device it is.
public struct DevicePreset: Hashable, Sendable {
    /// What the device is, for the chrome it draws.
    public enum Family: String, Hashable, Sendable { case phone, tablet, video }

    /// The camera housing the status bar is laid out around.
    public enum Cutout: String, Hashable, Sendable {
        /// None: a home-button phone, an iPad or a video canvas.
        case none
        /// The notch of iPhone X…14 (drawn as a black tab hanging from the top edge).
        case notch
        /// The Dynamic Island of iPhone 14 Pro and later (a black pill under the top edge).
        case dynamicIsland
    }

    /// The name a template's `device:` uses: a preset's `model`'s, or what a canvas that is no
    /// preset calls itself.
    public var name: String
    /// The screen in points, portrait.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// Phone, tablet or video canvas.
    public var family: Family
    /// UIWindow.safeAreaInsets in portrait with the status bar shown.
    public var safeArea: EdgeInsets
    /// Notch, Dynamic Island or none.
    public var cutout: Cutout

    /// Which preset this is (nil for a canvas that is none): compare this, not `name`.
    public var model: DeviceModel? { DeviceModel(rawValue: name) }

    /// The cutout's rectangle in points (zero when there is none).
    public var cutoutFrame: Rect {
        switch cutout {
        case .none: return Rect(x: 0, y: 0, width: 0, height: 0)
        case .notch: return Rect(x: ((size.width - 162) / 2).rounded(), y: 0, width: 162, height: 33)
        case .dynamicIsland: return Rect(x: ((size.width - 126) / 2).rounded(), y: 11, width: 126, height: 37)
        }
    }
}

/// Canvases of current devices by name, with their safe areas: the one table of device figures.
/// Every preset gives even pixel dimensions, as H.264 4:2:0 needs.
///
/// Sources. Sizes and scales: Apple's Human Interface Guidelines, Layout › Specifications ›
/// Device screen sizes and orientations
/// (https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
/// Safe-area insets (portrait, UIWindow.safeAreaInsets as read on the simulators): Keith
/// Harrison's "iPhone 14 Screen Sizes", "iPhone 16 Screen Sizes" and "iPhone 17 Screen Sizes"
/// tables (https://useyourloaf.com/blog/iphone-14-screen-sizes/,
/// https://useyourloaf.com/blog/iphone-16-screen-sizes/,
/// https://useyourloaf.com/blog/iphone-17-screen-sizes/): home-button phones 20/0, notched
/// 390- and 428-point phones 47/34, Dynamic Island phones 59/34 (iPhone 16 Plus) or 62/34
/// (402- and 440-point Pro sizes, iPhone 17), iPhone Air 68/34; iPads with a home indicator
/// 24/20 (the iPadOS status bar is 24 points). Cutouts: the notch is about 162 × 33 points, the
/// Dynamic Island 126 × 37 points 11 points below the top edge (Apple's iPhone 14/15 Pro design
/// templates).
package enum DevicePresets {
    package static func phone(_ model: DeviceModel, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double,
                      _ cutout: DevicePreset.Cutout) -> DevicePreset {
        DevicePreset(name: model.rawValue, size: Size(width: w, height: h), scale: scale, family: .phone,
                     safeArea: EdgeInsets(top: top, bottom: bottom), cutout: cutout)
    }

    package static func tablet(_ model: DeviceModel, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: model.rawValue, size: Size(width: w, height: h), scale: 2, family: .tablet,
                     safeArea: EdgeInsets(top: 24, bottom: 20), cutout: .none)
    }

    package static func video(_ model: DeviceModel, _ w: Double, _ h: Double, scale: Double = 2) -> DevicePreset {
        DevicePreset(name: model.rawValue, size: Size(width: w, height: h), scale: scale, family: .video, safeArea: .zero, cutout: .none)
    }

    /// Every preset, in the order the docs list them (`DeviceModel`'s).
    ///
    /// Phones whose screen is an odd number of pixels wide (iPhone 15 and 16 at 393×852 pt,
    /// 1179 px) are left out: H.264 4:2:0 cannot encode them; use a neighbour's size.
    public static let all: [DevicePreset] = DeviceModel.allCases.map { preset($0) }

    /// The preset of `model`: its figures, one switch, so the compiler sees every model has them.
    public static func preset(_ model: DeviceModel) -> DevicePreset {
        switch model {
        case .iPhoneSE: phone(model, 375, 667, 2, top: 20, bottom: 0, .none)
        case .iPhone14: phone(model, 390, 844, 3, top: 47, bottom: 34, .notch)
        case .iPhone16e: phone(model, 390, 844, 3, top: 47, bottom: 34, .notch)
        case .iPhone14Plus: phone(model, 428, 926, 3, top: 47, bottom: 34, .notch)
        case .iPhone16Plus: phone(model, 430, 932, 3, top: 59, bottom: 34, .dynamicIsland)
        case .iPhone16Pro: phone(model, 402, 874, 3, top: 62, bottom: 34, .dynamicIsland)
        case .iPhone16ProMax: phone(model, 440, 956, 3, top: 62, bottom: 34, .dynamicIsland)
        case .iPhone17: phone(model, 402, 874, 3, top: 62, bottom: 34, .dynamicIsland)
        case .iPhoneAir: phone(model, 420, 912, 3, top: 68, bottom: 34, .dynamicIsland)
        case .iPhone17Pro: phone(model, 402, 874, 3, top: 62, bottom: 34, .dynamicIsland)
        case .iPhone17ProMax: phone(model, 440, 956, 3, top: 62, bottom: 34, .dynamicIsland)
        case .iPadMini: tablet(model, 744, 1133)
        case .iPad: tablet(model, 820, 1180)
        case .iPadAir11: tablet(model, 820, 1180)
        case .iPadAir13: tablet(model, 1024, 1366)
        case .iPadPro11: tablet(model, 834, 1210)
        case .iPadPro13: tablet(model, 1032, 1376)
        case .hd1080p: video(model, 960, 540)
        case .hd720p: video(model, 640, 360)
        // Portrait video (stories, reels, shorts): one 360×640-point layout at three resolutions.
        case .portrait1080x1920: video(model, 360, 640, scale: 3)
        case .portrait2160x3840: video(model, 360, 640, scale: 6)
        case .portrait720x1280: video(model, 360, 640, scale: 2)
        }
    }

    /// The preset named `name` (any letter case), or `nil`.
    public static func preset(named name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The size and scale of the preset named `name` (any letter case), or `nil`.
    public static func named(_ name: String) -> (size: Size, scale: Double)? {
        preset(named: name).map { ($0.size, $0.scale) }
    }
}
