import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion
import Foundation

/// `manifest.shard-I-of-N.json`: one shard's part of a sharded batch (`batch --shard I/N`).
///
/// It carries the whole plan (every clip of the batch with its work, input digest and shard,
/// and the templates that failed to load), so `merge` can check that every planned clip was
/// written exactly once and that all shards worked from the same plan, and the shard's own
/// clips with the hashes of their files, so a rerun can skip what is already done. The shard
/// rewrites it (atomically) after each clip, so a killed shard's work is not lost.
struct ShardManifest {
    static let version = 1

    /// A clip of the whole batch as planned.
    struct PlannedClip: Equatable {
        var file: String
        var template: String
        var direction: SegueDirection
        /// Frames × pixels.
        var work: Int
        /// SHA-256 over the template file and its images: a changed input re-renders the clip.
        var input: String
        var shard: Int
    }

    /// A clip this shard wrote, with the hashes of the files beside the video.
    struct WrittenClip: Equatable {
        var record: ClipRecord
        var posterSHA256: String
        var frameHashesSHA256: String
    }

    var shard: ShardSpec
    /// Every clip of the batch, in batch order.
    var plan: [PlannedClip]
    /// Templates that failed before they had clips; every shard finds the same ones.
    var planFailures: [BatchFailure]
    /// The libraries the plan was made with: shards on other versions would write other bytes.
    var libraries: String
    /// This shard's written clips, in batch order.
    var written: [WrittenClip]
    /// This shard's clips that failed.
    var failures: [BatchFailure]
    /// False while the shard runs (or after it was killed): not every clip was tried.
    var complete: Bool

    /// The plan as JSON (without this shard's results); its SHA-256 identifies the plan.
    var planJSON: JSONValue {
        .object([
            ("shards", .int(shard.count)),
            ("libraries", .string(libraries)),
            ("clips", .array(plan.map { c in
                .object([("file", .string(c.file)), ("template", .string(c.template)), ("direction", .string(c.direction.rawValue)),
                         ("work", .int(c.work)), ("input", .string(c.input)), ("shard", .int(c.shard))])
            })),
            ("failures", .array(planFailures.map(\.json))),
        ])
    }

    /// SHA-256 of the plan's compact JSON: equal on every shard of one batch.
    var planDigest: String { SHA256.hex(of: Array(planJSON.compact.utf8)) ?? "" }

    var json: JSONValue {
        .object([
            ("version", .int(ShardManifest.version)),
            ("generator", .string("segue-video")),
            ("shard", .int(shard.index)),
            ("shards", .int(shard.count)),
            ("complete", .bool(complete)),
            ("planDigest", .string(planDigest)),
            ("plan", planJSON),
            ("clips", .array(written.map { w in
                .object([("record", w.record.json), ("duration", .string(w.record.duration.description)),
                         ("posterSHA256", .string(w.posterSHA256)), ("frameHashesSHA256", .string(w.frameHashesSHA256))])
            })),
            ("failures", .array(failures.map(\.json))),
        ])
    }

    /// The libraries' versions on one line.
    static var libraryVersions: String { LibraryVersions.all.map { "\($0.name) \($0.version)" }.joined(separator: "; ") }

    /// Writes the manifest into `folder`, whole or not at all.
    func write(to folder: String) throws {
        let bytes = Array(json.pretty.utf8)
        try bytes.withUnsafeBytes { buffer in
            try TemporaryOutputFile(destination: folder + "/" + shard.manifestName).write(buffer)
        }
    }

