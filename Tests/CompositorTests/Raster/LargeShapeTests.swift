import Testing
@testable import Compositor

/// Views larger than a million device pixels a side are drawn (the part a pixmap shows), not
/// dropped: `RoundedRectCoverage.trimmed` cuts them down with the same coverage.
@Suite struct LargeShapeTests {
    /// Coverage of every pixel of a 64×64 area.
    static func coverages(_ shape: RoundedRectCoverage) -> [Int32] {
        (0..<64).flatMap { y in (0..<64).map { x in shape.coverage(x: x, y: y) } }
    }

    /// A shape just small enough to be taken whole, and the same shape trimmed to a 4096-pixel
    /// window, agree on every visible pixel: a rounded corner, a rotated corner and a flipped
    /// one in view.
    @Test(arguments: [
        AffineTransform.translation(-699_980, -699_970),
        AffineTransform.rotation(0.3).concatenating(.translation(20, 10)),
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 40, ty: -699_960).concatenating(.scale(1.25, 1.25)),
    ])
    func trimmingKeepsTheCoverage(_ transform: AffineTransform) throws {
        let size = Size(width: 700_000, height: 700_000)
        let whole = try #require(RoundedRectCoverage(size: size, cornerRadius: 37.5, transform: transform))
        let inverse = try #require(transform.inverted())
        let (kept, radius, moved) = try #require(RoundedRectCoverage.trimmed(size: size, cornerRadius: 37.5, transform: transform, inverse: inverse, reach: 4096))
        #expect(kept.width < size.width || kept.height < size.height)
        let trimmed = try #require(RoundedRectCoverage(size: kept, cornerRadius: radius, transform: moved))
        #expect(Self.coverages(trimmed) == Self.coverages(whole))
        #expect(Self.coverages(whole).contains { $0 > 0 } && Self.coverages(whole).contains { $0 < 256 })
    }

    /// The corner measured in doubles (radii past 2¹⁹ px) equals the integer one wherever both
    /// are exact (squares under 2⁵³: radii under 2¹⁴ px).
    @Test func largeCornerEqualsIntegerCorner() throws {
        let shape = try #require(RoundedRectCoverage(size: Size(width: 30_000, height: 24_000), cornerRadius: 10_000,
                                                     transform: .identity))
        var seed: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let qx = Int64(seed >> 22) % shape.rx, qy = Int64((seed >> 3) & 0xFFFF_FFFF_FFF) % shape.ry
            #expect(shape.largeCornerCoverage(qx, qy) == shape.cornerCoverage(qx, qy))
        }
    }

    /// Issue 50, item 9: a 208-pt view scaled ×1000 at scale 8 (1 664 000 px a side) fills the canvas.
    @Test func aViewScaledPastAMillionPixelsIsDrawn() throws {
        let view = View(frame: Rect(x: -94, y: -94, width: 208, height: 208), transform: ViewTransform(scaleX: 1000, scaleY: 1000),
                        backgroundColor: RasterFixtures.hex("#FF0000"), cornerRadius: 20)
        let p = try RasterFixtures.renderer(20, 20, scale: 8).render([view])
        for (x, y) in [(0, 0), (80, 80), (159, 159), (0, 159)] {
            #expect(p[x, y] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255), "(\(x), \(y))")
        }
    }

    /// Issue 50, item 9: a view turned in perspective (`rotationY`) wider than the largest
    /// offscreen layer (1200 pt at 8x: 9600 px > 8192) is drawn from a layer of that side, not
    /// skipped: the canvas's middle shows its red, the rows above and below it stay white.
    @Test func aViewTurnedInPerspectivePastTheLayerLimitIsDrawn() throws {
        let view = View(frame: Rect(x: -590, y: 5, width: 1200, height: 10), transform: ViewTransform(rotationY: 0.17),
                        backgroundColor: RasterFixtures.hex("#FF0000"))
        let p = try RasterFixtures.renderer(20, 20, scale: 8).render([view])
        #expect(p[80, 80] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(p[80, 2] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(p[80, 157] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// A rounded corner 560 000 px in radius (measured in doubles) is drawn where it crosses
    /// the canvas.
    @Test func aHugeCornerCrossingTheCanvasIsDrawn() throws {
        // A 200 000-pt square with a 70 000-pt corner, at 8x; the corner's arc crosses the
        // canvas's diagonal at (10, 10) pt.
        let r = 70_000.0, inset = r - r / 2.squareRoot()  // the arc's point on the diagonal
        let view = View(frame: Rect(x: -inset + 10, y: -inset + 10, width: 200_000, height: 200_000),
                        backgroundColor: RasterFixtures.hex("#FF0000"), cornerRadius: r)
        let p = try RasterFixtures.renderer(20, 20, scale: 8).render([view])
        #expect(p[150, 150].g == 0)       // inside the arc: red
        #expect(p[10, 10] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))  // outside: white
    }
}
