import Foundation
import Testing
@testable import Compositor

/// `batch --shard`, `--plan` and `merge` as an operator runs them on a farm.
@Suite struct ShardCommandTests {
    /// Five small templates, ten clips of 64x48.
    static func templates(in dir: TemporaryDirectory, holdAfter: String = "0.3", size: String = "  size: [32, 24]\n  scale: 2") {
        for (i, name) in ["a", "b", "c", "d", "e"].enumerated() {
            dir.write("in/\(name).yaml", TemplateFixtures.minimal(canvas: size, animator: i % 2 == 0 ? "crossDissolve" : "fade")
                .replacingOccurrences(of: "holdAfter: 0.3", with: "holdAfter: \(holdAfter)"))
        }
    }

    static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CLI.Result {
        let result = try CLI.run(arguments + ["--progress", "plain"], in: dir.path)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// Every file of `single` is in `merged` with the same bytes, and nothing else but shard manifests.
    static func expectSameBatch(_ single: String, _ merged: String) throws {
        let expected = try FileManager.default.contentsOfDirectory(atPath: single).sorted()
        #expect(expected.contains("manifest.json") && expected.contains("index.html") && expected.count > 10)
        for name in expected {
            #expect(FileManager.default.contents(atPath: single + "/" + name) == FileManager.default.contents(atPath: merged + "/" + name), "\(name)")
        }
        let extra = try FileManager.default.contentsOfDirectory(atPath: merged).filter { !expected.contains($0) }
        #expect(extra.allSatisfy { $0.hasPrefix("manifest.shard-") }, "\(extra)")
    }

    @Test func shardsMergeToTheSingleProcessBatch() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        _ = try Self.run(["batch", "in", "-o", "single", "--jobs", "2"], in: dir)
        for i in 0..<3 { _ = try Self.run(["batch", "in", "--shard", "\(i)/3", "-o", "shards", "--jobs", "1"], in: dir) }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/shards/manifest.json"))  // only merge writes it
        let merged = try CLI.run(["merge", "shards"], in: dir.path)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("merged 10 clips from 3 shards into shards"))
        try Self.expectSameBatch(dir.path + "/single", dir.path + "/shards")
        // Merging again changes nothing.
        #expect(try CLI.run(["merge", "shards"], in: dir.path).status == 0)
        try Self.expectSameBatch(dir.path + "/single", dir.path + "/shards")
    }

    @Test func shardsInTheirOwnFoldersAreCopiedTogether() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        _ = try Self.run(["batch", "in", "-o", "single"], in: dir)
        var env = ProcessInfo.processInfo.environment
        for i in 0..<2 {
            // The Kubernetes way: the index from JOB_COMPLETION_INDEX, the count from a flag.
            env["JOB_COMPLETION_INDEX"] = "\(i)"
            let r = try CLI.run(["batch", "in", "--shard", "auto", "--shard-count", "2", "-o", "part\(i)", "--progress", "plain"],
                                in: dir.path, environment: env)
            #expect(r.status == 0 && r.stdout.contains("shard \(i)/2 (JOB_COMPLETION_INDEX=\(i))"), "\(r.stdout)\(r.stderr)")
        }
        let merged = try CLI.run(["merge", "part0", "part1", "-o", "final"], in: dir.path)
        #expect(merged.status == 0, "\(merged.stderr)")
        try Self.expectSameBatch(dir.path + "/single", dir.path + "/final")
    }

    @Test func aMissingShardIsNamedAndNothingIsWritten() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        for i in [0, 2] { _ = try Self.run(["batch", "in", "--shard", "\(i)/3", "-o", "out"], in: dir) }
        let r = try CLI.run(["merge", "out"], in: dir.path)
        #expect(r.status == 1)
        #expect(r.stderr.contains("shard 1/3: missing (no manifest.shard-1-of-3.json in out)"), "\(r.stderr)")
        #expect(r.stderr.contains("rerun shard 1 of 3"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out/manifest.json"))
        // A clip changed after its shard wrote it is named too.
        _ = try Self.run(["batch", "in", "--shard", "1/3", "-o", "out"], in: dir)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.path + "/out/manifest.shard-1-of-3.json"))) as? [String: Any])
        let file = try #require(((manifest["clips"] as? [[String: Any]])?.first?["record"] as? [String: Any])?["file"] as? String)
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: dir.path + "/out/" + file))
        let changed = try CLI.run(["merge", "out"], in: dir.path)
        #expect(changed.status == 1 && changed.stderr.contains("shard 1/3: \(file): out/\(file) has SHA-256"), "\(changed.stderr)")
    }

    /// `--hash md5` shards merge to the single-process `--hash md5` batch (`.framemd5` files,
    /// `"frameHash": "md5"`); a shard rerun with the other hash renders its clips again rather
    /// than keep them, and a merge of shards hashed two ways names the odd shard.
    @Test func shardsKeepOneFrameHash() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        _ = try Self.run(["batch", "in", "-o", "single", "--hash", "md5"], in: dir)
        for i in 0..<2 { _ = try Self.run(["batch", "in", "--shard", "\(i)/2", "-o", "shards", "--hash", "md5"], in: dir) }
        #expect(try CLI.run(["merge", "shards"], in: dir.path).status == 0)
        try Self.expectSameBatch(dir.path + "/single", dir.path + "/shards")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/single")
        #expect(names.contains("a-present.framemd5") && !names.contains { $0.hasSuffix(".framehash") })
        #expect(try String(contentsOfFile: dir.path + "/single/manifest.json", encoding: .utf8).contains("\"frameHash\": \"md5\""))
        let rerun = try Self.run(["batch", "in", "--shard", "1/2", "-o", "shards"], in: dir)
        let lines = rerun.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("kept ") } && lines.contains { $0.hasPrefix("wrote ") }, "\(rerun.stdout)")
        let mixed = try CLI.run(["merge", "shards"], in: dir.path)
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("frame hashes are xxh128, the other clips' md5; rerun the shard with --hash md5")
                || mixed.stderr.contains("frame hashes are md5, the other clips' xxh128; rerun the shard with --hash xxh128"), "\(mixed.stderr)")
    }

    @Test func rerunsKeepWhatIsDoneAndForceRendersAgain() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        let first = try Self.run(["batch", "in", "--shard", "0/2", "-o", "out"], in: dir)
        let clips = first.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count
        #expect(clips >= 4)
        let again = try Self.run(["batch", "in", "--shard", "0/2", "-o", "out"], in: dir)
        #expect(again.stdout.split(separator: "\n").filter { $0.hasPrefix("kept ") }.count == clips)
        #expect(!again.stdout.contains("wrote "))
        let forced = try Self.run(["batch", "in", "--shard", "0/2", "-o", "out", "--force"], in: dir)
        #expect(forced.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count == clips)
        // A changed template is rendered again, the others kept.
        let manifest = try String(contentsOfFile: dir.path + "/out/manifest.shard-0-of-2.json", encoding: .utf8)
        // Named relative to the batch root (in/).
        let template = try #require(["a", "b", "c", "d", "e"].first { manifest.contains("\"template\": \"\($0).yaml\"") })
        dir.write("in/\(template).yaml", TemplateFixtures.minimal().replacingOccurrences(of: "#FF0000", with: "#00FF00"))
        let changed = try Self.run(["batch", "in", "--shard", "0/2", "-o", "out"], in: dir)
        #expect(changed.stdout.contains("wrote \(template)-"), "\(changed.stdout)")
        #expect(changed.stdout.contains("kept "))
    }

    /// SIGKILL a shard in the middle of a clip (as an OOM kill or a preempted node would): the
    /// rerun removes the dead process's temporary, keeps the finished clips, renders the rest,
    /// and the merge equals the single-process batch.
    @Test func aShardKilledMidClipCompletesOnRerun() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir, holdAfter: "4", size: "  size: [320, 240]\n  scale: 2")
        for name in ["a", "b", "c", "d", "e"] {
            let path = dir.path + "/in/\(name).yaml"
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "fps: 10", with: "fps: 30")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["batch", "in", "--shard", "0/2", "-o", "out", "--jobs", "1", "--progress", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // After the first clip is done, wait for the second to be under way, then kill.
        var buffer = Data()
        func seen() -> String { String(decoding: buffer, as: UTF8.self) }
        func underWay() -> Bool {
            guard let done = seen().range(of: "\"event\":\"done\"") else { return false }
            return seen()[done.upperBound...].contains("\"event\":\"progress\"")
        }
        while !underWay() {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer += chunk
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out")
        #expect(left.contains { $0.hasSuffix(".partial.mp4") }, "\(left)")  // what the kill left behind
        #expect(!left.contains { $0.hasSuffix(".mp4") && !$0.hasPrefix(".") && !seen().contains("\"file\":\"\($0)\",\"frames\"") })

        let rerun = try Self.run(["batch", "in", "--shard", "0/2", "-o", "out", "--jobs", "1"], in: dir)
        #expect(rerun.stdout.contains("removed 1 stale temporary file left by processes that no longer run"), "\(rerun.stdout)")
        #expect(rerun.stdout.contains("kept "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out").allSatisfy { !$0.contains(".partial") })
        _ = try Self.run(["batch", "in", "--shard", "1/2", "-o", "out"], in: dir)
        #expect(try CLI.run(["merge", "out"], in: dir.path).status == 0)
        _ = try Self.run(["batch", "in", "-o", "single"], in: dir)
        try Self.expectSameBatch(dir.path + "/single", dir.path + "/out")
    }

    @Test func planPrintsTheAssignmentWithoutRendering() throws {
        let dir = TemporaryDirectory()
        Self.templates(in: dir)
        let r = try CLI.run(["batch", "in", "--plan", "--shard-count", "3", "--json"], in: dir.path)
        #expect(r.status == 0, "\(r.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let shards = try #require(plan["assignment"] as? [[String: Any]])
        #expect(shards.count == 3 && plan["clips"] as? Int == 10)
        let files = shards.flatMap { ($0["clips"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String } }
        #expect(files.count == 10 && Set(files).count == 10)
        // Ten 64x48 clips of 10 frames: 4 + 3 + 3 clips, the largest shard 4 / (10 / 3) = 1.2× the mean.
        #expect(plan["balance"] as? Double == 1.2)
        #expect(dir.contents == ["in"])  // nothing rendered, no folder made
        let text = try CLI.run(["batch", "in", "--plan", "--shard", "1/3"], in: dir.path)
        #expect(text.stdout.hasPrefix("plan: 10 clips over 3 shards"), "\(text.stdout)")
        #expect(try CLI.run(["batch", "in", "--plan"], in: dir.path).status == 2)
        #expect(try CLI.run(["batch", "in", "-o", "x", "--shard", "3/3"], in: dir.path).status == 2)
        #expect(try CLI.run(["batch", "in", "-o", "x", "--shard", "auto"], in: dir.path, environment: [:]).status == 2)
    }
}
