/// MD5 (RFC 1321), streaming, in plain integer arithmetic: the frame hash of FFmpeg's framemd5
/// format, so a clip's frame hashes can be compared with `ffmpeg -f framemd5` on the same bytes.
///
/// Written here rather than taken from libavutil so hashing depends on nothing but this file
/// (the encoder's library version must not change a frame hash). MD5 is no security measure
/// here, only a fingerprint of the picture.
struct MD5 {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
    /// Bytes hashed so far.
    private var length: UInt64 = 0
    /// A partial block waiting for more input (fewer than 64 bytes).
    private var pending: [UInt8] = []

    init() { pending.reserveCapacity(64) }

    /// The 32 lowercase hex digits of the MD5 of `bytes`.
    static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        var md5 = MD5()
        md5.update(bytes)
        return md5.hexDigest()
    }

    /// Hashes `bytes` after everything given before.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var base = bytes.baseAddress else { return }
        var count = bytes.count
        length &+= UInt64(count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            base += take
            count -= take
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0.baseAddress!) }
            pending.removeAll(keepingCapacity: true)
        }
        while count >= 64 {
            compress(base)
            base += 64
            count -= 64
        }
        if count > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: count)) }
    }

    /// Pads, finishes and returns the digest as 32 lowercase hex digits.
    func hexDigest() -> String {
        var copy = self
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        for shift in stride(from: 0, to: 64, by: 8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { copy.update($0) }
        let words = [copy.state.0, copy.state.1, copy.state.2, copy.state.3]
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for word in words {
            for byte in 0..<4 {
                let value = Int(word >> UInt32(8 * byte) & 0xFF)
                text.append(digits[value >> 4])
                text.append(digits[value & 0xF])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Per-step left-rotation amounts, four per round.
    private static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
    /// ⌊2³² · |sin(i + 1)|⌋, the RFC's table (constants, so no libm at run time).
    private static let sines: [UInt32] = [
        0xD76A_A478, 0xE8C7_B756, 0x2420_70DB, 0xC1BD_CEEE, 0xF57C_0FAF, 0x4787_C62A, 0xA830_4613, 0xFD46_9501,
        0x6980_98D8, 0x8B44_F7AF, 0xFFFF_5BB1, 0x895C_D7BE, 0x6B90_1122, 0xFD98_7193, 0xA679_438E, 0x49B4_0821,
        0xF61E_2562, 0xC040_B340, 0x265E_5A51, 0xE9B6_C7AA, 0xD62F_105D, 0x0244_1453, 0xD8A1_E681, 0xE7D3_FBC8,
        0x21E1_CDE6, 0xC337_07D6, 0xF4D5_0D87, 0x455A_14ED, 0xA9E3_E905, 0xFCEF_A3F8, 0x676F_02D9, 0x8D2A_4C8A,
        0xFFFA_3942, 0x8771_F681, 0x6D9D_6122, 0xFDE5_380C, 0xA4BE_EA44, 0x4BDE_CFA9, 0xF6BB_4B60, 0xBEBF_BC70,
        0x289B_7EC6, 0xEAA1_27FA, 0xD4EF_3085, 0x0488_1D05, 0xD9D4_D039, 0xE6DB_99E5, 0x1FA2_7CF8, 0xC4AC_5665,
        0xF429_2244, 0x432A_FF97, 0xAB94_23A7, 0xFC93_A039, 0x655B_59C3, 0x8F0C_CC92, 0xFFEF_F47D, 0x8584_5DD1,
        0x6FA8_7E4F, 0xFE2C_E6E0, 0xA301_4314, 0x4E08_11A1, 0xF753_7E82, 0xBD3A_F235, 0x2AD7_D2BB, 0xEB86_D391,
    ]

    /// One 64-byte block into the state.
    private mutating func compress(_ block: UnsafeRawPointer) {
        var m = (UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
                 UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        withUnsafeMutableBytes(of: &m) { words in
            words.copyMemory(from: UnsafeRawBufferPointer(start: block, count: 64))
        }
        withUnsafeBytes(of: &m) { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var (a, b, c, d) = state
            MD5.sines.withUnsafeBufferPointer { k in
                MD5.shifts.withUnsafeBufferPointer { s in
                    for i in 0..<64 {
                        var f: UInt32, g: Int
                        switch i >> 4 {
                        case 0: f = (b & c) | (~b & d); g = i
                        case 1: f = (d & b) | (~d & c); g = (5 &* i &+ 1) & 15
                        case 2: f = b ^ c ^ d; g = (3 &* i &+ 5) & 15
                        default: f = c ^ (b | ~d); g = (7 &* i) & 15
                        }
                        f = f &+ a &+ k[i] &+ UInt32(littleEndian: words[g])
                        a = d; d = c; c = b
                        let r = s[(i >> 4) << 2 | i & 3]
                        b = b &+ (f << r | f >> (32 - r))
                    }
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
    }
}
