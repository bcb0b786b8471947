import CompositorCore
import CompositorDocument
import Foundation

/// A running shard's manifest: the plan, the clips an earlier run of the same shard already
/// wrote (reused when their files still have the recorded hashes and their inputs have not
/// changed), and each clip as it is written, saved after every clip so a killed shard's work
/// survives for the rerun.
///
/// `@unchecked Sendable`: `manifest` is read and written only while holding `lock`; the rest
/// is immutable.
final class ShardLedger: @unchecked Sendable {
    let folder: String
    let shard: ShardSpec
    /// The assignment of every clip of the batch.
    let plan: ShardPlan
    private let lock = NSLock()
    private var manifest: ShardManifest
    /// Clips of this shard the earlier run wrote from the same inputs, by file name.
    private let earlier: [String: ShardManifest.WrittenClip]
    /// Each planned clip's position in the batch, by file name.
    private let position: [String: Int]

    /// The plan for `clips` (every clip of the batch, in batch order) over `shard.count`
    /// shards; without `force`, what the shard's manifest in `folder` says was written before.
    init(shard: ShardSpec, clips: [BatchClip], planFailures: [BatchFailure], folder: String, force: Bool) {
        self.folder = folder
        self.shard = shard
        let plan = ShardPlan(items: clips.map { ShardPlan.Item(name: $0.file, work: $0.work) }, count: shard.count)
        self.plan = plan
        var inputs: [String: String] = [:]
        let planned = clips.indices.map { i in
            let template = clips[i].template
            let input = inputs[template.file] ?? ShardLedger.inputDigest(template, source: clips[i].source)
            inputs[template.file] = input
            return ShardManifest.PlannedClip(file: clips[i].file, template: clips[i].source, direction: clips[i].direction,
                                             work: clips[i].work, input: input, shard: plan.shards[i])
        }
        manifest = ShardManifest(shard: shard, plan: planned, planFailures: planFailures)
        position = Dictionary(uniqueKeysWithValues: planned.enumerated().map { ($1.file, $0) })
        var earlier: [String: ShardManifest.WrittenClip] = [:]
        // An earlier manifest naming a file outside the folder (tampered) is not trusted: all is rendered again.
        let path = folder + "/" + shard.manifestName
        if !force, let old = try? ShardManifest(path: path), old.libraries == manifest.libraries,
           (try? ShardManifestPaths.check(old, file: path, folder: folder, output: ConfinedFolder(folder: folder))) != nil {
            let now = Dictionary(uniqueKeysWithValues: planned.map { ($0.file, $0) })
            let then = Dictionary(old.plan.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
            for written in old.written {
                let file = written.record.file
                guard let current = now[file], current.shard == shard.index, then[file] == current else { continue }
                earlier[file] = written
            }
        }
        self.earlier = earlier
    }

    /// The clips of `clips` this shard renders.
    func mine(_ clips: [BatchClip]) -> [BatchClip] {
        clips.filter { position[$0.file].map { plan.shards[$0] == shard.index } ?? false }
    }

    /// The record of `clip` from the earlier run when its video, poster and frame hashes are
    /// still in the folder with the hashes recorded; it is kept in the new manifest.
    func reuse(_ clip: BatchClip) -> ClipRecord? {
        guard let written = earlier[clip.file], written.record.frameHash == clip.frameHash else { return nil }
        let r = written.record
        let files = [(r.file, r.sha256), (r.poster, written.posterSHA256), (r.frameHashes, written.frameHashesSHA256)]
        guard files.allSatisfy({ (try? SHA256.hex(ofFile: folder + "/" + $0.0)) == $0.1 }) else { return nil }
        add(written)
        return r
    }

    /// Records a clip just written (hashing its poster and frame-hash files) and saves the
    /// manifest.
    func written(_ record: ClipRecord) throws {
        add(ShardManifest.WrittenClip(record: record, posterSHA256: try SHA256.hex(ofFile: folder + "/" + record.poster),
                                      frameHashesSHA256: try SHA256.hex(ofFile: folder + "/" + record.frameHashes)))
        try lock.withLock { try manifest.write(to: folder) }
    }

    /// Saves the manifest with the shard's failed clips; `complete` when every clip was tried.
    func finish(failures: [BatchFailure], complete: Bool) throws {
        try lock.withLock {
            manifest.failures = failures
            manifest.complete = complete
            try manifest.write(to: folder)
        }
    }

    private func add(_ clip: ShardManifest.WrittenClip) {
        lock.withLock {
            manifest.written.append(clip)
            manifest.written.sort { (position[$0.record.file] ?? 0) < (position[$1.record.file] ?? 0) }
        }
    }

    /// SHA-256 over the template file and the images it shows (paths and contents): a clip
    /// whose inputs changed is not reused. Included scene files are not followed; after
    /// changing only those, rerun with `--force`. Files are named as the manifest names the
    /// template (`source`, relative to the batch root) and images and videos relative to the
    /// template's folder, so the digest does not depend on how the command line spelled the folder.
    static func inputDigest(_ template: SegueTemplate, source: String) -> String {
        let folder = template.file.lastIndex(of: "/").map { String(template.file[...$0]) } ?? ""
        var lines = source + " " + ((try? SHA256.hex(ofFile: template.file)) ?? "unreadable") + "\n"
        for path in template.imagePaths + template.videoPaths {
            let name = !folder.isEmpty && path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
            lines += name + " " + ((try? SHA256.hex(ofFile: path)) ?? "unreadable") + "\n"
        }
        return SHA256.hex(of: Array(lines.utf8)) ?? ""
    }
}
