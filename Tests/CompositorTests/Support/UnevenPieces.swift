@testable import Compositor

/// Streaming-hash test input: seeded random bytes, and a way to feed them in uneven pieces.
enum UnevenPieces {
    /// `length` random bytes from `rng`.
    static func bytes(_ length: Int, _ rng: inout SplitMix64) -> [UInt8] {
        (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
    }

    /// Hands `bytes` to `update` in order, in pieces of 1…`maxPiece` bytes drawn from `rng`.
    static func feed(_ bytes: [UInt8], maxPiece: Int, _ rng: inout SplitMix64, to update: (UnsafeRawBufferPointer) -> Void) {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...maxPiece, using: &rng))
            bytes[start..<end].withUnsafeBytes(update)
            start = end
        }
    }
}
