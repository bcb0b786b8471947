import Testing
@testable import Compositor
@testable import CompositorRaster
@testable import CompositorScene

/// `ShadowMask.coverage` works out an axis-aligned shape's solid columns and rows once and
/// copies them (issue 51: the sheet's mini player takes a new mask at every frame it rises by a
/// fraction of a pixel); every value must be `shape.coverage` at its pixel, as computing each.
@Suite struct ShadowMaskCoverageTests {
    /// Per-pixel coverage at the kept columns and rows: the reference.
    static func reference(_ shape: RoundedRectCoverage, area: IntRect, columns: [Int], rows: [Int]) -> [UInt8] {
        rows.flatMap { y in
            columns.map { x in UInt8(truncatingIfNeeded: (shape.coverage(x: area.x0 + x, y: area.y0 + y) &* 255 &+ 128) >> 8) }
        }
    }

    @Test func copiedSolidRunsEqualPerPixelCoverage() {
        var rng = SplitMix64(seed: 0x5EED_0751)
        var copied = 0
        for round in 0..<300 {
            // Cards from a few points to a phone-wide mini player at 1×–3×, at fractional
            // positions, square or rounded, some rotated (then nothing is copied).
            let scale = rng.double(1, 3)
            let size = Size(width: rng.double(2, 400), height: rng.double(2, 120))
            var t = AffineTransform.scale(scale, scale)
            if round % 7 == 0 { t = t.concatenating(.rotation(rng.double(-0.5, 0.5))) }
            t = t.concatenating(.translation(rng.double(-20, 40), rng.double(-20, 40)))
            guard let shape = RoundedRectCoverage(size: size, cornerRadius: rng.next() % 4 == 0 ? 0 : rng.double(0, 30), transform: t)
            else { continue }
            let boxes = ShadowBlur.boxes(sigma: rng.double(0.5, 20))
            let reach = ShadowBlur.reach(boxes)
            let area = IntRect(x0: shape.bounds.x0 - reach, y0: shape.bounds.y0 - reach, x1: shape.bounds.x1 + reach, y1: shape.bounds.y1 + reach)
            let mask = ShadowMask(shape, area: area, boxes: boxes)
            let expected = Self.reference(shape, area: area, columns: mask.columns.kept, rows: mask.rows.kept)
            #expect(ShadowBlur.blur(expected, width: mask.columns.kept.count, height: mask.rows.kept.count, boxes: boxes) == mask.values,
                    "round \(round)")
            if shape.isAxisAligned && shape.solidRows(within: area).0 < shape.solidRows(within: area).1 { copied += 1 }
        }
        #expect(copied >= 100, "solid rows were copied in \(copied) rounds")
    }

    @Test func workedCaseCopiesTheMiddleRowAndColumn() {
        // A 10×6 px rectangle at (5, 5) without corners on a 20×16 area: rows 5..<11 are
        // solid (full coverage 255 on columns 5..<15), the rest 0; every value as computed alone.
        guard let shape = RoundedRectCoverage(size: Size(width: 10, height: 6), cornerRadius: 0, transform: .translation(5, 5)) else {
            Issue.record("no shape")
            return
        }
        let area = IntRect(x0: 0, y0: 0, x1: 20, y1: 16)
        let solid = (columns: 5..<15, rows: 5..<11)
        #expect(shape.solidColumns(within: area) == (5, 15))
        #expect(shape.solidRows(within: area) == (5, 11))
        let values = ShadowMask.coverage(shape, area: area, columns: Array(0..<20), rows: Array(0..<16), solid: solid)
        for y in 0..<16 {
            for x in 0..<20 {
                #expect(values[y * 20 + x] == (solid.columns.contains(x) && solid.rows.contains(y) ? 255 : 0), "(\(x), \(y))")
            }
        }
    }
}
