import Foundation
import Testing
@testable import Compositor

/// `batch --layout fastlane`: the tree fastlane's `deliver` uploads previews from. The test
/// applies deliver's own rules to what was written, as its source states them (fastlane
/// d5347690d4, `deliver/lib/deliver/sync_app_previews.rb` `discover_videos` and
/// `process_locale_videos`, `spaceship/.../app_preview_set.rb`): locale folders under
/// `app_previews`; extensions mp4, mov, m4v; the first token of `PreviewType::ALL` that the
/// upper-cased name contains; the token's canonical size in either orientation; 15–30 s; at
/// most 3 per locale and type.
@Suite struct FastlaneLayoutTests {
    /// deliver's `validate_video_resolution` table.
    static let canonical: [String: [[Int]]] = [
        "IPHONE_67": [[886, 1920]], "IPHONE_65": [[886, 1920]], "IPHONE_61": [[886, 1920]], "IPHONE_58": [[886, 1920]],
        "IPHONE_55": [[1080, 1920]], "IPHONE_47": [[750, 1334]], "IPHONE_40": [[1080, 1920]],
        "IPAD_PRO_3GEN_129": [[1200, 1600]], "IPAD_PRO_3GEN_11": [[1200, 1600]], "IPAD_PRO_129": [[1200, 1600], [900, 1200]],
        "IPAD_105": [[1200, 1600]], "IPAD_97": [[900, 1200]],
    ]

    static func record(_ file: String, _ width: Int, _ height: Int, seconds: Int64 = 20) -> ClipRecord {
        ClipRecord(template: file, animator: "flow", direction: .present, file: file, poster: file + ".png", frameHashes: file + ".framehash",
                   frames: Int(seconds) * 30 + 1, duration: Rational(seconds), frameRate: FrameRate(30), width: width, height: height,
                   sha256: "", frameDigest: "")
    }

    @Test func previewsLandWhereDeliverLooksNamedAsItRequires() throws {
        let dir = TemporaryDirectory()
        let records = [Self.record("a.mp4", 886, 1920), Self.record("b.mp4", 1920, 886), Self.record("c.mp4", 886, 1920),
                       Self.record("d.mp4", 886, 1920),  // a fourth IPHONE_67: left out
                       Self.record("pad.mp4", 1200, 1600), Self.record("se.mp4", 750, 1334), Self.record("old.mp4", 1080, 1920),
                       Self.record("short.mp4", 886, 1920, seconds: 10),  // under 15 s: no preview
                       Self.record("story.mp4", 1080, 1080)]  // no accepted size
        for r in records { dir.write(r.file, r.file) }
        let (written, skipped) = try FastlaneLayout.write(records: records, in: dir.path)
        #expect(skipped.count == 1 && skipped[0].hasPrefix("d.mp4"))
        #expect(written == ["app_previews/en-US/a_IPHONE_67.mp4", "app_previews/en-US/b_IPHONE_67.mp4", "app_previews/en-US/c_IPHONE_67.mp4",
                            "app_previews/en-US/old_IPHONE_55.mp4", "app_previews/en-US/pad_IPAD_PRO_3GEN_129.mp4",
                            "app_previews/en-US/se_IPHONE_47.mp4"])

        // deliver's discover_videos over what is on disk.
        let root = dir.path + "/app_previews"
        var perType: [String: Int] = [:]
        for locale in try FileManager.default.contentsOfDirectory(atPath: root) {
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + locale) {
                #expect(["mp4", "mov", "m4v"].contains((name as NSString).pathExtension.lowercased()), "\(name)")
                let type = try #require(FastlaneLayout.previewTypes.first { name.uppercased().contains($0) }, "\(name): no preview type")
                let record = try #require(records.first { name.hasPrefix(BatchClip.dropExtension($0.file) + "_") })
                let (w, h) = (min(record.width, record.height), max(record.width, record.height))
                #expect(Self.canonical[type]?.contains([w, h]) == true, "\(name): \(w)x\(h) is not \(type)'s")
                #expect(record.duration >= 15 && record.duration <= 30)
                #expect(try String(contentsOfFile: root + "/" + locale + "/" + name, encoding: .utf8) == record.file)
                perType[locale + "/" + type, default: 0] += 1
            }
        }
        #expect(perType.values.allSatisfy { $0 <= 3 }, "\(perType)")
        #expect(perType == ["en-US/IPHONE_67": 3, "en-US/IPHONE_55": 1, "en-US/IPAD_PRO_3GEN_129": 1, "en-US/IPHONE_47": 1])
    }

    /// deliver's `preview_frame_time_code`: hour:minute:second:frame, as `--delivery appstore`
    /// reports the poster (`AppPreviewPoster`), not centiseconds.
    @Test func posterTimeCodes() throws {
        let thirty = try FrameRate(Rational(30))
        #expect(FastlaneLayout.timeCode(Rational(5), rate: thirty) == "00:00:05:00")
        #expect(FastlaneLayout.timeCode(Rational(3_723_456, 1000), rate: thirty) == "01:02:03:13")
        for seconds in [Rational(0), Rational(11, 2), Rational(2_999, 100)] {
            #expect(FastlaneLayout.timeCode(seconds, rate: thirty) == AppPreviewPoster.timeCode(seconds, rate: thirty))
        }
    }

    /// The CLI refuses the layout for a shard.
    @Test func layoutGoesWithAWholeBatch() throws {
        let dir = TemporaryDirectory()
        let r = try CLI.run(["batch", dir.path, "-o", dir.path + "/out", "--layout", "fastlane", "--shard", "0/2"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--layout fastlane goes with a whole batch"))
        let bad = try CLI.run(["batch", dir.path, "-o", dir.path + "/out", "--layout", "itunes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--layout must be one of: plain, fastlane"))
    }
}
