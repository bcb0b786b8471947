import Testing
@testable import Compositor
@testable import CompositorDocument

@Suite struct MD5Tests {
    /// RFC 1321, appendix A.5.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ])
    func rfcVectors(text: String, digest: String) {
        #expect(Array(text.utf8).withUnsafeBytes { MD5.hex(of: $0) } == digest)
    }

    /// Fed in uneven pieces (crossing 64-byte blocks and the 56-byte padding edge), the hash
    /// equals the one-shot hash, for every length around those edges.
    @Test func streamingEqualsOneShot() {
        var rng = SplitMix64(seed: 7)
        for length in [55, 56, 57, 63, 64, 65, 119, 120, 128, 1000] {
            let bytes = UnevenPieces.bytes(length, &rng)
            let oneShot = bytes.withUnsafeBytes { MD5.hex(of: $0) }
            var md5 = MD5()
            UnevenPieces.feed(bytes, maxPiece: 70, &rng) { md5.update($0) }
            #expect(md5.hexDigest() == oneShot, "length \(length)")
        }
    }

    /// A million 'a's (a common extra vector), which takes many blocks.
    @Test func millionAs() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(bytes.withUnsafeBytes { MD5.hex(of: $0) } == "7707d6ae4e027c70eea2a935c2296f21")
    }
}
