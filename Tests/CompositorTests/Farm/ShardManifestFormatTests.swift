import Foundation
import Testing
@testable import Compositor

/// Shard manifests and the records' `codec` / `pixelFormat`: written and read back as they are;
/// a manifest from before batch recorded codecs (neither key) reads as H.264 yuv420p only for
/// an `.mp4` clip — what batch wrote then — and is refused for anything else or for a record
/// with one key and not the other.
@Suite struct ShardManifestFormatTests {
    static func record(file: String, codec: Codec, pixelFormat: String) -> ClipRecord {
        ClipRecord(template: "in/a.yaml", animator: "crossDissolve", direction: .present, file: file, poster: "a-present.png",
                   frameHashes: "a-present.framemd5", frames: 11, duration: Rational(11, 10), frameRate: FrameRate(10),
                   width: 64, height: 48, sha256: "00", frameDigest: "11", codec: codec, pixelFormat: pixelFormat)
    }

    /// Writes a one-clip manifest for `file`, removes `keys` from the record's JSON object, and
    /// reads it back.
    static func roundTrip(file: String, codec: Codec = .vp9, pixelFormat: String = "yuv420p",
                          removing keys: [String] = [], setting values: [String: Any] = [:]) throws -> ShardManifest {
        let dir = TemporaryDirectory()
        let shard = try ShardSpec(index: 0, count: 1)
        let manifest = ShardManifest(shard: shard, plan: [], planFailures: [],
                                     written: [.init(record: record(file: file, codec: codec, pixelFormat: pixelFormat),
                                                     posterSHA256: "22", frameHashesSHA256: "33")], complete: true)
        try manifest.write(to: dir.path)
        let path = dir.path + "/" + shard.manifestName
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var clips = try #require(root["clips"] as? [[String: Any]])
        var r = try #require(clips[0]["record"] as? [String: Any])
        for key in keys { r.removeValue(forKey: key) }
        for (key, value) in values { r[key] = value }
        clips[0]["record"] = r
        root["clips"] = clips
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))
        return try ShardManifest(path: path)
    }

    @Test func codecsRoundTrip() throws {
        let m = try Self.roundTrip(file: "a-present.webm", codec: .vp9, pixelFormat: "yuva420p")
        #expect(m.written[0].record.codec == .vp9 && m.written[0].record.pixelFormat == "yuva420p")
    }

    @Test func anOldMP4RecordIsH264() throws {
        let m = try Self.roundTrip(file: "a-present.mp4", codec: .h264, removing: ["codec", "pixelFormat"])
        #expect(m.written[0].record.codec == .h264 && m.written[0].record.pixelFormat == "yuv420p")
    }

    @Test func anOldRecordOfAnotherFormatIsRefused() throws {
        let error = #expect(throws: (any Error).self) {
            try Self.roundTrip(file: "a-present.webm", removing: ["codec", "pixelFormat"])
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("clips[0].record (a-present.webm) has no codec"), "\(String(describing: error))")
    }

    /// A codec is read as the `Codec` its name is: a name no format has makes the manifest
    /// unreadable rather than a record no merge could write again.
    @Test func anUnknownCodecIsRefused() throws {
        let error = #expect(throws: (any Error).self) {
            try Self.roundTrip(file: "a-present.mp4", setting: ["codec": "h265"])
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("clips[0].record.codec is not a codec segue-video writes"), "\(String(describing: error))")
    }

    /// An App Store preview's poster frame comes back as written, so a merged manifest gives
    /// the same `previewFrameTimeCode` as a whole batch; a frame outside the clip (11 frames)
    /// is not read.
    @Test func previewPosterRoundTrips() throws {
        #expect(try Self.roundTrip(file: "a-present.mp4", codec: .h264).written[0].record.previewPoster == nil)
        let posed = try Self.roundTrip(file: "a-present.mp4", codec: .h264, setting: ["previewPosterFrame": 10]).written[0].record
        #expect(posed.previewPoster == FrameIndex(10) && posed.previewFrameTimeCode == "00:00:01:00")
        #expect(try Self.roundTrip(file: "a-present.mp4", codec: .h264, setting: ["previewPosterFrame": 11]).written[0].record.previewPoster == nil)
    }

    @Test func aRecordWithOneKeyIsRefused() throws {
        let error = #expect(throws: (any Error).self) {
            try Self.roundTrip(file: "a-present.mp4", codec: .h264, removing: ["pixelFormat"])
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("clips[0].record.pixelFormat is missing"), "\(String(describing: error))")
    }
}
