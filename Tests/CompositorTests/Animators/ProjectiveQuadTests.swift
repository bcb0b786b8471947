import Testing
@testable import Compositor

@Suite struct ProjectiveQuadTests {
    static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        var p = Pixmap(width: width, height: height)
        for i in p.pixels.indices {
            let a = UInt32(rng.next() % 256)
            func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
            p.pixels[i] = c() | c() << 8 | c() << 16 | a << 24
        }
        return p
    }

    /// A quad equal to the source rectangle samples every texel at its center, fully covered:
    /// the source comes out exactly.
    @Test func identityQuadCopiesTheSourceExactly() throws {
        let source = Self.noise(width: 37, height: 23, seed: 7)
        let quad = [Point(x: 0, y: 0), Point(x: 37, y: 0), Point(x: 37, y: 23), Point(x: 0, y: 23)]
        let map = try #require(ProjectiveQuadMap(sourceWidth: 37, sourceHeight: 23, quad: quad))
        var out = Pixmap(width: 37, height: 23)
        out.drawProjected(source, map: map, opacity: 255, clip: out.bounds)
        #expect(out == source)
    }

    /// A quad shifted by half a pixel covers its edge pixels by half and blends inner ones
    /// half and half.
    @Test func halfPixelShiftBlendsAndAntialiases() throws {
        var source = Pixmap(width: 4, height: 4, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        source[0, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        let quad = [Point(x: 0.5, y: 0), Point(x: 4.5, y: 0), Point(x: 4.5, y: 4), Point(x: 0.5, y: 4)]
        let map = try #require(ProjectiveQuadMap(sourceWidth: 4, sourceHeight: 4, quad: quad))
        var out = Pixmap(width: 6, height: 4)
        out.drawProjected(source, map: map, opacity: 255, clip: out.bounds)
        // Column 0 is half covered (alpha 128) by the edge-clamped black texel on row 0.
        #expect(out[0, 0].a == 128 && out[0, 1] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128))
        // Column 1 samples halfway between the black and a white texel on row 0.
        #expect(out[1, 0] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        // Column 3 is inside; column 4 is the right edge, covered by half; column 5 is outside.
        #expect(out[3, 1] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(out[4, 1] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128) && out[5, 1].a == 0)
    }

    /// The reciprocal division is within one unit (1/256 texel) of the exact floor division,
    /// over seeded numerators and denominators of the sizes the sampler meets.
    @Test func reciprocalDivisionIsWithinOneUnit() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<100_000 {
            let n = Int64(bitPattern: rng.next()) >> 19  // |n| < 2^44
            let w = Int64(rng.next() % (1 << 28)) + (1 << 16)
            let exact = (n << 8) >= 0 ? (n << 8) / w : -((-(n << 8) + w - 1) / w)
            let fast = ProjectiveQuadMap.divide(n, ProjectiveQuadMap.reciprocal(w))
            #expect(abs(fast - exact) <= 1, "n \(n) w \(w)")
        }
    }

    /// A degenerate quad (edge-on) draws nothing rather than failing.
    @Test func degenerateQuadIsRejected() {
        let flat = [Point(x: 5, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 10), Point(x: 5, y: 10)]
        #expect(ProjectiveQuadMap(sourceWidth: 4, sourceHeight: 4, quad: flat) == nil)
    }
}
