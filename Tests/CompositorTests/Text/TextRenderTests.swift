import Testing
@testable import Compositor

/// Drawing: placement, crispness under scale, clipping, opacity, determinism, the glyph cache.
@Suite struct TextRenderTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    func render(_ label: Label, size: Size, transform: AffineTransform, canvas: (Int, Int), background: Color = .clear,
                clip: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil, opacity: Double = 1) throws -> Pixmap {
        var pixmap = Pixmap(width: canvas.0, height: canvas.1, fill: background.premultiplied())
        try renderer.draw(label, size: size, transform: transform, opacity: opacity,
                          clip: clip ?? (0, 0, canvas.0, canvas.1), into: &pixmap)
        return pixmap
    }

    /// Coverage-weighted mean x of the alpha channel, in pixels (pixel centers at +0.5).
    func inkCenterX(_ p: Pixmap) -> Double {
        var sum = 0.0, weight = 0.0
        for y in 0..<p.height { for x in 0..<p.width {
            let a = Double(p[x, y].a)
            sum += a * (Double(x) + 0.5); weight += a
        } }
        return sum / weight
    }

    @Test func centeredTextIsCenteredWithinHalfAPixel() throws {
        // "H" and "O" are symmetric in Inter, so ink and advance centers agree.
        for text in ["H", "HOH", "OHHO"] {
            for offset in [0.0, 0.3, 0.77] {
                let label = Label(text: text, font: FontSpec(size: 17), alignment: .center)
                let p = try render(label, size: Size(width: 100, height: 30),
                                   transform: AffineTransform.translation(offset, 0).concatenating(.scale(3, 3)),
                                   canvas: (303, 90))
                let expected = (50 + offset) * 3
                #expect(abs(inkCenterX(p) - expected) < 0.5, "\(text) offset \(offset): \(inkCenterX(p)) vs \(expected)")
            }
        }
    }

    @Test func textBlockIsCenteredVertically() throws {
        let layout = try renderer.layout(Label(text: "Hg"), width: 100, height: 60)
        let p = try render(Label(text: "Hg"), size: Size(width: 100, height: 60), transform: .identity, canvas: (100, 60))
        let rows = (0..<60).filter { y in (0..<100).contains { p[$0, y].a > 0 } }
        let top = (60 - layout.height) / 2
        // Ink lies inside the centered block.
        #expect(Double(rows.first!) >= top - 1)
        #expect(Double(rows.last!) <= top + layout.height + 1)
    }

    /// A label scaled up by its transform is rasterized at the bigger size: scale 2 at @3x gives
    /// exactly the pixels of the label drawn at @6x.
    @Test func scaledLabelStaysSharp() throws {
        let label = Label(text: "Grow", font: FontSpec(size: 17, weight: .semibold))
        let size = Size(width: 60, height: 24)
        let viaTransform = try render(label, size: size,
                                      transform: AffineTransform.scale(2, 2).concatenating(.scale(3, 3)), canvas: (360, 144))
        let direct = try render(label, size: size, transform: .scale(6, 6), canvas: (360, 144))
        #expect(viaTransform == direct)
        // Sharp: the stems are solid, not smeared by upsampling.
        let solid = direct.pixels.filter { $0 >> 24 == 255 }.count
        let partial = direct.pixels.filter { $0 >> 24 > 0 && $0 >> 24 < 255 }.count
        #expect(solid > 2 * partial)
    }

    @Test func rotationPathMatchesTheDirectPathClosely() throws {
        let label = Label(text: "Sample", font: FontSpec(size: 20))
        let size = Size(width: 80, height: 30)
        let direct = try render(label, size: size, transform: .scale(2, 2), canvas: (160, 60))
        let nearlyAxisAligned = AffineTransform(a: 2, b: 1e-12, c: 0, d: 2, tx: 0, ty: 0)
        let resampled = try render(label, size: size, transform: nearlyAxisAligned, canvas: (160, 60))
        let ink = { (p: Pixmap) in p.pixels.reduce(0) { $0 + Int($1 >> 24) } }
        #expect(abs(Double(ink(resampled)) / Double(ink(direct)) - 1) < 0.03)
        #expect(abs(inkCenterX(resampled) - inkCenterX(direct)) < 0.5)
    }

    @Test func darkOnLightAndLightOnDarkAreComplements() throws {
        let size = Size(width: 80, height: 30)
        let dark = try render(Label(text: "Contrast", color: .black), size: size, transform: .scale(2, 2),
                              canvas: (160, 60), background: .white)
        let light = try render(Label(text: "Contrast", color: .white), size: size, transform: .scale(2, 2),
                               canvas: (160, 60), background: .black)
        #expect(zip(dark.pixels, light.pixels).allSatisfy { d, l in (d & 0xFF) + (l & 0xFF) == 255 })
        #expect(light.pixels.contains { $0 & 0xFF == 255 })
    }

    @Test func clipAndOpacity() throws {
        let label = Label(text: "Clipped text", font: FontSpec(size: 20))
        let size = Size(width: 120, height: 30)
        let full = try render(label, size: size, transform: .identity, canvas: (120, 30))
        let clipped = try render(label, size: size, transform: .identity, canvas: (120, 30), clip: (20, 5, 60, 25))
        for y in 0..<30 { for x in 0..<120 {
            let inside = (20..<60).contains(x) && (5..<25).contains(y)
            #expect(clipped[x, y] == (inside ? full[x, y] : .transparent))
        } }
        let half = try render(label, size: size, transform: .identity, canvas: (120, 30), opacity: 0.5)
        #expect(half.pixels.map { $0 >> 24 }.max() == 128)
        #expect(try render(label, size: size, transform: .identity, canvas: (120, 30), opacity: 0).pixels.allSatisfy { $0 == 0 })
    }

    @Test func drawingIsDeterministicAndReusesTheGlyphCache() throws {
        let label = Label(text: "Same every time", font: FontSpec(size: 17))
        let size = Size(width: 140, height: 24)
        let t = AffineTransform.translation(0.37, 0.61).concatenating(.scale(3, 3))
        let first = try render(label, size: size, transform: t, canvas: (420, 72))
        let cached = renderer.cachedGlyphCount
        let second = try render(label, size: size, transform: t, canvas: (420, 72))
        #expect(renderer.cachedGlyphCount == cached)
        let fresh = try TextRenderer()
        var third = Pixmap(width: 420, height: 72)
        try fresh.draw(label, size: size, transform: t, opacity: 1, clip: (0, 0, 420, 72), into: &third)
        #expect(first == second)
        #expect(first == third)
    }

    /// Renderers sharing one mask cache (a clip's threads, `AssetStore.glyphMasks`): the second
    /// rasterizes nothing the first made, although it loaded its faces in another order (a
    /// fallback face first), and draws the same pixels as a renderer with its own cache.
    @Test func renderersSharingMasksRasterizeEachGlyphOnce() throws {
        let shared = GlyphCache()
        let label = Label(text: "Shared masks", font: FontSpec(size: 17))
        let size = Size(width: 140, height: 24)
        let t = AffineTransform.translation(0.25, 0.5).concatenating(.scale(3, 3))
        func draw(_ renderer: TextRenderer, _ label: Label) throws -> Pixmap {
            var pixmap = Pixmap(width: 420, height: 72)
            try renderer.draw(label, size: size, transform: t, opacity: 1, clip: (0, 0, 420, 72), into: &pixmap)
            return pixmap
        }
        let first = try TextRenderer(glyphs: shared)
        let expected = try draw(first, label)
        let made = shared.count
        #expect(made > 0)
        let second = try TextRenderer(glyphs: shared)
        _ = try draw(second, Label(text: "Ωμέγα 漢字", font: FontSpec(size: 17)))  // fallback faces load first here
        let afterOther = shared.count
        #expect(try draw(second, label) == expected)
        #expect(shared.count == afterOther)
        #expect(try draw(try TextRenderer(), label) == expected)
    }

    @Test func colorChangesReuseTheLayoutAndGlyphs() throws {
        var label = Label(text: "Fading", color: .black)
        let size = Size(width: 80, height: 24)
        _ = try render(label, size: size, transform: .scale(2, 2), canvas: (160, 48))
        let cached = renderer.cachedGlyphCount
        label.color = Color(red: 1, green: 0, blue: 0)
        let red = try render(label, size: size, transform: .scale(2, 2), canvas: (160, 48))
        #expect(renderer.cachedGlyphCount == cached)
        #expect(red.pixels.contains { $0 == 0xFF00_00FF })  // opaque red inside a stem
    }

    @Test func offCanvasAndDegenerateTransformsDrawNothing() throws {
        let label = Label(text: "Nowhere")
        let size = Size(width: 80, height: 24)
        for t in [AffineTransform.translation(1e12, 0), .scale(0, 0), .scale(1e-9, 1e-9),
                  AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
            #expect(try render(label, size: size, transform: t, canvas: (80, 24)).pixels.allSatisfy { $0 == 0 })
        }
        // Enormous scales stay bounded (masks are capped and upsampled) and still draw.
        // The 64-pixel canvas sees part of the N's stem.
        let huge = try render(label, size: size, transform: AffineTransform.translation(-2, -12).concatenating(.scale(200, 200)),
                              canvas: (64, 64))
        #expect(huge.pixels.contains { $0 != 0 })
    }
}

