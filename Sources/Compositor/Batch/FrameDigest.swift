/// The digest of a clip's pictures: SHA-256 over the SHA-256 of each frame's RGBA bytes
/// (before encoding), in frame order. It changes only when a composited pixel changes, not
/// with the encoder's version, so it pins a clip in CI more robustly than the file's hash.
///
/// Frames must arrive in order (`ClipExporter.export`'s `onFrame` delivers them so).
public final class FrameDigest {
    private let overall: SHA256
    public private(set) var frameCount = 0

    public init?() {
        guard let overall = SHA256() else { return nil }
        self.overall = overall
    }

    /// Adds the next frame.
    public func add(_ frame: Pixmap) {
        guard let hash = SHA256() else { return }
        frame.withUnsafeBytes { hash.update($0) }
        overall.update(hash.finish())
        frameCount += 1
    }

    /// The hex digest over every frame added.
    public func finish() -> String { SHA256.hex(overall.finish()) }
}
