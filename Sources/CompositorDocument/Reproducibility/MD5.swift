import CFFmpeg
import CompositorCore

/// MD5 (RFC 1321), streaming: the frame hash of FFmpeg's framemd5 format, so a clip's frame
/// hashes can be compared with `ffmpeg -f framemd5` on the same bytes. MD5 is no security
/// measure here, only a fingerprint of the picture.
///
/// The rounds are libavutil's (`av_md5_*`, already linked for encoding, tested by FFmpeg's
/// FATE suite and the very code behind `-f framemd5`), not a copy written here. A hash is a
/// function of the bytes alone, fixed by the RFC, so a libavutil upgrade cannot change a frame
/// hash; the RFC vectors in `MD5Tests` and the goldens would show it if one did.
///
/// A value type like the hand-written one it replaced: copies hash on independently (the C
/// context is copied on the first write to a shared one), and `hexDigest()` leaves the hash
/// open for more input.
package struct MD5 {
    private var context: Context

    init() { context = Context() }

    /// The hex digest of `bytes` in one call.
    package static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        var md5 = MD5()
        md5.update(bytes)
        return md5.hexDigest()
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if !isKnownUniquelyReferenced(&context) { context = context.copy() }
        av_md5_update(context.pointer, base.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    /// The digest of everything so far as 32 lower-case hex digits, as framemd5 prints it.
    func hexDigest() -> String {
        var digest = [UInt8](repeating: 0, count: 16)
        let final = context.copy()  // av_md5_final pads the context it finishes
        digest.withUnsafeMutableBufferPointer { av_md5_final(final.pointer, $0.baseAddress) }
        return SHA256.hex(digest)
    }

    /// The owner of one libavutil MD5 context (a flat struct of `av_md5_size` bytes, so a copy
    /// is a byte copy), freed in `deinit`.
    private final class Context {
        let pointer: OpaquePointer

        init() {
            guard let pointer = av_md5_alloc() else { fatalError("av_md5_alloc: out of memory") }
            self.pointer = pointer
            av_md5_init(pointer)
        }

        private init(copying other: Context) {
            guard let pointer = av_md5_alloc() else { fatalError("av_md5_alloc: out of memory") }
            self.pointer = pointer
            UnsafeMutableRawPointer(pointer).copyMemory(from: UnsafeRawPointer(other.pointer), byteCount: Int(av_md5_size))
        }

        func copy() -> Context { Context(copying: self) }

        deinit { av_free(UnsafeMutableRawPointer(pointer)) }
    }
}
