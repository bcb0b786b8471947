import Foundation

/// 16-bit PCM WAV files written by the tests themselves (no binary fixtures): a RIFF header and
/// the samples, little-endian, interleaved.
enum WAVFixture {
    /// The bytes of a WAV with `channels` interleaved in `samples`.
    static func bytes(samples: [Int16], channels: Int, sampleRate: Int) -> Data {
        var data = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { data.append(contentsOf: $0) } }
        let payload = samples.count * 2
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 + payload); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16); u16(1); u16(channels); u32(sampleRate)
        u32(sampleRate * channels * 2); u16(channels * 2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(payload)
        for s in samples { withUnsafeBytes(of: s.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// A mono sine of `frequency` Hz at `amplitude` (of 32767), `seconds` long, in integers:
    /// the phase is i × frequency / rate turns, looked up in a 1024-entry table built once.
    static func sine(frequency: Int, seconds: Int, sampleRate: Int, amplitude: Double = 12_000) -> [Int16] {
        let table = (0..<1024).map { Int16((amplitude * sin(2 * Double.pi * Double($0) / 1024)).rounded()) }
        return (0..<(seconds * sampleRate)).map { i in table[(i * frequency * 1024 / sampleRate) % 1024] }
    }

    /// Writes a WAV to `path`.
    static func write(_ path: String, samples: [Int16], channels: Int = 1, sampleRate: Int) {
        FileManager.default.createFile(atPath: path, contents: bytes(samples: samples, channels: channels, sampleRate: sampleRate))
    }
}
