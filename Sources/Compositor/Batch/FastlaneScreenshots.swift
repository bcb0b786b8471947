import Foundation

/// `batch --layout fastlane`: each flow screenshot (`FlowScreenshot`) of an accepted App Store
/// size also copied to where fastlane's `deliver` uploads screenshots from,
/// `screenshots/<language>/`. The rules, from fastlane's source (github.com/fastlane/fastlane at
/// d5347690d4):
/// - `deliver/lib/deliver/loader.rb` `LanguageFolder` and `load_app_screenshots`: every folder
///   under `screenshots_path` named as an App Store Connect language (`FastlaneLanguage`)
///   holds that language's screenshots, the files matching `*.{png,jpg,jpeg}` (any case), sorted
///   by name; when any file ends `_framed.png`, the others are skipped (so no name here does);
/// - `deliver/lib/deliver/app_screenshot.rb` `DEVICE_RESOLUTIONS` (lines 45–167) and
///   `calculate_display_type` (lines 228–263): the display type is found from the image's size
///   alone; of the sizes two types share, 2048 × 2732 is the 13" iPad unless the path contains
///   `app_ipad_pro_129`, and 3840 × 2160 is Apple Vision Pro only when the path contains `vision`
///   (else Apple TV) — so every name here carries its type (`APP_APPLE_VISION_PRO` has it);
/// - `deliver/lib/deliver/app_screenshot_validator.rb`: `png` files must be PNG images;
/// - `deliver/lib/deliver/upload_screenshots.rb` lines 129–140: at most 10 screenshots per
///   display type and language ("Each app_screenshot_set can have only 10 images"); the rest
///   are skipped with an error. Screenshots are ordered by file name (`sort_screenshots`,
///   `Naturally.sort`), so names start with the clip and the screenshot's number.
///
/// The accepted sizes are Apple's "Screenshot specifications"
/// (https://developer.apple.com/help/app-store-connect/reference/screenshot-specifications/),
/// as fastlane lists them; iPhone 16 Pro Max (1320 × 2868) is the 6.9" display (`APP_IPHONE_67`),
/// iPad Pro 13 (2064 × 2752) the 13" (`APP_IPAD_PRO_3GEN_129`). App Store screenshots have no
/// alpha channel: they are written as RGB PNGs.
package enum FastlaneScreenshots {
    /// The folder deliver's `screenshots_path` points at, inside the batch's output folder.
    public static let folder = "screenshots"
    /// Screenshots per language and display type deliver uploads.
    public static let maxPerType = 10

    /// fastlane's `DEVICE_RESOLUTIONS` for iPhone, iPad and Apple Vision Pro: display type →
    /// portrait (or, for Vision Pro, landscape) sizes; either orientation is accepted.
    public static let displayTypes: [(type: String, sizes: [(Int, Int)])] = [
        ("APP_IPHONE_67", [(1260, 2736), (1290, 2796), (1320, 2868)]),
        ("APP_IPHONE_65", [(1242, 2688), (1284, 2778)]),
        ("APP_IPHONE_61", [(1179, 2556), (1206, 2622)]),
        ("APP_IPHONE_58", [(1170, 2532), (1125, 2436), (1080, 2340)]),
        ("APP_IPHONE_55", [(1242, 2208)]),
        ("APP_IPHONE_47", [(750, 1334)]),
        ("APP_IPHONE_40", [(640, 1096), (640, 1136)]),
        ("APP_IPAD_97", [(1536, 2008), (1536, 2048), (768, 1004), (768, 1024)]),
        ("APP_IPAD_105", [(1668, 2224)]),
        ("APP_IPAD_PRO_3GEN_11", [(1488, 2266), (1668, 2420), (1668, 2388), (1640, 2360)]),
        ("APP_IPAD_PRO_3GEN_129", [(2048, 2732), (2064, 2752)]),
        ("APP_APPLE_VISION_PRO", [(3840, 2160)]),
    ]

    /// The width and height in a PNG file's header (IHDR, bytes 16–23, big-endian), or nil when
    /// the file is no PNG.
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let b = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        guard b.count == 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (u32(16), u32(20))
    }

    /// The display type of a `width` × `height` screenshot (either orientation), or nil.
    public static func displayType(width: Int, height: Int) -> String? {
        displayTypes.first { $0.sizes.contains { ($0.0 == width && $0.1 == height) || ($0.0 == height && $0.1 == width) } }?.type
    }

    /// Copies the screenshots of `records` (PNG files in `outputFolder`) into
    /// `screenshots/<language>/CLIP.NN-NAME_TYPE.png`, through a temporary file renamed over it;
    /// returns what was written and, as lines, what was left out and why. Each file's display
    /// type comes from its own size, read from its PNG header as deliver reads it: a dressed
    /// screenshot (`ScreenshotLook`) is not the clip's size, and one shot may have several.
    public static func write(records: [ClipRecord], in outputFolder: String) throws -> (written: [String], skipped: [String]) {
        var written: [String] = [], skipped: [String] = [], perType: [String: Int] = [:]
        for record in records.sorted(by: { $0.file < $1.file }) where !record.screenshots.isEmpty {
            guard let language = FastlaneLanguage.folder(for: record.variant?.locale) else {
                skipped.append("\(record.file): App Store Connect has no language \(record.variant?.locale ?? "")")
                continue
            }
            for shot in record.screenshots {
                let (width, height) = pngSize(outputFolder + "/" + shot) ?? (record.width, record.height)
                guard let type = displayType(width: width, height: height) else {
                    skipped.append("\(shot): \(width) × \(height), no App Store screenshot size; render at full size for a device of an accepted size, or give the screenshot sizes:")
                    continue
                }
                perType[language + "/" + type, default: 0] += 1
                guard perType[language + "/" + type]! <= maxPerType else {
                    skipped.append("\(shot): an eleventh \(type) screenshot for \(language); fastlane deliver uploads \(maxPerType) per language and display type")
                    continue
                }
                let path = "\(folder)/\(language)/\(BatchClip.dropExtension(shot))_\(type).png"
                try FastlaneLayout.copy(outputFolder + "/" + shot, to: outputFolder + "/" + path)
                written.append(path)
            }
        }
        return (written, skipped)
    }
}
