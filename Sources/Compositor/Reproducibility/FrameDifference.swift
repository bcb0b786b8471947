import CompositorScene

/// Where and how much two frames of the same size differ, and a picture of it for people.
///
/// The picture shows unchanged pixels as a dark grey copy of the actual frame (for context) and
/// changed pixels bright: pink for a one-step change, pure red from 32 steps up, so even a
/// single pixel off by one is easy to spot.
package struct FrameDifference: Sendable {
    /// Pixels where any of R, G, B, A differ.
    public let differingPixels: Int
    /// The largest difference of one channel, 0...255.
    public let maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel, `nil` when none differs.
    public let bounds: IntRect?
    /// The visualization, the frames' size, opaque.
    public let image: Pixmap

    /// Compares two frames of the same size (`nil` if their sizes differ).
    public init?(expected: Pixmap, actual: Pixmap) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var image = Pixmap(width: actual.width, height: actual.height)
        var count = 0, maxDelta = 0
        var box = IntRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        let width = actual.width
        for i in 0..<actual.pixels.count {
            let e = expected.pixels[i], a = actual.pixels[i]
            if e == a {
                let p = PremultipliedRGBA8(packed: a)
                let grey = UInt8((Int(p.r) + 2 * Int(p.g) + Int(p.b)) / 12)
                image.pixels[i] = PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255).packed
                continue
            }
            var delta = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                delta = max(delta, abs(Int(e >> UInt32(shift) & 0xFF) - Int(a >> UInt32(shift) & 0xFF)))
            }
            count += 1
            maxDelta = max(maxDelta, delta)
            let (x, y) = (i % width, i / width)
            box = IntRect(x0: min(box.x0, x), y0: min(box.y0, y), x1: max(box.x1, x + 1), y1: max(box.y1, y + 1))
            let fade = UInt8(255 - min(255, 8 * delta))
            image.pixels[i] = PremultipliedRGBA8(r: 255, g: fade, b: fade, a: 255).packed
        }
        differingPixels = count
        maxChannelDelta = maxDelta
        bounds = count > 0 ? box : nil
        self.image = image
    }

    /// "12 pixels differ (largest channel difference 1) in x 8..<31, y 8..<23".
    public var summary: String {
        guard let bounds else { return "no pixel differs" }
        let noun = differingPixels == 1 ? "pixel differs" : "pixels differ"
        return "\(differingPixels) \(noun) (largest channel difference \(maxChannelDelta)) "
            + "in x \(bounds.x0)..<\(bounds.x1), y \(bounds.y0)..<\(bounds.y1)"
    }
}