@Suite struct GlyphRasterSizeTests {
    @Test func quarterPixelStepsUpTo128Pixels() {
        #expect(GlyphRasterSize.quantize(51) == 204)
        #expect(GlyphRasterSize.quantize(51.1) == 204)
        #expect(GlyphRasterSize.quantize(51.2) == 205)
        #expect(GlyphRasterSize.quantize(0.1) == 0)
        #expect(GlyphRasterSize.quantize(.nan) == 0)
        #expect(GlyphRasterSize.quantize(-3) == 0)
    }

    @Test func largeSizesKeepRelativePrecision() {
        var previous = 0
        for i in 1...20_000 {
            let ppem = Double(i) * 0.05
            let q = GlyphRasterSize.quantize(ppem)
            #expect(q >= previous)
            previous = q
            if ppem < 128 {
                #expect(abs(Double(q) / 4 - ppem) <= 0.125)
            } else {
                #expect(abs(Double(q) / 4 / ppem - 1) <= 0.002)
            }
        }
    }

    @Test func penPositionsSnapToQuarterPixels() {
        #expect(GlyphRasterSize.snap(10.0)! == (10, 0))
        #expect(GlyphRasterSize.snap(10.3)! == (10, 1))
        #expect(GlyphRasterSize.snap(10.9)! == (11, 0))
        #expect(GlyphRasterSize.snap(-0.3)! == (-1, 3))
        #expect(GlyphRasterSize.snap(.infinity) == nil)
    }
}
