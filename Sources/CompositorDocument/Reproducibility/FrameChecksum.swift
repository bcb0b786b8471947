import CompositorCore
import CompositorScene

/// One composited frame's fingerprint: the hash of its RGBA bytes before encoding, one row of a
/// frame-hash file. It depends on the picture alone, not on the encoder or its version. Which
/// hash it is, the file (`FrameHashManifest.algorithm`) says.
public struct FrameChecksum: Hashable, Sendable {
    /// The frame's position in the clip (its pts in time base 1/fps).
    public var index: FrameIndex
    /// Bytes hashed: width × height × 4.
    public var size: Int
    /// 32 lowercase hex digits.
    public var digest: String

    /// A checksum read back from a file.
    public init(index: FrameIndex, size: Int, digest: String) {
        self.index = index
        self.size = size
        self.digest = digest
    }

    /// Hashes `frame`'s bytes with `algorithm` in R, G, B, A order, row after row (premultiplied,
    /// as composited; video frames are opaque, so that is plain RGBA).
    package init(index: FrameIndex, frame: Pixmap, algorithm: FrameHashAlgorithm) {
        #if _endian(big)
        let digest = frame.pixels.map(\.littleEndian).withUnsafeBytes { algorithm.hex(of: $0) }
        #else
        let digest = frame.withUnsafeBytes { algorithm.hex(of: $0) }
        #endif
        self.init(index: index, size: frame.width * frame.height * 4, digest: digest)
    }
}
