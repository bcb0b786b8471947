import CompositorCore
import Foundation

/// `segue-video merge`: joins the shards of a sharded batch into the batch's `manifest.json`
/// and `index.html`, byte for byte what one process rendering the whole batch writes.
///
/// It reads every `manifest.shard-I-of-N.json` in the given folders and checks that all come
/// from one plan, that every shard is there and that every planned clip is written exactly once,
/// by the shard the plan gave it, with the video, poster and frame hashes its shard recorded
/// (SHA-256 of each file, read again). Clips in other folders are copied into the output folder
/// (each whole or not at all). When anything is missing nothing is written and each problem
/// names its shard, so the operator reruns just those. A manifest naming a file outside its
/// folder or the output folder is refused before anything is read or written
/// (`ShardManifestPaths`).
package enum ShardMerge {
    /// What a merge found.
    public struct Outcome: Sendable {
        /// The clips, in batch order (written to `manifest.json` when `problems` is empty).
        public var records: [ClipRecord] = []
        /// Templates that failed in every shard (they fail a single-process batch too).
        public var failures: [BatchFailure] = []
        /// One line per missing, failed, stale or doubled shard or clip; empty when merged.
        public var problems: [String] = []
        /// The shards to run again, from 0.
        public var shardsToRerun: [Int] = []
        /// How many shards the plan has.
        public var shardCount = 0
        /// Files copied into the output folder from other shard folders.
        public var copied = 0
        /// Stale temporaries removed from the output folder.
        public var removedTemporaries: [String] = []

        /// 1 when there are problems, else the batch's own status (the worst template failure).
        public var status: ExitStatus {
            problems.isEmpty ? failures.map(\.status).max { $0.rawValue < $1.rawValue } ?? .ok : .failure
        }
    }

    /// Merges the shard manifests in `folders` into `output` (often the one shared folder).
    /// Throws `OutputError` when the output cannot be written, `TemplateError` (exit 3) when a
    /// manifest names a file out of its folder or the output folder.
    public static func merge(folders: [String], into output: String) throws -> Outcome {
        var outcome = Outcome()
        var found: [(folder: String, manifest: ShardManifest)] = []
        let outputFolder = ConfinedFolder(folder: output)
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.isEmpty && !FileManager.default.fileExists(atPath: folder) { outcome.problems.append("\(folder): no such folder") }
            for name in names.sorted() where isShardManifestName(name) {
                let manifest: ShardManifest
                do {
                    manifest = try ShardManifest(path: folder + "/" + name)
                } catch let error as AssetError {
                    throw error
                } catch {
                    outcome.problems.append("\(folder)/\(name): not a readable shard manifest: \(error)")
                    continue
                }
                try ShardManifestPaths.check(manifest, file: folder + "/" + name, folder: folder, output: outputFolder)
                found.append((folder, manifest))
            }
        }
        // The plan most shards share is the batch's; shards from another plan are stale.
        let digests = found.map(\.manifest.planDigest)
        guard let planDigest = Set(digests).max(by: { a, b in
            (digests.count { $0 == a }, b) < (digests.count { $0 == b }, a)
        }) else {
            outcome.problems.append("no shard manifests (manifest.shard-I-of-N.json) in \(folders.joined(separator: ", "))")
            return outcome
        }
        let current = found.filter { $0.manifest.planDigest == planDigest }
        let plan = current[0].manifest
        outcome.shardCount = plan.shard.count
        outcome.failures = plan.planFailures
        var rerun = Set<Int>()
        for stale in found where stale.manifest.planDigest != planDigest {
            let s = stale.manifest.shard
            outcome.problems.append("shard \(s): \(stale.folder)/\(s.manifestName) is from another plan (other templates, inputs, shard count or library versions)")
            if s.count == plan.shard.count { rerun.insert(s.index) }
        }
        var byShard: [Int: (folder: String, manifest: ShardManifest)] = [:]
        for entry in current {
            let index = entry.manifest.shard.index
            if let other = byShard[index] {
                outcome.problems.append("shard \(entry.manifest.shard): manifests in both \(other.folder) and \(entry.folder); keep one")
                rerun.insert(index)
            } else {
                byShard[index] = entry
            }
        }
        for index in 0..<plan.shard.count where byShard[index] == nil {
            outcome.problems.append("shard \(index)/\(plan.shard.count): missing (no manifest.shard-\(index)-of-\(plan.shard.count).json in \(folders.joined(separator: ", ")))")
            rerun.insert(index)
        }
        // Where each clip was written, to find clips written twice.
        var writers: [String: [Int]] = [:]
        for (index, entry) in byShard.sorted(by: { $0.key < $1.key }) {
            for written in entry.manifest.written { writers[written.record.file, default: []].append(index) }
        }
        var sources: [(folder: String, written: ShardManifest.WrittenClip)] = []
        for clip in plan.plan {
            guard let owner = byShard[clip.shard] else { continue }
            let label = "shard \(owner.manifest.shard): \(clip.file)"
            let others = (writers[clip.file] ?? []).filter { $0 != clip.shard }
            if !others.isEmpty {
                outcome.problems.append("\(label): also written by shard \(others.map(String.init).joined(separator: ", ")); the plan gives it to shard \(clip.shard) only")
                rerun.formUnion(others)
            }
            guard let written = owner.manifest.written.first(where: { $0.record.file == clip.file }) else {
                let failure = owner.manifest.failures.first { $0.template == clip.template && $0.direction == clip.direction }
                outcome.problems.append(failure.map { "\(label): failed: \($0.message)" }
                                        ?? "\(label): not written (the shard \(owner.manifest.complete ? "skipped it" : "did not finish"))")
                rerun.insert(clip.shard)
                continue
            }
            let r = written.record
            for (file, hash) in [(r.file, r.sha256), (r.poster, written.posterSHA256), (r.frameHashes, written.frameHashesSHA256)] {
                let path = owner.folder + "/" + file
                guard let actual = try? SHA256.hex(ofFile: path) else {
                    outcome.problems.append("\(label): \(path) is missing")
                    rerun.insert(clip.shard)
                    continue
                }
                if actual != hash {
                    outcome.problems.append("\(label): \(path) has SHA-256 \(actual.prefix(12))…, its shard recorded \(hash.prefix(12))…")
                    rerun.insert(clip.shard)
                }
            }
            sources.append((owner.folder, written))
        }
        // One batch hashes every frame one way (`--hash`): a shard run with the other is rerun.
        let hashes = sources.map(\.written.record.frameHash)
        if let usual = Set(hashes).max(by: { a, b in (hashes.count { $0 == a }, b.rawValue) < (hashes.count { $0 == b }, a.rawValue) }) {
            for (source, hash) in zip(sources, hashes) where hash != usual {
                let r = source.written.record
                let shard = plan.plan.first { $0.file == r.file }?.shard ?? 0
                outcome.problems.append("shard \(shard): \(r.file): frame hashes are \(hash.rawValue), the other clips' \(usual.rawValue); rerun the shard with --hash \(usual.rawValue)")
                rerun.insert(shard)
            }
        }
        outcome.shardsToRerun = rerun.sorted()
        guard outcome.problems.isEmpty else { return outcome }

        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: output, message: "cannot create the output folder: \(error.localizedDescription)")
        }
        outcome.removedTemporaries = StaleTemporaryFiles.sweep(output)
        let outputReal = ConfinedFolder.realPath(output)
        for (folder, written) in sources where ConfinedFolder.realPath(folder) != outputReal {
            let r = written.record
            for (file, hash) in [(r.file, r.sha256), (r.poster, written.posterSHA256), (r.frameHashes, written.frameHashesSHA256)]
            where (try? SHA256.hex(ofFile: output + "/" + file)) != hash {
                try copy(folder + "/" + file, to: output + "/" + file)
                outcome.copied += 1
            }
            // The subtitle and screenshot files carry no recorded hash; they follow the clip when they differ.
            for file in r.subtitles + r.screenshots where (try? SHA256.hex(ofFile: output + "/" + file)) != (try? SHA256.hex(ofFile: folder + "/" + file)) {
                try copy(folder + "/" + file, to: output + "/" + file)
                outcome.copied += 1
            }
        }
        outcome.records = sources.map(\.written.record)
        try BatchRunner.writeSummaryFiles(records: outcome.records, failures: outcome.failures, in: output)
        return outcome
    }

    /// True for `manifest.shard-I-of-N.json`.
    static func isShardManifestName(_ name: String) -> Bool {
        guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".json") else { return false }
        let middle = name.dropFirst("manifest.shard-".count).dropLast(".json".count)
        let parts = middle.components(separatedBy: "-of-")
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
    }

    /// Copies `source` to `destination` through a temporary file renamed into place.
    private static func copy(_ source: String, to destination: String) throws {
        let temporary = try TemporaryOutputFile(destination: destination)
        temporary.discard()
        do {
            try FileManager.default.copyItem(atPath: source, toPath: temporary.path)
        } catch {
            temporary.discard()
            throw OutputError(path: destination, message: "cannot copy \(source): \(error.localizedDescription)")
        }
        try temporary.commit()
    }
}
