import Testing
@testable import Compositor
@testable import CompositorScene

/// The shadow blur's 32-bit route (`ShadowBlur.blurNarrow`) against its 64-bit route
/// (`blurWide`): the same values for random masks and every blur the narrow route takes, up to
/// its bound (box widths multiplying to just under 65 536) and masks narrower than the boxes.
@Suite struct ShadowBlurNarrowTests {
    @Test func theNarrowSumsGiveTheWideBlur() {
        var rng = SplitMix64(seed: 0x5EED_0054)
        var narrow = 0
        for round in 0..<300 {
            // Sigmas from none to past the narrow route's bound (about 23 pixels), masks from one
            // value to wider than the boxes, solid runs as a shape has and random values.
            let sigma = round % 10 == 0 ? 19 + Double(rng.next() % 400) / 100 : Double(rng.next() % 1900) / 100
            let boxes = ShadowBlur.boxes(sigma: sigma)
            let width = 1 + Int(rng.next() % 90), height = 1 + Int(rng.next() % 70)
            let mask = (0..<(width * height)).map { i -> UInt8 in
                let x = i % width, y = i / width
                switch round % 3 {
                case 0: return UInt8(truncatingIfNeeded: rng.next())
                case 1: return x > width / 4 && x < 3 * width / 4 && y > height / 4 && y < 3 * height / 4 ? 255 : 0
                default: return rng.next() % 4 == 0 ? 255 : UInt8(truncatingIfNeeded: rng.next() % 256)
                }
            }
            if ShadowBlur.fitsNarrowSums(total: boxes.reduce(1) { $0 * Int64($1) }) { narrow += 1 }
            #expect(ShadowBlur.blur(mask, width: width, height: height, boxes: boxes)
                    == ShadowBlur.blurWide(mask, width: width, height: height, boxes: boxes), "round \(round), boxes \(boxes)")
        }
        // Most rounds take the narrow route; the last tenth's largest sigmas may not.
        #expect(narrow >= 250)
    }

    @Test func theBoundIsWhereASumCouldReach2To32() {
        // Full values (255) through boxes multiplying to the bound's last fitting product: the
        // largest numerator, 65 408 · product, stays under 2³².
        #expect(ShadowBlur.fitsNarrowSums(total: 65_535))
        #expect(!ShadowBlur.fitsNarrowSums(total: 65_536))
        let boxes = [39, 41, 41]  // 65 559: past the bound, so the wide route
        #expect(!ShadowBlur.fitsNarrowSums(total: boxes.reduce(1) { $0 * Int64($1) }))
        let full = [UInt8](repeating: 255, count: 120 * 120)
        let fitting = [39, 39, 43]  // 65 403
        #expect(ShadowBlur.fitsNarrowSums(total: fitting.reduce(1) { $0 * Int64($1) }))
        #expect(ShadowBlur.blur(full, width: 120, height: 120, boxes: fitting) == ShadowBlur.blurWide(full, width: 120, height: 120, boxes: fitting))
    }

    @Test func aRowNarrowerThanTheWindowSumsAsTheWideRow() {
        for count in 1...12 {
            for r in 0...8 {
                let values = (0..<count).map { UInt32(1 + $0 * 7 % 11) }
                var narrow = [UInt32](repeating: 0, count: count)
                var wide = [Int64](repeating: 0, count: count)
                var source = values.map(Int64.init)
                values.withUnsafeBufferPointer { src in
                    narrow.withUnsafeMutableBufferPointer { ShadowBlur.boxRowNarrow(src.baseAddress!, $0.baseAddress!, count: count, radius: r) }
                }
                source.withUnsafeMutableBufferPointer { src in
                    wide.withUnsafeMutableBufferPointer { ShadowBlur.boxRow(src.baseAddress!, $0.baseAddress!, count: count, radius: r) }
                }
                #expect(narrow.map(Int64.init) == wide, "count \(count), radius \(r)")
            }
        }
    }
}
