import Testing
@testable import Compositor

@Suite struct RoundedRectCoverageTests {
    /// A rectangle in device pixels drawn opaque white over black; returns the red channel.
    func render(_ rect: Rect, radius: Double = 0, transform: AffineTransform = .identity, width: Int = 32, height: Int = 32) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height, fill: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let t = AffineTransform.translation(rect.minX, rect.minY).concatenating(transform)
        let shape = RoundedRectCoverage(size: rect.size, cornerRadius: radius, transform: t)!
        pixmap.fill(shape, color: Color.white.premultiplied(), clip: pixmap.bounds)
        return pixmap
    }

    @Test func edgeAtHalfPixelGivesHalfCoverage() {
        // Right edge at x = 10.5: pixel 10 spans [10, 11), half inside.
        let p = render(Rect(x: 2, y: 2, width: 8.5, height: 10))
        #expect(p[9, 5].r == 255)
        #expect(p[10, 5].r == 128)  // 0.5 coverage of 255 → 127.5 → rounds to 128
        #expect(p[11, 5].r == 0)
    }

    @Test func subpixelSliverCoversByItsWidth() {
        // A sliver 0.25 px wide inside pixel 5: coverage 0.25 → 64.
        let p = render(Rect(x: 5.25, y: 0, width: 0.25, height: 32))
        #expect(p[5, 10].r == 64)
        #expect(p[4, 10].r == 0 && p[6, 10].r == 0)
    }

    @Test func opaqueInteriorIsExactAndOutsideUntouched() {
        let p = render(Rect(x: 4, y: 4, width: 20, height: 20), radius: 6)
        #expect(p[14, 14].r == 255)
        #expect(p[4, 14].r == 255)     // on the straight edge, fully inside
        #expect(p[4, 4].r == 0)        // the corner pixel is outside the arc
        #expect(p[3, 14].r == 0)
        // The corner is symmetric.
        #expect(p[5, 5] == p[22, 5] && p[5, 5] == p[5, 22] && p[5, 5] == p[22, 22])
    }

    @Test func rotatedSquareIsSymmetric() {
        // A square rotated 45° about its center: the result is mirror-symmetric both ways.
        let size = 12.0
        let t = AffineTransform.translation(-size / 2, -size / 2)
            .concatenating(.rotation(Double.pi / 4))
            .concatenating(.translation(16, 16))
        var p = Pixmap(width: 32, height: 32, fill: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        p.fill(RoundedRectCoverage(size: Size(width: size, height: size), cornerRadius: 0, transform: t)!,
               color: Color.white.premultiplied(), clip: p.bounds)
        var asymmetric = 0
        for y in 0..<32 { for x in 0..<32 where p[x, y] != p[31 - x, y] || p[x, y] != p[x, 31 - y] { asymmetric += 1 } }
        #expect(asymmetric == 0)
        #expect(p[16, 16].r == 255)
        #expect(p[16, 7].r > 0 && p[16, 7].r < 255)  // the top vertex at y ≈ 7.5 is anti-aliased
    }

    /// The span path (with its steady rows: a rectangle without corners is filled alike on
    /// every row it covers fully, worked out once; and corner rows bisected for their full and
    /// clear runs) equals the per-pixel path, flipped shapes and shapes cut by the edges included.
    @Test func spanPathEqualsGeneralPath() {
        var rng = SplitMix64(seed: 42)
        for round in 0..<600 {
            let w = rng.double(0.2, 40), h = rng.double(0.2, 40)
            let t = AffineTransform.scale(rng.double(0.3, 3) * (round % 5 == 4 ? -1 : 1), rng.double(0.3, 3) * (round % 7 == 6 ? -1 : 1))
                .concatenating(.translation(rng.double(-10, 40), rng.double(-10, 40)))
            let radius = round % 3 == 0 ? 0 : rng.double(0, 12)
            guard let shape = RoundedRectCoverage(size: Size(width: w, height: h), cornerRadius: radius, transform: t) else { continue }
            #expect(shape.isAxisAligned)
            let color = Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1), alpha: rng.double(0.1, 1)).premultiplied()
            let base = PremultipliedRGBA8(packed: UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000)
            var fast = Pixmap(width: 48, height: 48, fill: base), general = fast
            let area = shape.bounds.intersection(fast.bounds)
            guard !area.isEmpty else { continue }
            fast.fillAxisAligned(shape, color: color.packed, area: area)
            general.fillGeneral(shape, color: color.packed, area: area)
            #expect(fast == general)
        }
    }

    @Test func degenerateShapesDrawNothing() {
        #expect(RoundedRectCoverage(size: Size(width: 0, height: 5), cornerRadius: 0, transform: .identity) == nil)
        #expect(RoundedRectCoverage(size: Size(width: 5, height: 5), cornerRadius: 0, transform: .scale(0, 1)) == nil)
        #expect(RoundedRectCoverage(size: Size(width: .nan, height: 5), cornerRadius: 0, transform: .identity) == nil)
    }
}

