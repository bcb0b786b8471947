import CompositorCore
import CompositorDocument
import CompositorRaster
import CompositorScene
import Foundation

/// `verify`: renders a clip twice with different thread counts into a private temporary folder
/// and checks that both runs made the same frames and the same MP4 bytes. The folder and both
/// files are removed whatever happens.
package enum ClipVerifier {
    /// What two renders of one clip came to.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// Same frame hashes and same file bytes; `md5` is the MP4's.
        case identical(frames: Int, bytes: Int, md5: String)
        /// The first frame whose picture differs between the runs.
        case framesDiffer(ManifestDifference)
        /// Same pictures, but the files differ from byte `offset` on (the encoder or muxer is not
        /// deterministic).
        case bytesDiffer(offset: Int, sizes: [Int])

        /// True when both renders made the same frames and bytes.
        public var isIdentical: Bool { if case .identical = self { true } else { false } }

        public var description: String {
            switch self {
            case .identical(let frames, let bytes, let md5):
                return "\(frames) frames identical, MP4 \(bytes) bytes identical (md5 \(md5))"
            case .framesDiffer(let difference):
                return difference.description
            case .bytesDiffer(let offset, let sizes):
                return "every frame is identical but the MP4 files differ from byte \(offset) on "
                    + "(\(sizes.map(String.init).joined(separator: " and ")) bytes)"
            }
        }
    }

    /// Renders `frames` with `jobs.first` and then `jobs.last` threads and compares the runs.
    /// Throws what rendering throws (`OutputError` when no temporary folder can be made).
    public static func verify(_ frames: ClipFrames, assets: AssetStore, jobs: [Int],
                              cancellation: CancellationFlag = CancellationFlag(),
                              engine: EngineSettings = EngineSettings()) throws -> Outcome {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var manifests: [FrameHashManifest] = [], files: [String] = []
        for (run, threads) in [jobs.first ?? 1, jobs.last ?? 1].enumerated() {
            let path = "\(folder)/run\(run + 1)-jobs\(threads).mp4"
            var manifest = frames.manifestFormat(.xxh128)
            try ClipExporter.export(frames, assets: assets, to: path, jobs: threads, cancellation: cancellation, hashing: .xxh128,
                                    engine: engine) { frame in
                if let checksum = frame.checksum { manifest.frames.append(checksum) }
            }
            manifests.append(manifest)
            files.append(path)
        }
        if let difference = ManifestDifference.first(expected: manifests[0], actual: manifests[1]) {
            return .framesDiffer(difference)
        }
        let contents = try files.map { path in
            do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw OutputError(path: path, message: "cannot read back the render: \(error.localizedDescription)")
            }
        }
        if contents[0] != contents[1] {
            let offset = zip(contents[0], contents[1]).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(contents[0].count, contents[1].count)
            return .bytesDiffer(offset: offset, sizes: contents.map(\.count))
        }
        let md5 = contents[0].withUnsafeBytes { MD5.hex(of: $0) }
        return .identical(frames: manifests[0].frames.count, bytes: contents[0].count, md5: md5)
    }

    /// A new private folder under the system's temporary directory.
    private static func makeTemporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/segue-video-verify.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw OutputError(path: NSTemporaryDirectory(), message: "cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }
}
