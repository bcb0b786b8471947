import CompositorCore
import Foundation

/// `batch --layout fastlane`: each App Store preview of a batch also copied to where fastlane's
/// `deliver` uploads previews from, named as it requires. The rules, from fastlane's source
/// (github.com/fastlane/fastlane at d5347690d4):
/// - `deliver/lib/deliver/sync_app_previews.rb` `discover_videos` (lines 136–187): every
///   folder under `app_previews_path` is a locale; its files with extension `mp4`, `mov` or `m4v`
///   are previews; a file whose name contains no preview type token is skipped, as is one over
///   500 MB, one lasting outside 15–30 s, or one whose size is not that type's;
/// - `process_locale_videos` (lines 101–107): at most 3 per locale and type, the first 3 by
///   file name;
/// - `spaceship/lib/spaceship/connect_api/models/app_preview_set.rb`: the tokens
///   (`PreviewType::ALL`, lines 13–47), matched by `preview_type_from_filename` (line 143–145:
///   the first of `ALL` the upper-cased name contains), and `validate_video_resolution` (lines
///   114–141: either orientation; 886 × 1920 for IPHONE_67/65/61/58, 1080 × 1920 for
///   IPHONE_55/40, 750 × 1334 for IPHONE_47, 1200 × 1600 for the iPads but IPAD_97's 900 × 1200);
/// - the poster frame is deliver's one `preview_frame_time_code` option for the whole upload
///   (`sync_app_previews.rb` line 122 gives every upload job the same `@frame_time_code`), not a
///   file name: the tree's `Deliverfile` sets it (`FastlaneDeliverfile`), from each preview's
///   `ClipRecord.previewPoster`.
///
/// A clip is a preview when its frame is an accepted size and it lasts 15–30 s; it gets the
/// token of the newest device of that size (886 × 1920 → IPHONE_67, 1200 × 1600 →
/// IPAD_PRO_3GEN_129) and goes to `app_previews/<language>/`, the language its variant's locale
/// is in App Store Connect (`FastlaneLanguage`; `en-US` without one). A fourth preview of one
/// type and language is not copied (fastlane would drop it) and is reported.
///
/// Apple Vision Pro previews (3840 × 2160) are an App Store preview type (`APPLE_VISION_PRO`
/// in the App Store Connect API's PreviewType,
/// https://developer.apple.com/documentation/appstoreconnectapi/previewtype; the size from
/// Apple's "App preview specifications",
/// https://developer.apple.com/help/app-store-connect/reference/app-information/app-preview-specifications,
/// which `app_preview_set.rb` line 121 points to), but fastlane's `PreviewType::ALL` has no
/// token for them, so deliver cannot upload one: such a clip is reported, not copied.
package enum FastlaneLayout {
    /// fastlane's `PreviewType::ALL`, in its order (`preview_type_from_filename` takes the first match).
    public static let previewTypes = ["IPHONE_40", "IPHONE_47", "IPHONE_55", "IPHONE_58", "IPHONE_61", "IPHONE_65", "IPHONE_67",
                                      "IPAD_97", "IPAD_105", "IPAD_PRO_129", "IPAD_PRO_3GEN_11", "IPAD_PRO_3GEN_129", "DESKTOP"]
    /// The folder deliver's `app_previews_path` points at, inside the batch's output folder.
    public static let folder = "app_previews"
    /// The size of an Apple Vision Pro preview, which deliver has no type for.
    public static let visionProSize = (width: 3840, height: 2160)
    /// Previews per locale and type deliver uploads.
    public static let maxPerType = 3

    /// The token for a preview of `width` × `height` pixels (either orientation), or nil.
    public static func previewType(width: Int, height: Int) -> String? {
        switch (min(width, height), max(width, height)) {
        case (886, 1920): "IPHONE_67"
        case (1080, 1920): "IPHONE_55"
        case (750, 1334): "IPHONE_47"
        case (1200, 1600): "IPAD_PRO_3GEN_129"
        case (900, 1200): "IPAD_97"
        default: nil
        }
    }

    /// Whether `record`'s clip is an App Store preview deliver takes: a video file (`mp4`,
    /// `mov`, `m4v`) of a preview type's size lasting 15–30 s.
    public static func isPreview(_ record: ClipRecord) -> Bool {
        ["mp4", "mov", "m4v"].contains(fileExtension(record)) && previewType(width: record.width, height: record.height) != nil
            && record.duration >= Rational(15) && record.duration <= Rational(30)
    }

    /// Where `record`'s clip goes (relative to the output folder), or nil when it is no App
    /// Store preview: `app_previews/LANGUAGE/NAME_TOKEN.EXT`.
    public static func path(for record: ClipRecord) -> String? {
        guard isPreview(record), let token = previewType(width: record.width, height: record.height),
              let language = FastlaneLanguage.folder(for: record.variant?.locale) else { return nil }
        return "\(folder)/\(language)/\(BatchClip.dropExtension(record.file))_\(token).\(fileExtension(record))"
    }

    /// The clip file's extension, lower-cased.
    private static func fileExtension(_ record: ClipRecord) -> String {
        record.file.split(separator: ".").last.map { $0.lowercased() } ?? ""
    }

    /// Copies each preview among `records` (files in `outputFolder`) into place, through a
    /// temporary file renamed over it; returns what was written and what was left out, as lines.
    public static func write(records: [ClipRecord], in outputFolder: String) throws -> (written: [String], skipped: [String]) {
        var written: [String] = [], skipped: [String] = [], perType: [String: Int] = [:]
        for record in records.sorted(by: { $0.file < $1.file }) {
            if (min(record.width, record.height), max(record.width, record.height)) == (visionProSize.height, visionProSize.width) {
                skipped.append("\(record.file): an Apple Vision Pro preview; fastlane deliver has no preview type for it (upload it in App Store Connect)")
                continue
            }
            guard let path = path(for: record), let token = previewType(width: record.width, height: record.height) else { continue }
            let language = path.split(separator: "/")[1]
            perType[language + "/" + token, default: 0] += 1
            guard perType[language + "/" + token]! <= maxPerType else {
                skipped.append("\(record.file): a fourth \(token) preview for \(language); fastlane deliver uploads \(maxPerType) per locale and type")
                continue
            }
            try copy(outputFolder + "/" + record.file, to: outputFolder + "/" + path)
            written.append(path)
        }
        return (written, skipped)
    }

    /// Copies `source` to `destination` (creating its folder) through a temporary file renamed
    /// over it, so a reader never sees half a file.
    static func copy(_ source: String, to destination: String) throws {
        let folder = (destination as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw OutputError(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
        }
        let temporary = try TemporaryOutputFile(destination: destination)
        temporary.discard()
        do { try FileManager.default.copyItem(atPath: source, toPath: temporary.path) } catch {
            temporary.discard()
            throw OutputError(path: destination, message: "cannot copy \((source as NSString).lastPathComponent): \(error.localizedDescription)")
        }
        try temporary.commit()
    }
}
