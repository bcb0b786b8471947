/// A clip's frame hashes as it is made: each composited frame's MD5 (a framemd5 row, as
/// `segue-video checksum` prints) and one digest over them all, SHA-256 of the frames' MD5 hex
/// digests, one per line. The digest changes only when a composited pixel changes, not with the
/// encoder's version, so it pins a clip in CI more robustly than the file's hash, and anyone can
/// recompute it from the framemd5 file:
///
///     grep -v '^#' CLIP.framemd5 | awk -F', *' '{print $6}' | sha256sum
///
/// Frames must arrive in order (`ClipExporter.export`'s `onFrame` delivers them so).
public final class FrameDigest {
    private let overall: SHA256
    /// Every frame's checksum so far, in the clip's framemd5 format.
    public private(set) var manifest: FrameMD5Manifest

    public init?(template: SegueTemplate) {
        guard let overall = SHA256() else { return nil }
        self.overall = overall
        manifest = FrameMD5Manifest(for: template)
    }

    public var frameCount: Int { manifest.frames.count }

    /// Adds the next frame.
    public func add(_ frame: Pixmap, at index: FrameIndex) {
        add(FrameChecksum(index: index, frame: frame))
    }

    /// Adds the next frame's checksum, already taken (`ClipExporter.export(…hashing: true…)`
    /// takes it on the compositing threads).
    public func add(_ checksum: FrameChecksum) {
        manifest.frames.append(checksum)
        overall.update(Array((checksum.md5 + "\n").utf8))
    }

    /// The hex digest over every frame added.
    public func finish() -> String { SHA256.hex(overall.finish()) }
}
