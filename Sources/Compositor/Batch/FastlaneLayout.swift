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
/// - the poster frame is one `preview_frame_time_code` for the whole upload,
///   hour:minute:second:centisecond (`deliver/lib/deliver/options.rb`, lines 144–148; default
///   00:00:05:00), so it is not a file name: `timeCode(_:)` gives the value for a clip's poster.
///
/// A clip is a preview when its frame is an accepted size and it lasts 15–30 s; it gets the
/// token of the newest device of that size (886 × 1920 → IPHONE_67, 1200 × 1600 →
/// IPAD_PRO_3GEN_129) and goes to `app_previews/en-US/` (the project has no locales yet).
/// A fourth preview of one type is not copied (fastlane would drop it) and is reported.
package enum FastlaneLayout {
    /// fastlane's `PreviewType::ALL`, in its order (`preview_type_from_filename` takes the first match).
    public static let previewTypes = ["IPHONE_40", "IPHONE_47", "IPHONE_55", "IPHONE_58", "IPHONE_61", "IPHONE_65", "IPHONE_67",
                                      "IPAD_97", "IPAD_105", "IPAD_PRO_129", "IPAD_PRO_3GEN_11", "IPAD_PRO_3GEN_129", "DESKTOP"]
    /// The folder deliver's `app_previews_path` points at, inside the batch's output folder.
    public static let folder = "app_previews"
    /// The locale folder previews go to.
    public static let locale = "en-US"
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

    /// deliver's `preview_frame_time_code` for a poster at `seconds`: `HH:MM:SS:CC`, the
    /// centiseconds rounded down.
    public static func timeCode(_ seconds: Rational) -> String {
        let cs = max(0, (seconds * Rational(100)).floor)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(cs / 360_000)):\(two(cs / 6000 % 60)):\(two(cs / 100 % 60)):\(two(cs % 100))"
    }

    /// Where `record`'s clip goes (relative to the output folder), or nil when it is no App
    /// Store preview: `app_previews/en-US/NAME_TOKEN.EXT`.
    public static func path(for record: ClipRecord) -> String? {
        let ext = record.file.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard ["mp4", "mov", "m4v"].contains(ext), let token = previewType(width: record.width, height: record.height),
              record.duration >= Rational(15), record.duration <= Rational(30) else { return nil }
        return "\(folder)/\(locale)/\(BatchClip.dropExtension(record.file))_\(token).\(ext)"
    }

    /// Copies each preview among `records` (files in `outputFolder`) into place, through a
    /// temporary file renamed over it; returns what was written and what was left out, as lines.
    public static func write(records: [ClipRecord], in outputFolder: String) throws -> (written: [String], skipped: [String]) {
        var written: [String] = [], skipped: [String] = [], perType: [String: Int] = [:]
        for record in records.sorted(by: { $0.file < $1.file }) {
            guard let path = path(for: record), let token = previewType(width: record.width, height: record.height) else { continue }
            perType[token, default: 0] += 1
            guard perType[token]! <= maxPerType else {
                skipped.append("\(record.file): a fourth \(token) preview for \(locale); fastlane deliver uploads \(maxPerType) per locale and type")
                continue
            }
            let destination = outputFolder + "/" + path
            let folder = (destination as NSString).deletingLastPathComponent
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw OutputError(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
            }
            let temporary = try TemporaryOutputFile(destination: destination)
            temporary.discard()
            do { try FileManager.default.copyItem(atPath: outputFolder + "/" + record.file, toPath: temporary.path) } catch {
                temporary.discard()
                throw OutputError(path: destination, message: "cannot copy \(record.file): \(error.localizedDescription)")
            }
            try temporary.commit()
            written.append(path)
        }
        return (written, skipped)
    }
}
