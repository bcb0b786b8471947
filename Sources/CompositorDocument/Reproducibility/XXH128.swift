import CXXHash
import CompositorCore

/// XXH3-128 (xxHash's 128-bit XXH3, unseeded), the default frame hash: the same 32 hex digits
/// `xxh128sum` prints for the same bytes, so anyone can check a frame-hash file with Debian's
/// `xxhash` package. Like MD5 here it is a fingerprint, not a security measure.
///
/// Why not MD5: a 1170×2532 RGBA frame is 11.85 MB, which MD5 digests at about 640 MB/s
/// (18.5 ms of CPU per frame, as much as compositing a simple frame), while XXH3 runs at
/// memory speed (about 1 ms). Its output is defined by the algorithm alone, independent of
/// the SIMD path the library picks on this CPU; `XXH128Tests` checks xxHash's published
/// sanity vectors and a frame against `xxh128sum`.
///
/// The rounds are Debian's libxxhash (`XXH3_*`), not a copy written here. This type owns one
/// streaming state (`XXH3_createState`, freed in `deinit`); `hex(of:)` hashes a whole buffer in
/// one call without one.
package final class XXH128 {
    private let state: OpaquePointer

    init() {
        guard let state = XXH3_createState() else { fatalError("XXH3_createState: out of memory") }
        self.state = state
        XXH3_128bits_reset(state)
    }

    deinit { XXH3_freeState(state) }

    /// The hex digest of `bytes` in one call (no state).
    static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        hex(XXH3_128bits(bytes.baseAddress, bytes.count))
    }

    /// Adds `bytes` to the hash.
    func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        XXH3_128bits_update(state, base, bytes.count)
    }

    /// The digest of everything so far (the state stays open for more input).
    func hexDigest() -> String { XXH128.hex(XXH3_128bits_digest(state)) }

    /// The linked libxxhash's version ("0.8.1"), from `XXH_versionNumber()` (major × 10000 +
    /// minor × 100 + release), so manifest.json's `libraries` pins the hash library too.
    package static var version: String {
        let number = Int(XXH_versionNumber())
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }

    /// The canonical form, as `xxh128sum` prints it: the high 64 bits then the low, big-endian.
    private static func hex(_ hash: XXH128_hash_t) -> String {
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, hash)
        let bytes = withUnsafeBytes(of: canonical.digest) { Array($0) }
        return SHA256.hex(bytes)
    }
}
