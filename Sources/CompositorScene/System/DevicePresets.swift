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

    /// The name a template's `device:` uses.
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
    package static func phone(_ name: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double,
                      _ cutout: DevicePreset.Cutout) -> DevicePreset {
        DevicePreset(name: name, size: Size(width: w, height: h), scale: scale, family: .phone,
                     safeArea: EdgeInsets(top: top, bottom: bottom), cutout: cutout)
    }

    package static func tablet(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: name, size: Size(width: w, height: h), scale: 2, family: .tablet,
                     safeArea: EdgeInsets(top: 24, bottom: 20), cutout: .none)
    }

    package static func video(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: name, size: Size(width: w, height: h), scale: 2, family: .video, safeArea: .zero, cutout: .none)
    }

    /// Every preset, in the order the docs list them.
    ///
    /// Phones whose screen is an odd number of pixels wide (iPhone 15 and 16 at 393×852 pt,
    /// 1179 px) are left out: H.264 4:2:0 cannot encode them; use a neighbour's size.
    public static let all: [DevicePreset] = [
        phone("iPhone SE", 375, 667, 2, top: 20, bottom: 0, .none),
        phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34, .notch),
        phone("iPhone 16e", 390, 844, 3, top: 47, bottom: 34, .notch),
        phone("iPhone 14 Plus", 428, 926, 3, top: 47, bottom: 34, .notch),
        phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, .dynamicIsland),
        phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, .dynamicIsland),
        phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, .dynamicIsland),
        phone("iPhone 17", 402, 874, 3, top: 62, bottom: 34, .dynamicIsland),
        phone("iPhone Air", 420, 912, 3, top: 68, bottom: 34, .dynamicIsland),
        phone("iPhone 17 Pro", 402, 874, 3, top: 62, bottom: 34, .dynamicIsland),
        phone("iPhone 17 Pro Max", 440, 956, 3, top: 62, bottom: 34, .dynamicIsland),
        tablet("iPad mini", 744, 1133),
        tablet("iPad", 820, 1180),
        tablet("iPad Air 11", 820, 1180),
        tablet("iPad Air 13", 1024, 1366),
        tablet("iPad Pro 11", 834, 1210),
        tablet("iPad Pro 13", 1032, 1376),
        video("HD 1080p", 960, 540),
        video("HD 720p", 640, 360),
        // Portrait video (stories, reels, shorts): one 360×640-point layout at three resolutions.
        DevicePreset(name: "1080x1920", size: Size(width: 360, height: 640), scale: 3, family: .video, safeArea: .zero, cutout: .none),
        DevicePreset(name: "2160x3840", size: Size(width: 360, height: 640), scale: 6, family: .video, safeArea: .zero, cutout: .none),
        DevicePreset(name: "720x1280", size: Size(width: 360, height: 640), scale: 2, family: .video, safeArea: .zero, cutout: .none),
    ]

    /// The preset named `name` (any letter case), or `nil`.
    public static func preset(named name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The size and scale of the preset named `name` (any letter case), or `nil`.
    public static func named(_ name: String) -> (size: Size, scale: Double)? {
        preset(named: name).map { ($0.size, $0.scale) }
    }
}
