import CompositorCore
import CompositorScene

/// `manifest.json`: every clip a batch wrote and every failure, in batch order (not finishing
/// order), keys in a fixed order, no timestamps. Running the same batch again, with any
/// `--jobs`, writes the same bytes.
package enum BatchManifest {
    public static let fileName = "manifest.json"
    /// Bumped when a key changes meaning.
    public static let version = 1

    public static func json(records: [ClipRecord], failures: [BatchFailure]) -> JSONValue {
        .object([
            ("version", .int(version)),
            ("generator", .string("segue-video")),
            // What made the clips: MP4 bytes are pinned only together with these.
            ("generatorVersion", .string(SegueVideo.version)),
            ("libraries", .object(LibraryVersions.all.map { ($0.name, .string($0.version)) })),
            ("frameDigest", .string("SHA-256 of the frames' hex digests (the frame-hash file's hash column, each clip's frameHash: xxh128 = XXH3-128 as xxh128sum prints it, md5 = MD5 as ffmpeg -f framemd5), one per line")),
            ("clips", .array(records.map(\.json))),
            ("failures", .array(failures.map(\.json))),
        ] + variantGroups(records) + [
            // Every font file the renderer may read, with its SHA-256: a changed font shows here.
            ("fonts", FontTable.json(FontTable.rows())),
        ])
    }

    /// `variants`: for each axis, each value's clip files in batch order (`{"locale": {"de":
    /// [...]}}`), values in first-seen order; nothing when no clip is a variant, so manifests
    /// of batches without variants are as before.
    static func variantGroups(_ records: [ClipRecord]) -> [(String, JSONValue)] {
        var axes: [(axis: String, values: [(value: String, files: [String])])] = []
        for record in records {
            for (axis, value) in record.variant?.axes ?? [] {
                let a = axes.firstIndex { $0.axis == axis } ?? { axes.append((axis, [])); return axes.count - 1 }()
                let v = axes[a].values.firstIndex { $0.value == value } ?? { axes[a].values.append((value, [])); return axes[a].values.count - 1 }()
                axes[a].values[v].files.append(record.file)
            }
        }
        guard !axes.isEmpty else { return [] }
        return [("variants", .object(axes.map { axis in (axis.axis, .object(axis.values.map { ($0.value, .array($0.files.map { .string($0) })) })) }))]
    }
}
