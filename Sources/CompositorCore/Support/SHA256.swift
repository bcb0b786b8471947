import CFFmpeg
import Foundation

/// SHA-256 through libavutil's implementation (CryptoKit is not on Linux and swift-crypto is
/// not a dependency). One owner of the C context, freed in `deinit`; not shared across threads.
package final class SHA256 {
    private let context: OpaquePointer

    /// A fresh hash; `nil` only if libavutil cannot allocate its small context.
    public init?() {
        guard let context = av_sha_alloc() else { return nil }
        self.context = context
        av_sha_init(context, 256)
    }

    deinit { av_free(UnsafeMutableRawPointer(context)) }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        av_sha_update(context, base.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    public func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    /// The 32-byte digest; the hash must not be updated afterwards.
    public func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        digest.withUnsafeMutableBufferPointer { av_sha_final(context, $0.baseAddress) }
        return digest
    }

    /// Lower-case hexadecimal, as `sha256sum` prints.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(digest.count * 2)
        for byte in digest { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The hex digest of `bytes`.
    public static func hex(of bytes: [UInt8]) -> String? {
        guard let hash = SHA256() else { return nil }
        hash.update(bytes)
        return hex(hash.finish())
    }

    /// The hex digest of the file at `path`, read in 1 MiB pieces.
    public static func hex(ofFile path: String) throws(OutputError) -> String {
        // A device written through (an output linked to /dev/zero) would read forever.
        if let refusal = FileNode(path: path).inputRefusal { throw OutputError(path: path, message: "cannot read back the written file: it \(refusal)") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw OutputError(path: path, message: "cannot read back the written file")
        }
        defer { try? handle.close() }
        guard let hash = SHA256() else { throw OutputError(path: path, message: "out of memory") }
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw OutputError(path: path, message: "cannot read back the written file: \(error.localizedDescription)")
            }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { hash.update($0) }
        }
        return hex(hash.finish())
    }
}
