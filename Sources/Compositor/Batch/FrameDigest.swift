import CompositorCore
import CompositorDocument
import CompositorScene

/// A clip's frame hashes as it is made: each composited frame's hash (XXH128 or MD5, a row of
/// the frame-hash file `segue-video checksum` prints) and one digest over them all, SHA-256 of
/// the frames' hex digests, one per line. The digest changes only when a composited pixel
/// changes (or the hash algorithm), not with the encoder's version, so it pins a clip in CI
/// more robustly than the file's hash, and anyone can recompute it from the frame-hash file:
///
///     grep -v '^#' CLIP.framehash | awk -F', *' '{print $6}' | sha256sum
///
/// Frames must arrive in order (`ClipExporter.export`'s `onFrame` delivers them so).
package final class FrameDigest {
    private let overall: SHA256
    /// Every frame's checksum so far, in the clip's frame-hash format.
    public private(set) var manifest: FrameHashManifest

    public init?(template: SegueTemplate, algorithm: FrameHashAlgorithm) {
        guard let overall = SHA256() else { return nil }
        self.overall = overall
        manifest = FrameHashManifest(for: template, algorithm: algorithm)
    }

    public var frameCount: Int { manifest.frames.count }

    /// Adds the next frame.
    public func add(_ frame: Pixmap, at index: FrameIndex) {
        add(FrameChecksum(index: index, frame: frame, algorithm: manifest.algorithm))
    }

    /// Adds the next frame's checksum, already taken with `manifest.algorithm`
    /// (`ClipExporter.export(…hashing:…)` takes it on the compositing threads).
    public func add(_ checksum: FrameChecksum) {
        manifest.frames.append(checksum)
        overall.update(Array((checksum.digest + "\n").utf8))
    }

    /// The hex digest over every frame added.
    public func finish() -> String { SHA256.hex(overall.finish()) }
}
