import CompositorCore

/// The file names a shard manifest holds, checked before `merge` reads or writes anything: a
/// manifest is data from another machine (or a tampered file), and `merge` hashes the files it
/// names in the shard's folder and copies them into the output folder. Each name must be a
/// plain relative path (not empty, no NUL, not absolute, no `..`), lead to a file inside the
/// shard's folder once symbolic links are resolved (when it is there), and have its folder
/// inside the output folder. The first that does not is a `TemplateError` naming the manifest
/// and the field (exit 3), and nothing is written.
enum ShardManifestPaths {
    /// Checks every file name in `manifest` (read from `file` in `folder`) against the shard
    /// folder and `output`.
    static func check(_ manifest: ShardManifest, file: String, folder: String, output: ConfinedFolder) throws {
        let shard = ConfinedFolder(folder: folder)
        var names = manifest.plan.enumerated().map { ("plan.clips[\($0.offset)].file", $0.element.file, false) }
        for (index, written) in manifest.written.enumerated() {
            let r = written.record
            names += [("clips[\(index)].record.file", r.file, true), ("clips[\(index)].record.poster", r.poster, true),
                      ("clips[\(index)].record.frameHashes", r.frameHashes, true)]
        }
        for (field, name, read) in names {
            if let problem = ConfinedFolder.lexicalProblem(name) {
                throw refusal(file, field, name, problem + "; a shard names its files inside its folder")
            }
            if read, case .failure(.outside) = shard.resolve(name, from: shard.root) {
                throw refusal(file, field, name, "leads out of the shard folder \(shard.root) through a symbolic link")
            }
            if case .failure = output.destination(name) {
                throw refusal(file, field, name, "would be written out of the output folder \(output.root) through a symbolic link")
            }
        }
    }

    private static func refusal(_ file: String, _ field: String, _ name: String, _ why: String) -> TemplateError {
        TemplateError(file: file, field: field, message: "\(name.debugDescription) \(why); the manifest is refused and nothing is merged")
    }
}
