import CompositorScene

/// Where and how much two frames of the same size differ, and a picture of it for people.
///
/// The picture shows unchanged pixels as a dark grey copy of the actual frame (for context, at
/// most 63 of 255) and amplifies the changes so the smallest one shows: each changed channel is
/// drawn at its difference times `gain` (chosen so the largest difference reaches 255: ×255
/// for a one-level change), at least 128, in its own colour — a change in red shows red, in
/// blue blue, in red and green yellow; a change in alpha alone shows white. So a frame where
/// one card is one level redder has a pure red card on a dark grey frame.
package struct FrameDifference: Sendable {
    /// Pixels where any of R, G, B, A differ.
    public let differingPixels: Int
    /// The largest difference of one channel, 0...255.
    public let maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel, `nil` when none differs.
    public let bounds: IntRect?
    /// How much the picture multiplies a difference: 255 / `maxChannelDelta` (at least 1).
    public let gain: Int
    /// The visualization, the frames' size, opaque.
    public let image: Pixmap

    /// The brightness a changed channel has at least, however small its change.
    static let floor = 128

    /// Compares two frames of the same size (`nil` if their sizes differ).
    public init?(expected: Pixmap, actual: Pixmap) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var image = Pixmap(width: actual.width, height: actual.height)
        var count = 0, maxDelta = 0
        var box = IntRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        let width = actual.width
        // First pass: where, how many and the largest difference (which sets the gain).
        for i in 0..<actual.pixels.count where expected.pixels[i] != actual.pixels[i] {
            let e = expected.pixels[i], a = actual.pixels[i]
            for shift in stride(from: 0, to: 32, by: 8) {
                maxDelta = max(maxDelta, abs(Int(e >> UInt32(shift) & 0xFF) - Int(a >> UInt32(shift) & 0xFF)))
            }
            count += 1
            let (x, y) = (i % width, i / width)
            box = IntRect(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: max(box.y1, y + 1))
        }
        let gain = max(1, 255 / max(1, maxDelta))
        for i in 0..<actual.pixels.count {
            let e = expected.pixels[i], a = actual.pixels[i]
            if e == a {
                let p = PremultipliedRGBA8(packed: a)
                let grey = UInt8((Int(p.r) + 2 * Int(p.g) + Int(p.b)) / 16)
                image.pixels[i] = PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255).packed
                continue
            }
            func shown(_ shift: UInt32) -> UInt8 {
                let d = abs(Int(e >> shift & 0xFF) - Int(a >> shift & 0xFF))
                return d == 0 ? 0 : UInt8(min(255, max(Self.floor, d * gain)))
            }
            let (r, g, b) = (shown(0), shown(8), shown(16))
            image.pixels[i] = r | g | b == 0
                ? PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255).packed
                : PremultipliedRGBA8(r: r, g: g, b: b, a: 255).packed
        }
        differingPixels = count
        maxChannelDelta = maxDelta
        bounds = count > 0 ? box : nil
        self.gain = gain
        self.image = image
    }

    /// "12 pixels differ (largest channel difference 1) in x 8..<31, y 8..<23".
    public var summary: String {
        guard let bounds else { return "no pixel differs" }
        let noun = differingPixels == 1 ? "pixel differs" : "pixels differ"
        return "\(differingPixels) \(noun) (largest channel difference \(maxChannelDelta)) "
            + "in x \(bounds.x0)..<\(bounds.x1), y \(bounds.y0)..<\(bounds.y1)"
    }

    /// What the picture shows: "the diff picture amplifies differences ×255 (changed channels
    /// at least 128 of 255; unchanged pixels dark grey)".
    public var pictureNote: String {
        "the diff picture amplifies differences ×\(gain) (each changed channel shown at its difference × \(gain), "
            + "at least \(Self.floor) of 255, in its own colour; unchanged pixels dark grey)"
    }
}
