import Glibc

/// Removes SEI NAL units (type 6) from an H.264 access unit.
///
/// libx264 puts a user-data SEI in the first packet that spells out "x264 - core NNN … options: …";
/// the product's files must not carry encoder or version strings, and x264 has no switch to
/// omit it. Handles Annex B (start codes, what libx264 emits through libavcodec) and 4-byte
/// length-prefixed (MP4-style) packets. Start codes cannot occur inside a NAL unit
/// (emulation prevention), so scanning for them is exact.
enum H264SEIFilter {
    static let seiType: UInt8 = 6

    /// The packet without its SEI units, or `nil` when it has none (the common case: no copy).
    static func removingSEI(from packet: UnsafeRawBufferPointer) -> [UInt8]? {
        let units = isAnnexB(packet) ? annexBUnits(packet) : lengthPrefixedUnits(packet)
        guard let units, units.contains(where: { $0.type & 0x1F == seiType }) else { return nil }
        var kept: [UInt8] = []
        kept.reserveCapacity(packet.count)
        for unit in units where unit.type & 0x1F != seiType { kept.append(contentsOf: packet[unit.range]) }
        return kept
    }

    /// A NAL unit with its start code or length prefix (`range`) and its header byte.
    private struct Unit { var range: Range<Int>; var type: UInt8 }

    private static func isAnnexB(_ b: UnsafeRawBufferPointer) -> Bool {
        (b.count >= 3 && b[0] == 0 && b[1] == 0 && b[2] == 1) || (b.count >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] == 1)
    }

    /// The units between start codes: each 00 00 01 (with a leading 00, a 4-byte start code),
    /// found by `memchr` for the 01 byte (this runs on the encoder's thread over every packet)
    /// and scanned from after the previous start code, as a byte-by-byte search would.
    private static func annexBUnits(_ b: UnsafeRawBufferPointer) -> [Unit]? {
        var starts: [(prefix: Int, header: Int)] = []
        guard let base = b.baseAddress else { return nil }
        var j = 2  // the lowest index the next start code's 01 may be at
        while j < b.count, let found = memchr(base + j, 1, b.count - j) {
            j = base.distance(to: UnsafeRawPointer(found))
            if b[j - 1] == 0 && b[j - 2] == 0 {
                let i = j - 2
                starts.append((i > 0 && b[i - 1] == 0 ? i - 1 : i, j + 1))
                j += 3
            } else {
                j += 1
            }
        }
        guard !starts.isEmpty else { return nil }
        return starts.indices.compactMap { n in
            let end = n + 1 < starts.count ? starts[n + 1].prefix : b.count
            guard starts[n].header < end else { return nil }
            return Unit(range: starts[n].prefix..<end, type: b[starts[n].header])
        }
    }

    private static func lengthPrefixedUnits(_ b: UnsafeRawBufferPointer) -> [Unit]? {
        var units: [Unit] = []
        var i = 0
        while i < b.count {
            guard i + 4 < b.count else { return nil }
            let length = (0..<4).reduce(0) { $0 << 8 | Int(b[i + $1]) }
            guard length > 0, i + 4 + length <= b.count else { return nil }
            units.append(Unit(range: i..<(i + 4 + length), type: b[i + 4]))
            i += 4 + length
        }
        return units
    }
}