@Suite struct CornerCoverageShortcutTests {
    @Test func shortcutEqualsSquareRootEverywhere() {
        // Corner coverage skips the square root away from the arc; it must equal the formula.
        var rng = SplitMix64(seed: 0x5EED_0008)
        for _ in 0..<20_000 {
            let radius = rng.double(0.1, 300), scaleY = rng.next() % 3 == 0 ? rng.double(0.5, 2) : 1
            guard let shape = RoundedRectCoverage(size: Size(width: 2 * radius + 10, height: 2 * radius * scaleY + 10), cornerRadius: radius,
                                                  transform: .scale(1, scaleY)) else { continue }
            let qx = Int64(rng.double(0, radius * 1.6) * Double(RoundedRectCoverage.one))
            let qy = Int64(rng.double(0, radius * scaleY * 1.6) * Double(RoundedRectCoverage.one))
            let x = qx >> 12, r = shape.rx >> 12
            let y = shape.rx == shape.ry ? qy >> 12 : (qy >> 12) &* r / max(shape.ry >> 12, 1)
            let distance = Int64(Double(x * x + y * y).squareRoot()) - r
            let expected = Int32(min(max((1 << 11) - distance, 0), 1 << 12) >> 4)
            #expect(shape.cornerCoverage(qx, qy) == expected)
        }
    }

    /// Rows of coverage (`coverageRow`, and `multiplyRow` over random coverage) of unrotated
    /// shapes — fractional edges, circular and elliptical corners, flipped — equal
    /// `coverage(x:y:)` pixel by pixel: the aligned-row path works the row's terms out once.
    @Test func rowsEqualPerPixelCoverage() {
        var rng = SplitMix64(seed: 0x5EED_0033)
        for round in 0..<300 {
            let sx = rng.double(0.5, 3) * (round % 5 == 0 ? -1 : 1), sy = rng.double(0.5, 3)
            let size = Size(width: rng.double(1, 30), height: rng.double(1, 30))
            let t = AffineTransform.scale(sx, sy).concatenating(.translation(rng.double(-5, 60), rng.double(-5, 60)))
            guard let shape = RoundedRectCoverage(size: size, cornerRadius: rng.double(0, 12), transform: t) else { continue }
            #expect(shape.isAxisAligned)
            let x0 = shape.bounds.x0 - 2, x1 = shape.bounds.x1 + 2
            for y in (shape.bounds.y0 - 1)...(shape.bounds.y1) {
                var row = [Int32](repeating: -1, count: x1 - x0)
                row.withUnsafeMutableBufferPointer { shape.coverageRow(y: y, from: x0, to: x1, into: $0.baseAddress!) }
                #expect(row == (x0..<x1).map { shape.coverage(x: $0, y: y) }, "round \(round) row \(y)")
                let start = (x0..<x1).map { _ in Int32(rng.next() % 257) }
                var product = start
                product.withUnsafeMutableBufferPointer { shape.multiplyRow(y: y, from: x0, to: x1, into: $0.baseAddress!) }
                let expected = (x0..<x1).map { x -> Int32 in
                    let c = start[x - x0], k = shape.coverage(x: x, y: y)
                    return c == 0 ? 0 : k == 256 ? c : (c &* k &+ 128) >> 8
                }
                #expect(product == expected, "round \(round) row \(y)")
            }
        }
    }
}

@Suite struct CoversFullyTests {
    /// `coversFully` (four corner pixels) says exactly whether every pixel of a rectangle has
    /// coverage 256, for rounded, elliptical, fractional and flipped shapes; rotated shapes
    /// never claim it.
    @Test func fourCornersDecideForEveryPixel() {
        var rng = SplitMix64(seed: 0x5EED_0034)
        var covered = 0
        for round in 0..<400 {
            let sx = rng.double(0.5, 3) * (round % 7 == 0 ? -1 : 1), sy = rng.double(0.5, 3)
            let t = AffineTransform.scale(sx, sy).concatenating(.translation(rng.double(0, 40), rng.double(0, 40)))
            guard let shape = RoundedRectCoverage(size: Size(width: rng.double(1, 30), height: rng.double(1, 30)),
                                                  cornerRadius: round % 3 == 0 ? 0 : rng.double(0, 12), transform: t) else { continue }
            // Half the rectangles inside the shape's bounds, so that some are covered.
            let b = shape.bounds, inside = round % 2 == 0 && b.width > 2 && b.height > 2
            let x0 = inside ? b.x0 + Int(rng.next() % UInt64(b.width)) : Int(rng.next() % 60)
            let y0 = inside ? b.y0 + Int(rng.next() % UInt64(b.height)) : Int(rng.next() % 60)
            let area = IntRect(x0: x0, y0: y0, x1: x0 + 1 + Int(rng.next() % (inside ? 8 : 30)), y1: y0 + 1 + Int(rng.next() % (inside ? 8 : 30)))
            var every = true
            for y in area.y0..<area.y1 { for x in area.x0..<area.x1 where shape.coverage(x: x, y: y) != 256 { every = false } }
            #expect(shape.coversFully(area) == every, "round \(round)")
            if every { covered += 1 }
        }
        #expect(covered > 20, "the rounds include fully covered rectangles")
        let rotated = RoundedRectCoverage(size: Size(width: 40, height: 40), cornerRadius: 0,
                                          transform: AffineTransform.rotation(0.1).concatenating(.translation(20, 0)))!
        #expect(!rotated.coversFully(IntRect(x0: 20, y0: 10, x1: 22, y1: 12)))
    }
}
