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

    /// A preview's `previewFrameTimeCode`: hour:minute:second:frame of its poster frame, as
    /// `--delivery appstore` reports the poster (`AppPreviewPoster`), not centiseconds; the
    /// manifest entry carries both; a clip without a poster has neither.
    @Test func posterTimeCodes() throws {
        var record = Self.record("a.mp4", 886, 1920)
        #expect(record.previewFrameTimeCode == nil && !record.json.compact.contains("previewFrameTimeCode"))
        for (frame, code) in [(150, "00:00:05:00"), (0, "00:00:00:00"), (164, "00:00:05:14"), (599, "00:00:19:29")] {
            record.previewPoster = FrameIndex(frame)
            #expect(record.previewFrameTimeCode == code)
            #expect(record.previewFrameTimeCode == AppPreviewPoster.timeCode(Rational(Int64(frame), 30), rate: record.frameRate))
        }
        #expect(record.json.compact.hasSuffix(#""previewPosterFrame":599,"previewFrameTimeCode":"00:00:19:29"}"#), "\(record.json.compact)")
        #expect(FastlaneLayout.isPreview(record) && !FastlaneLayout.isPreview(Self.record("a.mp4", 886, 1920, seconds: 31)))
    }

    /// The `Deliverfile`, read by deliver's rules (`FastlaneTreeTests.deliverfileOptions`): the
    /// first preview's time code for the upload, a preview whose own differs reported; no
    /// file for a tree without previews or screenshots; a Deliverfile batch did not write kept.
    @Test func deliverfileSetsOnePosterForTheUpload() throws {
        let dir = TemporaryDirectory()
        var a = Self.record("a.mp4", 886, 1920), b = Self.record("b.mp4", 886, 1920), c = Self.record("c.mp4", 1200, 1600)
        (a.previewPoster, b.previewPoster, c.previewPoster) = (FrameIndex(240), FrameIndex(240), FrameIndex(45))
        let none = try FastlaneDeliverfile.write(previews: [], screenshots: false, in: dir.path)
        #expect(none.timeCode == nil && none.notes.isEmpty && !FileManager.default.fileExists(atPath: dir.path + "/Deliverfile"))

        let (code, notes) = try FastlaneDeliverfile.write(previews: [c, b, a], screenshots: true, in: dir.path)
        #expect(code == "00:00:08:00")
        #expect(notes == ["c.mp4: its poster frame 00:00:01:15 is not the upload's one preview_frame_time_code 00:00:08:00; set it in App Store Connect"])
        let text = try String(contentsOfFile: dir.path + "/Deliverfile", encoding: .utf8)
        #expect(try FastlaneTreeTests.deliverfileOptions(text) == ["screenshots_path": "./screenshots", "app_previews_path": "./app_previews",
                                                                   "preview_frame_time_code": "00:00:08:00"])

        // A later batch replaces its own file; a user's own is kept and told what to add.
        let shotsOnly = try FastlaneDeliverfile.write(previews: [], screenshots: true, in: dir.path)
        #expect(shotsOnly.timeCode == nil && shotsOnly.notes.isEmpty)
        #expect(try FastlaneTreeTests.deliverfileOptions(String(contentsOfFile: dir.path + "/Deliverfile", encoding: .utf8)) == ["screenshots_path": "./screenshots"])
        dir.write("Deliverfile", "app_identifier(\"com.example.pets\")\n")
        let kept = try FastlaneDeliverfile.write(previews: [a], screenshots: false, in: dir.path)
        #expect(kept.notes == [dir.path + "/Deliverfile was not written by batch; left as it is: add preview_frame_time_code(\"00:00:08:00\")"], "\(kept.notes)")
        #expect(try String(contentsOfFile: dir.path + "/Deliverfile", encoding: .utf8) == "app_identifier(\"com.example.pets\")\n")
    }

    /// A FIFO named Deliverfile in the output folder is neither read (the read would block) nor
    /// replaced: the write is refused as every output over a FIFO is (`OutputError`, exit 5).
    @Test func aFifoDeliverfileIsRefusedNotRead() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/Deliverfile", 0o644) == 0)
        #expect(throws: OutputError.self) { try FastlaneDeliverfile.write(previews: [], screenshots: true, in: dir.path) }
        #expect(FileNode(path: dir.path + "/Deliverfile") == .fifo)
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