    /// Why a file is not a readable shard manifest.
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the manifest at `path`.
    init(path: String) throws {
        // A FIFO would block the read until some writer came: refused (exit 4), never opened.
        if let refusal = FileNode(path: path).inputRefusal { throw AssetError(path: path, message: refusal) }
        guard let data = FileManager.default.contents(atPath: path) else { throw Unreadable(description: "cannot read it") }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Unreadable(description: "not JSON")
        }
        let object = Fields(root, at: "")
        guard try object.int("version") == ShardManifest.version else {
            throw Unreadable(description: "version \(root["version"] ?? "none") is not \(ShardManifest.version)")
        }
        let (index, count) = (try object.int("shard"), try object.int("shards"))
        guard let shard = try? ShardSpec(index: index, count: count) else { throw Unreadable(description: "shard \(index) of \(count) is out of range") }
        self.shard = shard
        complete = try object.bool("complete")
        let plan = try object.object("plan")
        libraries = try plan.string("libraries")
        self.plan = try plan.objects("clips").map { c in
            PlannedClip(file: try c.string("file"), template: try c.string("template"), direction: try c.direction("direction"),
                        work: try c.int("work"), input: try c.string("input"), shard: try c.int("shard"))
        }
        planFailures = try plan.objects("failures").map { try $0.failure() }
        written = try object.objects("clips").map { c in
            let r = try c.object("record")
            guard let duration = Rational(parsing: try c.string("duration")), let rate = Rational(parsing: try r.string("fps")), let frameRate = try? FrameRate(rate) else {
                throw Unreadable(description: "\(c.at): duration or fps is not a number")
            }
            var record = ClipRecord(template: try r.string("template"), animator: try r.string("animator"), direction: try r.direction("direction"),
                                    file: try r.string("file"), poster: try r.string("poster"), frameHashes: try r.string("frameHashes"),
                                    frames: try r.int("frames"), duration: duration, frameRate: frameRate,
                                    width: try r.int("width"), height: try r.int("height"),
                                    sha256: try r.string("sha256"), frameDigest: try r.string("frameDigest"),
                                    codec: .h264, pixelFormat: "")
            (record.codec, record.pixelFormat) = try r.format(file: record.file)
            // Absent in manifests written before XXH128 frame hashes: those were MD5.
            record.frameHash = (try? r.string("frameHash")).flatMap(FrameHashAlgorithm.init(rawValue:)) ?? .md5
            record.description = try? r.string("description")
            record.h264Profile = try? r.string("h264Profile")
            record.h264Level = (try? r.string("h264Level")).flatMap { level in H264Level.all.first { $0.description == level } }
            // Only the names the clip's own subtitle files have: a manifest never points elsewhere.
            let own = CaptionSidecars.extensions.map { BatchClip.dropExtension(record.file) + "." + $0 }
            record.subtitles = ((try? r.strings("subtitles")) ?? []).filter(own.contains)
            // Only names beside the clip: a manifest never points elsewhere.
            record.screenshots = ((try? r.strings("screenshots")) ?? []).filter {
                $0.hasPrefix(BatchClip.dropExtension(record.file) + ".") && $0.hasSuffix(".png") && !$0.contains("/")
            }
            // Only a frame of the clip: a manifest never poses the poster outside it.
            record.previewPoster = (try? r.int("previewPosterFrame")).flatMap { (0..<record.frames).contains($0) ? FrameIndex($0) : nil }
            record.variant = (try? r.object("variant")).map { v in
                TemplateVariant(locale: try? v.string("locale"), appearance: (try? v.string("appearance")).flatMap(Appearance.init(rawValue:)),
                                device: try? v.string("device"))
            }
            return WrittenClip(record: record, posterSHA256: try c.string("posterSHA256"), frameHashesSHA256: try c.string("frameHashesSHA256"))
        }
        failures = try object.objects("failures").map { try $0.failure() }
    }

    init(shard: ShardSpec, plan: [PlannedClip], planFailures: [BatchFailure], libraries: String = ShardManifest.libraryVersions,
         written: [WrittenClip] = [], failures: [BatchFailure] = [], complete: Bool = false) {
        self.shard = shard; self.plan = plan; self.planFailures = planFailures; self.libraries = libraries
        self.written = written; self.failures = failures; self.complete = complete
    }

    /// A JSON object's fields, read with the type each must have.
    private struct Fields {
        let values: [String: Any]
        /// Where the object is, for messages.
        let at: String

        init(_ values: [String: Any], at: String) { self.values = values; self.at = at }

        func value<T>(_ key: String, as type: T.Type) throws -> T {
            guard let value = values[key] as? T else { throw Unreadable(description: "\(at)\(at.isEmpty ? "" : ".")\(key) is missing or of the wrong type") }
            return value
        }
        func string(_ key: String) throws -> String { try value(key, as: String.self) }
        func strings(_ key: String) throws -> [String] { try value(key, as: [String].self) }
        func bool(_ key: String) throws -> Bool { try value(key, as: Bool.self) }
        func int(_ key: String) throws -> Int { try value(key, as: NSNumber.self).intValue }
        func object(_ key: String) throws -> Fields { Fields(try value(key, as: [String: Any].self), at: at.isEmpty ? key : at + "." + key) }
        func objects(_ key: String) throws -> [Fields] {
            try value(key, as: [[String: Any]].self).enumerated().map { Fields($1, at: "\(at.isEmpty ? key : at + "." + key)[\($0)]") }
        }
        func direction(_ key: String) throws -> SegueDirection {
            guard let d = SegueDirection(rawValue: try string(key)) else { throw Unreadable(description: "\(at).\(key) is not a direction") }
            return d
        }
        /// A record's `codec` and `pixelFormat`. Manifests written before batch wrote other
        /// formats have neither; their clips were H.264 MP4 (yuv420p), so a record without both
        /// whose file is `.mp4` reads as that. Any other record missing them (another extension,
        /// or one of the two keys) is unreadable: guessing would merge a clip under the wrong
        /// codec; rerun that shard. So is a codec no format has (`Codec`'s names).
        func format(file: String) throws -> (codec: Codec, pixelFormat: String) {
            switch (values["codec"], values["pixelFormat"]) {
            case (nil, nil) where file.hasSuffix(".mp4"): return (.h264, "yuv420p")
            case (nil, nil): throw Unreadable(description: "\(at) (\(file)) has no codec: written before batch recorded codecs, and not an H.264 .mp4; rerun this shard")
            default:
                guard let codec = Codec(rawValue: try string("codec")) else { throw Unreadable(description: "\(at).codec is not a codec segue-video writes") }
                return (codec, try string("pixelFormat"))
            }
        }
        func failure() throws -> BatchFailure {
            let direction = values["direction"] == nil ? nil : try self.direction("direction")
            guard let status = ExitStatus(rawValue: Int32(try int("status"))) else { throw Unreadable(description: "\(at).status is not an exit status") }
            return BatchFailure(template: try string("template"), direction: direction, status: status, message: try string("message"))
        }
    }
}
