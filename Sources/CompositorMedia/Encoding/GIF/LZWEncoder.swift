/// GIF's variable-width LZW (8-bit symbols, codes up to 12 bits, a clear code when the table
/// fills), written as the image data's sub-blocks of at most 255 bytes.
///
/// The string table is an open-addressed hash of (prefix code, next byte) → code, reset by a
/// generation stamp instead of clearing memory, so a clear costs nothing. Each slot is one
/// 64-bit word — generation (32 bits), key (prefix · 256 + byte, 20 bits), code (12 bits) — so a
/// probe is one load (three parallel arrays cost three cache misses a symbol, 44 % of a 1080p
/// GIF export's time), and the table is a power of two indexed by a multiplicative hash's top
/// bits (no division). How the table is hashed never changes the codes written.
struct LZWEncoder {
    private static let tableBits = 13
    private static let tableSize = 1 << tableBits  // > 4096 codes at < 50 % load
    private var slots = [UInt64](repeating: 0, count: tableSize)
    private var generation: UInt32 = 0

    /// Appends the LZW data of `indices` (minimum code size 8) to `out`: the code-size byte,
    /// the sub-blocks and the zero-length terminator.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let clear = 256, end = 257
        var bits = BitPacker(out: out)
        out = []
        var codeSize = 9, next = 258
        func reset() { generation &+= 1; codeSize = 9; next = 258 }
        reset()
        bits.put(clear, codeSize)
        guard !indices.isEmpty else { bits.put(end, codeSize); out = bits.finish(); return }
        var prefix = Int(indices[0])
        let mask = LZWEncoder.tableSize - 1, shift = UInt32(32 - LZWEncoder.tableBits)
        slots.withUnsafeMutableBufferPointer { slots in
            var stamp = UInt64(generation) << 32
            for i in 1..<indices.count {
                let symbol = Int(indices[i])
                let key = UInt32(prefix << 8 | symbol)
                let tagged = stamp | UInt64(key) << 12  // the slot's word without its code
                var slot = Int((key &* 2_654_435_761) >> shift)
                var found = -1
                while true {
                    let word = slots[slot]
                    if word & ~0xFFF == tagged { found = Int(word & 0xFFF); break }
                    if word >> 32 != stamp >> 32 { break }  // empty in this generation
                    slot = (slot + 1) & mask
                }
                if found >= 0 { prefix = found; continue }
                bits.put(prefix, codeSize)
                if next < 4096 {
                    slots[slot] = tagged | UInt64(next)
                    if next == 1 << codeSize { codeSize += 1 }
                    next += 1
                } else {
                    bits.put(clear, codeSize)
                    generation &+= 1; codeSize = 9; next = 258
                    stamp = UInt64(generation) << 32
                }
                prefix = symbol
            }
        }
        bits.put(prefix, codeSize)
        bits.put(end, codeSize)
        out = bits.finish()
    }
}

/// Packs codes least-significant bit first into GIF sub-blocks.
private struct BitPacker {
    var out: [UInt8]
    private var block: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var count = 0

    init(out: [UInt8]) {
        self.out = out
        self.out.append(8)  // minimum code size
        block.reserveCapacity(255)
    }

    mutating func put(_ code: Int, _ size: Int) {
        accumulator |= UInt64(code) << UInt64(count)
        count += size
        while count >= 8 {
            emit(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count -= 8
        }
    }

    private mutating func emit(_ byte: UInt8) {
        block.append(byte)
        if block.count == 255 { out.append(255); out += block; block.removeAll(keepingCapacity: true) }
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { emit(UInt8(truncatingIfNeeded: accumulator)); count = 0 }
        if !block.isEmpty { out.append(UInt8(block.count)); out += block }
        out.append(0)
        return out
    }
}
