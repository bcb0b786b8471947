/// Reads the pixel size a PNG or JPEG declares in its header, before anything decodes it, so
/// that an oversized image is refused without allocating its pixels.
enum ImageHeader {
    /// The declared size, or `nil` when the bytes are neither a PNG with an IHDR chunk nor a
    /// JPEG with a frame header (SOF) before its first scan.
    static func dimensions(of bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        pngDimensions(bytes) ?? jpegDimensions(bytes)
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG: the signature, then the IHDR chunk (length 13, "IHDR", width, height as big-endian 32-bit).
    private static func pngDimensions(_ b: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard b.count >= 24, b.prefix(8).elementsEqual(pngSignature),
              b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    /// JPEG: walks the marker segments after SOI to the first SOFn (height, then width, 16-bit).
    private static func jpegDimensions(_ b: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { i += 2; continue }  // no length
            if marker == 0xDA || marker == 0xD9 { return nil }  // scan or end before any frame header
            let length = bigEndian(b, i + 2, 2)
            let isFrameHeader = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrameHeader {
                guard i + 9 <= b.count else { return nil }
                return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            i += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ b: UnsafeRawBufferPointer, _ offset: Int, _ count: Int) -> Int {
        (offset..<offset + count).reduce(0) { $0 << 8 | Int(b[$1]) }
    }
}
