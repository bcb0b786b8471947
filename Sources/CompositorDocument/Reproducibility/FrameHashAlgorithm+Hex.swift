extension FrameHashAlgorithm {
    /// The 32-hex-digit hash of `bytes`, by the hashers of this folder (`XXH128`, `MD5`): the
    /// algorithm's identity is an option (Template/Options), its computation reproducibility's.
    public func hex(of bytes: UnsafeRawBufferPointer) -> String {
        switch self {
        case .xxh128: XXH128.hex(of: bytes)
        case .md5: MD5.hex(of: bytes)
        }
    }
}
