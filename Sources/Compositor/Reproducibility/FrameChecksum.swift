/// One composited frame's fingerprint: the MD5 of its RGBA bytes before encoding, one row of a
/// framemd5 file. It depends on the picture alone, not on the encoder or its version.
public struct FrameChecksum: Hashable, Sendable {
    /// The frame's position in the clip (its pts in time base 1/fps).
    public var index: FrameIndex
    /// Bytes hashed: width × height × 4.
    public var size: Int
    /// 32 lowercase hex digits.
    public var md5: String

    /// A checksum read back from a file.
    public init(index: FrameIndex, size: Int, md5: String) {
        self.index = index
        self.size = size
        self.md5 = md5
    }

    /// Hashes `frame`'s bytes in R, G, B, A order, row after row (premultiplied, as composited;
    /// video frames are opaque, so that is plain RGBA).
    public init(index: FrameIndex, frame: Pixmap) {
        #if _endian(big)
        let md5 = frame.pixels.map(\.littleEndian).withUnsafeBytes { MD5.hex(of: $0) }
        #else
        let md5 = frame.withUnsafeBytes { MD5.hex(of: $0) }
        #endif
        self.init(index: index, size: frame.width * frame.height * 4, md5: md5)
    }
}
