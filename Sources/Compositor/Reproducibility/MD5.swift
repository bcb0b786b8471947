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

    /// One 64-byte block into the state: RFC 1321's 64 steps, unrolled (the rounds' functions,
    /// message word order, constants ⌊2³² · |sin(i + 1)|⌋ and shifts are spelled out, so no
    /// table, branch or libm call runs per step).
    private mutating func compress(_ block: UnsafeRawPointer) {
        func word(_ n: Int) -> UInt32 { UInt32(littleEndian: block.loadUnaligned(fromByteOffset: 4 * n, as: UInt32.self)) }
        let m0 = word(0), m1 = word(1), m2 = word(2), m3 = word(3), m4 = word(4), m5 = word(5), m6 = word(6), m7 = word(7)
        let m8 = word(8), m9 = word(9), m10 = word(10), m11 = word(11), m12 = word(12), m13 = word(13), m14 = word(14), m15 = word(15)
        var (a, b, c, d) = state
        a = MD5.f(a, b, c, d, m0, 0xD76AA478, 7)
        d = MD5.f(d, a, b, c, m1, 0xE8C7B756, 12)
        c = MD5.f(c, d, a, b, m2, 0x242070DB, 17)
        b = MD5.f(b, c, d, a, m3, 0xC1BDCEEE, 22)
        a = MD5.f(a, b, c, d, m4, 0xF57C0FAF, 7)
        d = MD5.f(d, a, b, c, m5, 0x4787C62A, 12)
        c = MD5.f(c, d, a, b, m6, 0xA8304613, 17)
        b = MD5.f(b, c, d, a, m7, 0xFD469501, 22)
        a = MD5.f(a, b, c, d, m8, 0x698098D8, 7)
        d = MD5.f(d, a, b, c, m9, 0x8B44F7AF, 12)
        c = MD5.f(c, d, a, b, m10, 0xFFFF5BB1, 17)
        b = MD5.f(b, c, d, a, m11, 0x895CD7BE, 22)
        a = MD5.f(a, b, c, d, m12, 0x6B901122, 7)
        d = MD5.f(d, a, b, c, m13, 0xFD987193, 12)
        c = MD5.f(c, d, a, b, m14, 0xA679438E, 17)
        b = MD5.f(b, c, d, a, m15, 0x49B40821, 22)
        a = MD5.g(a, b, c, d, m1, 0xF61E2562, 5)
        d = MD5.g(d, a, b, c, m6, 0xC040B340, 9)
        c = MD5.g(c, d, a, b, m11, 0x265E5A51, 14)
        b = MD5.g(b, c, d, a, m0, 0xE9B6C7AA, 20)
        a = MD5.g(a, b, c, d, m5, 0xD62F105D, 5)
        d = MD5.g(d, a, b, c, m10, 0x02441453, 9)
        c = MD5.g(c, d, a, b, m15, 0xD8A1E681, 14)
        b = MD5.g(b, c, d, a, m4, 0xE7D3FBC8, 20)
        a = MD5.g(a, b, c, d, m9, 0x21E1CDE6, 5)
        d = MD5.g(d, a, b, c, m14, 0xC33707D6, 9)
        c = MD5.g(c, d, a, b, m3, 0xF4D50D87, 14)
        b = MD5.g(b, c, d, a, m8, 0x455A14ED, 20)
        a = MD5.g(a, b, c, d, m13, 0xA9E3E905, 5)
        d = MD5.g(d, a, b, c, m2, 0xFCEFA3F8, 9)
        c = MD5.g(c, d, a, b, m7, 0x676F02D9, 14)
        b = MD5.g(b, c, d, a, m12, 0x8D2A4C8A, 20)
        a = MD5.h(a, b, c, d, m5, 0xFFFA3942, 4)
        d = MD5.h(d, a, b, c, m8, 0x8771F681, 11)
        c = MD5.h(c, d, a, b, m11, 0x6D9D6122, 16)
        b = MD5.h(b, c, d, a, m14, 0xFDE5380C, 23)
        a = MD5.h(a, b, c, d, m1, 0xA4BEEA44, 4)
        d = MD5.h(d, a, b, c, m4, 0x4BDECFA9, 11)
        c = MD5.h(c, d, a, b, m7, 0xF6BB4B60, 16)
        b = MD5.h(b, c, d, a, m10, 0xBEBFBC70, 23)
        a = MD5.h(a, b, c, d, m13, 0x289B7EC6, 4)
        d = MD5.h(d, a, b, c, m0, 0xEAA127FA, 11)
        c = MD5.h(c, d, a, b, m3, 0xD4EF3085, 16)
        b = MD5.h(b, c, d, a, m6, 0x04881D05, 23)
        a = MD5.h(a, b, c, d, m9, 0xD9D4D039, 4)
        d = MD5.h(d, a, b, c, m12, 0xE6DB99E5, 11)
        c = MD5.h(c, d, a, b, m15, 0x1FA27CF8, 16)
        b = MD5.h(b, c, d, a, m2, 0xC4AC5665, 23)
        a = MD5.i(a, b, c, d, m0, 0xF4292244, 6)
        d = MD5.i(d, a, b, c, m7, 0x432AFF97, 10)
        c = MD5.i(c, d, a, b, m14, 0xAB9423A7, 15)
        b = MD5.i(b, c, d, a, m5, 0xFC93A039, 21)
        a = MD5.i(a, b, c, d, m12, 0x655B59C3, 6)
        d = MD5.i(d, a, b, c, m3, 0x8F0CCC92, 10)
        c = MD5.i(c, d, a, b, m10, 0xFFEFF47D, 15)
        b = MD5.i(b, c, d, a, m1, 0x85845DD1, 21)
        a = MD5.i(a, b, c, d, m8, 0x6FA87E4F, 6)
        d = MD5.i(d, a, b, c, m15, 0xFE2CE6E0, 10)
        c = MD5.i(c, d, a, b, m6, 0xA3014314, 15)
        b = MD5.i(b, c, d, a, m13, 0x4E0811A1, 21)
        a = MD5.i(a, b, c, d, m4, 0xF7537E82, 6)
        d = MD5.i(d, a, b, c, m11, 0xBD3AF235, 10)
        c = MD5.i(c, d, a, b, m2, 0x2AD7D2BB, 15)
        b = MD5.i(b, c, d, a, m9, 0xEB86D391, 21)
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }

    @inline(__always) private static func step(_ a: UInt32, _ b: UInt32, _ mixed: UInt32, _ m: UInt32, _ k: UInt32, _ s: UInt32) -> UInt32 {
        let x = a &+ mixed &+ m &+ k
        return b &+ (x << s | x >> (32 - s))
    }

    @inline(__always) private static func f(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ m: UInt32, _ k: UInt32, _ s: UInt32) -> UInt32 {
        step(a, b, d ^ (b & (c ^ d)), m, k, s)
    }

    @inline(__always) private static func g(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ m: UInt32, _ k: UInt32, _ s: UInt32) -> UInt32 {
        step(a, b, c ^ (d & (b ^ c)), m, k, s)
    }

    @inline(__always) private static func h(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ m: UInt32, _ k: UInt32, _ s: UInt32) -> UInt32 {
        step(a, b, b ^ c ^ d, m, k, s)
    }

    @inline(__always) private static func i(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ m: UInt32, _ k: UInt32, _ s: UInt32) -> UInt32 {
        step(a, b, c ^ (b | ~d), m, k, s)
    }
}
