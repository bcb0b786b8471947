import Testing
@testable import Compositor
@testable import CompositorScene

/// A layer composited through a rectangle (`Pixmap.composite(_:atX:y:opacity:clip:)`, which
/// passes over clear stretches eight pixels a test) equals the per-pixel definition,
/// `over(scale(p, by: opacity), dst)` — for layers clear but for a few rows (a status bar's
/// store over the whole frame), speckled, and clear stretches of every length and alignment.
@Suite struct ClearStretchCompositeTests {
    @Test func aMostlyClearLayerCompositesAsEachPixelDefinesIt() {
        var rng = SplitMix64(seed: 0x5EED_0055)
        for round in 0..<200 {
            let (w, h) = (1 + Int(rng.next() % 70), 1 + Int(rng.next() % 30))
            var layer = Pixmap(width: w, height: h)
            for i in layer.pixels.indices {
                let inked: Bool
                switch round % 4 {
                case 0: inked = i / w < 3  // ink in the top rows only
                case 1: inked = rng.next() % 13 == 0  // speckled
                case 2: inked = (i % w) % 17 >= 11  // clear runs of 11 between inked ones
                default: inked = rng.next() % 2 == 0
                }
                guard inked else { continue }
                let a = rng.next() % 3 == 0 ? 255 : UInt32(rng.next() % 256)
                layer.pixels[i] = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
            }
            var target = Pixmap(width: 96, height: 48)
            for i in target.pixels.indices { target.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            let opacity = round % 3 == 0 ? 255 : UInt32(rng.next() % 256)
            let (x, y) = (Int(rng.next() % 40) - 8, Int(rng.next() % 24) - 4)
            let clip = IntRect(x0: Int(rng.next() % 10), y0: Int(rng.next() % 6), x1: 96 - Int(rng.next() % 10), y1: 48 - Int(rng.next() % 6))
            var expected = target
            for row in 0..<48 {
                for col in 0..<96 where col >= x && col < x + w && row >= y && row < y + h
                    && col >= clip.x0 && col < clip.x1 && row >= clip.y0 && row < clip.y1 {
                    let p = layer.pixels[(row - y) * w + col - x]
                    expected.pixels[row * 96 + col] = PixelMath.over(PixelMath.scale(p, by: opacity), expected.pixels[row * 96 + col])
                }
            }
            target.composite(layer, atX: x, y: y, opacity: opacity, clip: clip)
            #expect(target.pixels == expected.pixels, "round \(round)")
        }
    }
}
