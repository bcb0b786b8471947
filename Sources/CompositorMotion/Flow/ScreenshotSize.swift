/// An App Store screenshot size a flow's screenshot can be rendered at (`screenshot: {sizes}`),
/// named as users type it: the device class and its display's diagonal. One size per class, in
/// portrait (a landscape screen gets it turned), each from Apple's "Screenshot specifications"
/// (https://developer.apple.com/help/app-store-connect/reference/screenshot-specifications/),
/// the largest device of the class where the class accepts several; every one is a size
/// fastlane's `deliver` files under its display type (`FastlaneScreenshots.displayTypes`).
/// App Store Connect needs the 6.9" (or 6.5") iPhone set and, for an iPad app, the 13" set;
/// smaller classes are scaled from those unless given.
public enum ScreenshotSize: String, CaseIterable, Hashable, Sendable {
    /// iPhone 16 Pro Max, 1320 × 2868.
    case iphone69 = "iphone-6.9"
    /// iPhone 11 Pro Max / XS Max class, 1284 × 2778 (iPhone 13 Pro Max; 1242 × 2688 also accepted).
    case iphone65 = "iphone-6.5"
    /// iPhone 16 Pro, 1206 × 2622.
    case iphone63 = "iphone-6.3"
    /// iPhone 14, 1170 × 2532.
    case iphone61 = "iphone-6.1"
    /// iPhone 8 Plus, 1242 × 2208.
    case iphone55 = "iphone-5.5"
    /// iPad Pro 13" (M4), 2064 × 2752.
    case ipad13 = "ipad-13"
    /// iPad Pro 11", 1668 × 2388.
    case ipad11 = "ipad-11"

    /// Width and height in pixels, portrait.
    public var portrait: (width: Int, height: Int) {
        switch self {
        case .iphone69: (1320, 2868)
        case .iphone65: (1284, 2778)
        case .iphone63: (1206, 2622)
        case .iphone61: (1170, 2532)
        case .iphone55: (1242, 2208)
        case .ipad13: (2064, 2752)
        case .ipad11: (1668, 2388)
        }
    }
}
