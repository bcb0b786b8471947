/// Which device a preset is, by the name a template's `device:` (and `--device`) uses: the one
/// declaration of each name, so code asks `preset.model == .iPadMini` rather than comparing the
/// name as a string (issue 43; `NameLiteralTests` fails on such a comparison). The
/// figures of each are `DevicePresets.all`'s.
public enum DeviceModel: String, Hashable, Sendable, CaseIterable {
    case iPhoneSE = "iPhone SE"
    case iPhone14 = "iPhone 14"
    case iPhone16e = "iPhone 16e"
    case iPhone14Plus = "iPhone 14 Plus"
    case iPhone16Plus = "iPhone 16 Plus"
    case iPhone16Pro = "iPhone 16 Pro"
    case iPhone16ProMax = "iPhone 16 Pro Max"
    case iPhone17 = "iPhone 17"
    case iPhoneAir = "iPhone Air"
    case iPhone17Pro = "iPhone 17 Pro"
    case iPhone17ProMax = "iPhone 17 Pro Max"
    case iPadMini = "iPad mini"
    case iPad = "iPad"
    case iPadAir11 = "iPad Air 11"
    case iPadAir13 = "iPad Air 13"
    case iPadPro11 = "iPad Pro 11"
    case iPadPro13 = "iPad Pro 13"
    case hd1080p = "HD 1080p"
    case hd720p = "HD 720p"
    /// Portrait video (stories, reels, shorts) at three resolutions of one 360×640-point layout.
    case portrait1080x1920 = "1080x1920"
    case portrait2160x3840 = "2160x3840"
    case portrait720x1280 = "720x1280"
}
