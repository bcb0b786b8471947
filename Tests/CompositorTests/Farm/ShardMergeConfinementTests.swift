import Foundation
import Testing
@testable import Compositor

/// A tampered shard manifest (issue #50, item 2): a file name with `..`, an absolute path, or a
/// symbolic link out of the shard folder or the output folder is refused before `merge` reads
/// or writes anything, with one line naming the manifest and the field, exit 3; nothing is
/// written anywhere. The manifests and files are made here, with the right SHA-256 each, so
/// only the names are wrong.
@Suite struct ShardMergeConfinementTests {
    /// `root/farm/shard` holds the shard; `root/payload/evil.sh` is the file outside.
    final class Farm {
        let dir = TemporaryDirectory()
        var shard: String { dir.path + "/farm/shard" }
        var output: String { dir.path + "/farm/out" }
        var manifest: String { shard + "/manifest.shard-0-of-1.json" }

        init() {
            dir.write("farm/shard/a-present.mp4", "video")
            dir.write("farm/shard/a-present.png", "poster")
            dir.write("farm/shard/a-present.framemd5", "hashes")
            dir.write("payload/evil.sh", "#!/bin/sh\necho owned\n")
        }

        /// Writes the one-clip manifest, with `poster`, `file` and the plan's file as given.
        func writeManifest(file: String = "a-present.mp4", poster: String = "a-present.png", planFile: String? = nil) throws {
            func hash(_ name: String) -> String { (try? SHA256.hex(ofFile: ConfinedFolder.normalized(shard + "/" + name))) ?? "00" }
            let record = ClipRecord(template: "in/a.yaml", animator: "crossDissolve", direction: .present, file: file, poster: poster,
                                    frameHashes: "a-present.framemd5", frames: 11, duration: Rational(11, 10), frameRate: FrameRate(10),
                                    width: 64, height: 48, sha256: hash(file), frameDigest: "11", codec: .h264, pixelFormat: "yuv420p")
            let plan = ShardManifest.PlannedClip(file: planFile ?? file, template: "in/a.yaml", direction: .present, work: 1, input: "ab", shard: 0)
            let manifest = ShardManifest(shard: try ShardSpec(index: 0, count: 1), plan: [plan], planFailures: [],
                                         written: [.init(record: record, posterSHA256: hash(poster), frameHashesSHA256: hash("a-present.framemd5"))],
                                         complete: true)
            try manifest.write(to: shard)
        }

        /// Every path under the temporary folder, to show nothing was added.
        var tree: [String] { (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted() }
    }

    /// Merges and returns the refusal, checking that nothing was written.
    static func refusal(_ farm: Farm) throws -> TemplateError {
        let before = farm.tree
        let error = try #require(throws: TemplateError.self) { try ShardMerge.merge(folders: [farm.shard], into: farm.output) }
        #expect(farm.tree == before)
        #expect(error.file == farm.manifest && error.exitStatus == .invalidTemplate)
        return error
    }

    @Test func aPosterClimbingOutIsRefused() throws {
        let farm = Farm()
        try farm.writeManifest(poster: "../../payload/evil.sh")
        let error = try Self.refusal(farm)
        #expect(error.field == "clips[0].record.poster" && error.message.contains("\"..\" component"), "\(error)")
    }

    @Test func anAbsolutePlanFileIsRefused() throws {
        let farm = Farm()
        try farm.writeManifest(planFile: farm.dir.path + "/payload/evil.sh")
        let error = try Self.refusal(farm)
        #expect(error.field == "plan.clips[0].file" && error.message.contains("absolute path"), "\(error)")
    }

    @Test func aSymbolicLinkOutOfTheShardIsRefused() throws {
        let farm = Farm()
        try FileManager.default.createSymbolicLink(atPath: farm.shard + "/link.png", withDestinationPath: farm.dir.path + "/payload/evil.sh")
        try farm.writeManifest(poster: "link.png")
        let error = try Self.refusal(farm)
        #expect(error.field == "clips[0].record.poster" && error.message.contains("out of the shard folder"), "\(error)")
    }

    @Test func aSymbolicLinkOutOfTheOutputIsRefused() throws {
        let farm = Farm()
        farm.dir.write("farm/shard/sub/a-present.mp4", "video")
        try FileManager.default.createDirectory(atPath: farm.output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: farm.output + "/sub", withDestinationPath: farm.dir.path + "/payload")
        try farm.writeManifest(file: "sub/a-present.mp4")
        let error = try Self.refusal(farm)
        #expect(error.field == "plan.clips[0].file" && error.message.contains("out of the output folder"), "\(error)")
    }

    /// The command: exit 3, one line naming the manifest and the field, nothing written.
    @Test func mergeExitsThreeWithOneLine() throws {
        let farm = Farm()
        try farm.writeManifest(poster: "../../payload/evil.sh")
        let before = farm.tree
        let r = try CLI.run(["merge", farm.shard, "-o", farm.output])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(farm.manifest + ": clips[0].record.poster: "), "\(r.stderr)")
        #expect(farm.tree == before)
    }

    /// A shard's rerun does not trust an earlier manifest naming a file outside its folder: it
    /// renders its clips again instead of keeping them, and the new manifest names only its own files.
    @Test func aRerunDoesNotKeepATamperedManifestsClips() throws {
        let dir = TemporaryDirectory()
        dir.write("in/a.yaml", TemplateFixtures.minimal())
        let evil = dir.write("payload/evil.sh", "#!/bin/sh\n")
        let first = try CLI.run(["batch", "in", "--shard", "0/1", "-o", "out/shard", "--progress", "plain"], in: dir.path)
        #expect(first.status == 0, "\(first.stderr)")
        let path = dir.path + "/out/shard/manifest.shard-0-of-1.json"
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var clips = try #require(root["clips"] as? [[String: Any]])
        var record = try #require(clips[0]["record"] as? [String: Any])
        record["poster"] = "../../payload/evil.sh"
        clips[0]["record"] = record
        clips[0]["posterSHA256"] = try SHA256.hex(ofFile: evil)
        root["clips"] = clips
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))
        let again = try CLI.run(["batch", "in", "--shard", "0/1", "-o", "out/shard", "--progress", "plain"], in: dir.path)
        #expect(again.status == 0 && again.stdout.contains("0 kept from an earlier run"), "\(again.stdout)")
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("payload"))
    }

    /// The names a manifest may hold: plain relative paths only.
    @Test func lexicalRules() {
        for bad in ["", "a\0b", "/etc/passwd", "../x", "a/../../x", "a/..", ".", "./"] {
            #expect(ConfinedFolder.lexicalProblem(bad) != nil, "\(bad.debugDescription)")
        }
        for good in ["a-present.mp4", "sub/a.png", "./a.png", "a..b.png", "..a"] {
            #expect(ConfinedFolder.lexicalProblem(good) == nil, "\(good)")
        }
    }
}
