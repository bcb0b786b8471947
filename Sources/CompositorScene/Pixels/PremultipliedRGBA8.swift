/// One pixel: red, green, blue already multiplied by alpha, 8 bits each, packed little-endian so
/// the bytes in memory read R, G, B, A.
package struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
    /// R in bits 0–7, G in 8–15, B in 16–23, A in 24–31.
    public var packed: UInt32

    public init(packed: UInt32) { self.packed = packed }

    /// Components must already be premultiplied: each of r, g, b ≤ a.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        packed = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    public static let transparent = PremultipliedRGBA8(packed: 0)

    public var r: UInt8 { UInt8(truncatingIfNeeded: packed) }
    public var g: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
    public var b: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
    public var a: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }

    public var isOpaque: Bool { a == 255 }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
