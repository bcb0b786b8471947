@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// Every fast path against the general path it stands for, on seeded random cases.
@Suite struct FastPathTests {
    static func randomShape(_ rng: inout SplitMix64, rotated: Bool) -> RoundedRectCoverage? {
        let size = Size(width: rng.double(0.5, 40), height: rng.double(0.5, 40))
        var t = AffineTransform.scale(rng.double(0.4, 2.5), rng.double(0.4, 2.5))
        if rotated { t = t.concatenating(.rotation(rng.double(-3.2, 3.2))) }
        t = t.concatenating(.translation(rng.double(-8, 40), rng.double(-8, 40)))
        return RoundedRectCoverage(size: size, cornerRadius: rng.next() % 3 == 0 ? 0 : rng.double(0, 15), transform: t)
    }

    static func randomColor(_ rng: inout SplitMix64) -> PremultipliedRGBA8 {
        Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1), alpha: rng.next() % 2 == 0 ? 1 : rng.double(0, 1)).premultiplied()
    }

    static func randomBase(_ rng: inout SplitMix64) -> Pixmap {
        var p = Pixmap(width: 48, height: 48)
        for i in p.pixels.indices { p.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
        return p
    }

    /// A random premultiplied image, opaque or with random alpha.
    static func randomImage(_ rng: inout SplitMix64, width: Int, height: Int, opaque: Bool) -> Pixmap {
        var image = Pixmap(width: width, height: height)
        for i in image.pixels.indices {
            let a = opaque ? 255 : UInt32(rng.next() % 256)
            image.pixels[i] = PixelMath.scale(UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF, by: a) | a << 24
        }
        return image
    }

    /// Draws `fast` and `general` through `shape` under a random clip over the same random base.
    static func drawBoth(_ fast: ImageSampler, _ general: ImageSampler, shape: RoundedRectCoverage, _ rng: inout SplitMix64) -> (Pixmap, Pixmap) {
        var a = randomBase(&rng)
        let clip = randomClip(&rng, bounds: a.bounds)
        var b = a
        a.draw(fast, through: CoverageScanner(shape: shape, clip: clip, target: a.bounds))
        b.draw(general, through: CoverageScanner(shape: shape, clip: clip, target: b.bounds))
        return (a, b)
    }

    /// A clip of 0–2 random shapes, some pixel-aligned rectangles (which become plain rectangles).
    static func randomClip(_ rng: inout SplitMix64, bounds: IntRect) -> ClipRegion {
        var clip = ClipRegion(rect: bounds)
        for _ in 0..<(rng.next() % 3) {
            if rng.next() % 4 == 0 {
                let x = Double(rng.next() % 20), y = Double(rng.next() % 20)
                if let s = RoundedRectCoverage(size: Size(width: 20, height: 24), cornerRadius: 0, transform: .translation(x, y)) {
                    clip = clip.clipped(to: s)
                }
            } else if let s = randomShape(&rng, rotated: rng.next() % 2 == 0) {
                clip = clip.clipped(to: s)
            }
        }
        return clip
    }

    /// The per-pixel definition: shape coverage, minus the hole's, times each clip shape's.
    static func referenceCoverage(_ shape: RoundedRectCoverage?, hole: RoundedRectCoverage?, clip: ClipRegion, x: Int, y: Int) -> Int32 {
        let r = clip.rect
        guard x >= r.x0, x < r.x1, y >= r.y0, y < r.y1 else { return 0 }
        var c: Int32 = shape?.coverage(x: x, y: y) ?? 256
        if let hole { c = max(c - hole.coverage(x: x, y: y), 0) }
        for s in clip.shapes {
            let k = s.coverage(x: x, y: y)
            c = k == 256 ? c : (c * k + 128) >> 8
        }
        return c
    }

    /// `base` with `color` composited pixel by pixel at `referenceCoverage`.
    static func referenceFill(_ base: Pixmap, _ shape: RoundedRectCoverage?, hole: RoundedRectCoverage? = nil, clip: ClipRegion,
                              color: UInt32) -> Pixmap {
        var out = base
        for y in 0..<base.height {
            for x in 0..<base.width {
                let c = referenceCoverage(shape, hole: hole, clip: clip, x: x, y: y)
                if c > 0 { out.pixels[y * base.width + x] = Pixmap.blend(color, coverage: c, over: out.pixels[y * base.width + x]) }
            }
        }
        return out
    }

    @Test func scannedFillEqualsPerPixelReference() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for round in 0..<400 {
            guard let shape = Self.randomShape(&rng, rotated: round % 2 == 1) else { continue }
            let hole = rng.next() % 3 == 0
                ? RoundedRectCoverage(size: Size(width: rng.double(1, 20), height: rng.double(1, 20)), cornerRadius: rng.double(0, 6),
                                      transform: .translation(rng.double(0, 30), rng.double(0, 30)))
                : nil
            let color = Self.randomColor(&rng)
            var fast = Self.randomBase(&rng)
            let clip = Self.randomClip(&rng, bounds: fast.bounds)
            let general = Self.referenceFill(fast, shape, hole: hole, clip: clip, color: color.packed)
            fast.fill(CoverageScanner(shape: shape, hole: hole, clip: clip, target: fast.bounds), color: color.packed)
            #expect(fast == general, "round \(round)")
        }
    }

    /// Fills under large rounded clips (a shrinking presenting screen's: a card of 60–120 pixels
    /// at fractional places and scales, corners of 2–20 pixels, sometimes a second card inside
    /// it), where the scanner skips the clip's full columns on its solid rows and gives the
    /// middle of its corner rows one coverage: equal to the per-pixel definition.
    @Test func scannedFillUnderLargeRoundedClipsEqualsPerPixelReference() {
        var rng = SplitMix64(seed: 0x5EED_0051)
        for round in 0..<200 {
            var fast = Pixmap(width: 128, height: 128)
            for i in fast.pixels.indices { fast.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            var clip = ClipRegion(rect: fast.bounds)
            for _ in 0..<(1 + rng.next() % 2) {
                let scale = rng.double(0.8, 1.2)
                guard let card = RoundedRectCoverage(size: Size(width: rng.double(60, 120), height: rng.double(60, 120)),
                                                     cornerRadius: rng.double(2, 20),
                                                     transform: AffineTransform.scale(scale, scale).concatenating(.translation(rng.double(-4, 12), rng.double(-4, 12))))
                else { continue }
                clip = clip.clipped(to: card)
            }
            // The card's own background (the clip's shape), the whole area (an image's), a cell.
            let pick = rng.next() % 3
            let shape = pick == 0 ? clip.shapes.first : pick == 1 ? nil : Self.randomShape(&rng, rotated: false)
            let color = Self.randomColor(&rng)
            let general = Self.referenceFill(fast, shape, hole: nil, clip: clip, color: color.packed)
            fast.fill(CoverageScanner(shape: shape, hole: nil, clip: clip, target: fast.bounds), color: color.packed)
            #expect(fast == general, "round \(round)")
        }
    }

    /// Rectangles without corners fully covered from top to bottom give every such row the
    /// same columns and coverage (`CoverageScanner`'s steady rows, worked out once): on tall
    /// areas under clips that cover them, cut them or neither, fills equal the per-pixel
    /// definition.
    @Test func tallCornerlessRectanglesScanLikeTheReference() {
        var rng = SplitMix64(seed: 0x5EED_0035)
        for round in 0..<200 {
            let t = AffineTransform.scale(rng.double(0.5, 2), rng.double(0.5, 2)).concatenating(.translation(rng.double(-4, 20), rng.double(-8, 30)))
            guard let shape = RoundedRectCoverage(size: Size(width: rng.double(0.3, 30), height: rng.double(0.3, 150)), cornerRadius: 0, transform: t)
            else { continue }
            var clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 48, y1: 200))
            switch round % 3 {
            case 0: clip = clip.clipped(to: RoundedRectCoverage(size: Size(width: 80, height: 260), cornerRadius: 4, transform: .translation(-15.5, -30.25))!)
            case 1: if let s = Self.randomShape(&rng, rotated: round % 2 == 0) { clip = clip.clipped(to: s) }
            default: break
            }
            let color = Self.randomColor(&rng)
            var fast = Pixmap(width: 48, height: 200)
            for i in fast.pixels.indices { fast.pixels[i] = UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            let general = Self.referenceFill(fast, shape, clip: clip, color: color.packed)
            fast.fill(CoverageScanner(shape: shape, clip: clip, target: fast.bounds), color: color.packed)
            #expect(fast == general, "round \(round)")
        }
    }

    /// A fill under clip shapes that cover its whole area fully (a tile inside a scene growing
    /// at fractional positions) takes the rectangle's span path: the same pixels as the per-pixel
    /// definition with those shapes, and as the fill without them.
    @Test func fillUnderACoveringClipEqualsTheFillWithoutIt() {
        var rng = SplitMix64(seed: 0x5EED_0036)
        var reduced = 0
        for round in 0..<300 {
            guard let shape = Self.randomShape(&rng, rotated: false),
                  let outer = RoundedRectCoverage(size: Size(width: rng.double(20, 90), height: rng.double(20, 90)), cornerRadius: rng.double(0, 6),
                                                  transform: .translation(rng.double(-30, 10), rng.double(-30, 10))) else { continue }
            let clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 48, y1: 48)).clipped(to: outer)
            if clip.reduced(to: shape.bounds).isRectangular && !clip.isRectangular { reduced += 1 }
            let color = Self.randomColor(&rng)
            var clipped = Self.randomBase(&rng)
            var plain = clipped
            let reference = Self.referenceFill(clipped, shape, clip: clip, color: color.packed)
            clipped.fill(shape, color: color, clip: clip)
            #expect(clipped == reference, "round \(round)")
            if clip.reduced(to: shape.bounds).isRectangular {
                plain.fill(shape, color: color, clip: ClipRegion(rect: clip.rect))
                #expect(clipped == plain, "round \(round)")
            }
        }
        #expect(reduced > 30, "the rounds include clips that cover the fill")
    }

    /// Labels and tiles well inside a view that clips to fractional bounds are drawn as without
    /// the clip (a label no longer goes through a scratch layer when the clip cuts nothing of
    /// its box); a label the edge cuts still is cut.
    @Test func contentWellInsideAFractionalClipDrawsAsUnclipped() throws {
        func scene(clips: Bool, cut: Bool) -> View {
            View(frame: Rect(x: 3.3, y: 2.7, width: 70.4, height: 44.6), backgroundColor: .white, clipsToBounds: clips, subviews: [
                View(frame: Rect(x: 8, y: 6, width: 40, height: 14),
                     label: Label(text: "Ridge", font: FontSpec(size: 9, weight: .bold), color: .black)),
                View(frame: Rect(x: 8, y: 24, width: 30, height: 12), backgroundColor: RasterFixtures.hex("#E5F1FF"), cornerRadius: 4,
                     subviews: [View(frame: Rect(x: 2, y: 1, width: 26, height: 10),
                                     label: Label(text: "8.2 km", font: FontSpec(size: 7), color: RasterFixtures.hex("#007AFF")))]),
            ] + (cut ? [View(frame: Rect(x: 52, y: 30, width: 40, height: 14),
                             label: Label(text: "Tower", font: FontSpec(size: 9), color: .black))] : []))
        }
        for scale in [1.0, 2, 3] {
            let r = RasterFixtures.renderer(80, 50, scale: scale, background: .black)
            #expect(try r.render([scene(clips: true, cut: false)]) == r.render([scene(clips: false, cut: false)]), "scale \(scale)")
            #expect(try r.render([scene(clips: true, cut: true)]) != r.render([scene(clips: false, cut: true)]), "scale \(scale)")
        }
    }

    /// An image shown at half size or larger gets a chain of level 0 alone
    /// (`MipmapCache.chain(for:image:scale:)`), which samples exactly as the full chain does.
    @Test func levelZeroChainsSampleLikeFullChains() {
        var rng = SplitMix64(seed: 0x5EED_0037)
        let image = Self.randomImage(&rng, width: 37, height: 29, opaque: false)
        let cache = MipmapCache()
        #expect(cache.chain(for: "a", image: image, scale: 0.75).levels.count == 1)
        #expect(cache.chain(for: "b", image: image, scale: 0.5).levels.count > 1)
        let full = MipChain(image)
        for round in 0..<60 {
            let s = rng.double(0.51, 3)
            let t = AffineTransform.scale(s * (round % 4 == 0 ? -1 : 1), s * rng.double(0.6, 1)).concatenating(.translation(rng.double(0, 20), rng.double(0, 20)))
            let zero = cache.chain(for: "c", image: image, scale: max(t.scaleX, t.scaleY))
            #expect(zero.isOpaque == full.isOpaque)
            guard let a = ImageSampler(chain: zero, imageToDevice: t, opacity: 255),
                  let b = ImageSampler(chain: full, imageToDevice: t, opacity: 255),
                  let shape = RoundedRectCoverage(size: Size(width: 37, height: 29), cornerRadius: 0, transform: t) else { continue }
            var x = Pixmap(width: 48, height: 48), y = x
            x.draw(a, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: x.bounds), target: x.bounds))
            y.draw(b, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: y.bounds), target: y.bounds))
            #expect(x == y, "round \(round)")
        }
    }

    @Test func rectangularClipFillEqualsShapedPath() {
        // A fill under a pixel-aligned rectangular clip takes the span path; through the
        // scanner it must come out the same.
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<300 {
            guard let shape = Self.randomShape(&rng, rotated: false) else { continue }
            let color = Self.randomColor(&rng)
            var fast = Self.randomBase(&rng)
            var scanned = fast
            let rect = IntRect(x0: Int(rng.next() % 20), y0: Int(rng.next() % 20), x1: 20 + Int(rng.next() % 28), y1: 20 + Int(rng.next() % 28))
            fast.fill(shape, color: color, clip: ClipRegion(rect: rect))
            scanned.fill(CoverageScanner(shape: shape, clip: ClipRegion(rect: rect), target: scanned.bounds), color: color.packed)
            #expect(fast == scanned)
        }
    }

    @Test func imageCopyPathEqualsBilinearPath() {
        // Whole-pixel offsets at 1:1 copy rows (opaque) or blend without interpolation; the
        // bilinear path must give the same pixels, inside shaped clips and at any opacity.
        var rng = SplitMix64(seed: 0x5EED_0003)
        for round in 0..<200 {
            let w = 1 + Int(rng.next() % 30), h = 1 + Int(rng.next() % 30)
            let image = Self.randomImage(&rng, width: w, height: h, opaque: round % 2 == 0)
            let chain = MipChain(image)
            let dx = Double(Int(rng.next() % 40) - 10), dy = Double(Int(rng.next() % 40) - 10)
            let opacity = rng.next() % 3 == 0 ? UInt32(rng.next() % 256) : 255
            guard let sampler = ImageSampler(chain: chain, imageToDevice: .translation(dx, dy), opacity: opacity) else { continue }
            #expect(sampler.offset != nil)
            var general = sampler
            general.offset = nil
            let shape = RoundedRectCoverage(size: Size(width: Double(w), height: Double(h)), cornerRadius: 0, transform: .translation(dx, dy))!
            let (a, b) = Self.drawBoth(sampler, general, shape: shape, &rng)
            #expect(a == b, "round \(round)")
        }
    }

    @Test func unrotatedImagePathEqualsGeneralPath() {
        // Scaled, flipped and fractionally placed images without rotation take the table path.
        var rng = SplitMix64(seed: 0x5EED_0006)
        for round in 0..<200 {
            let w = 1 + Int(rng.next() % 24), h = 1 + Int(rng.next() % 24)
            let image = Self.randomImage(&rng, width: w, height: h, opaque: round % 3 != 0)
            let chain = MipChain(image)
            let sx = rng.double(0.1, 4) * (rng.next() % 5 == 0 ? -1 : 1), sy = rng.double(0.1, 4)
            let t = AffineTransform.scale(sx, sy).concatenating(.translation(rng.double(-10, 40), rng.double(-10, 40)))
            guard let sampler = ImageSampler(chain: chain, imageToDevice: t, opacity: rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)),
                  let shape = RoundedRectCoverage(size: Size(width: Double(w), height: Double(h)), cornerRadius: rng.double(0, 4), transform: t)
            else { continue }
            #expect(sampler.isAxisAligned)
            var general = sampler
            general.isAxisAligned = false
            general.offset = nil
            let (a, b) = Self.drawBoth(sampler, general, shape: shape, &rng)
            #expect(a == b, "round \(round)")
        }
    }

    @Test func shadowSkippedUnderOpaqueBackgroundChangesNothing() throws {
        // A view with a shadow and an opaque background skips the shadow under its interior;
        // the frame equals drawing the shadow of a see-through twin, then the background.
        var rng = SplitMix64(seed: 0x5EED_0007)
        for round in 0..<60 {
            let frame = Rect(x: rng.double(-4, 20), y: rng.double(-4, 20), width: rng.double(2, 30), height: rng.double(2, 30))
            let shadow = Shadow(color: .black, opacity: rng.double(0.2, 1), radius: rng.double(0, 6),
                                offset: Size(width: rng.double(-4, 4), height: rng.double(-4, 4)))
            let color = Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1))
            let radius = rng.double(0, 10)
            let r = SceneRenderer(canvas: Canvas(size: Size(width: 40, height: 40), scale: [1, 2][Int(rng.next() % 2)], backgroundColor: .white))
            let combined = try r.render([View(frame: frame, backgroundColor: color, cornerRadius: radius, shadow: shadow)])
            let separate = try r.render([View(frame: frame, cornerRadius: radius, shadow: shadow),
                                         View(frame: frame, backgroundColor: color, cornerRadius: radius)])
            #expect(combined == separate, "round \(round)")
        }
    }

    @Test func occlusionCullingEqualsDrawingEverything() throws {
        // Scenes whose later layers may cover the canvas opaque (possibly with rounded corners
        // beyond the edges): skipping what they hide must not change a pixel.
        var rng = SplitMix64(seed: 0x5EED_0004)
        for round in 0..<60 {
            let canvas = Canvas(size: Size(width: 24, height: 18), scale: [1, 2, 3][Int(rng.next() % 3)], backgroundColor: .black)
            var layers: [View] = []
            for _ in 0..<(1 + rng.next() % 4) {
                let covers = rng.next() % 2 == 0
                let margin = covers ? rng.double(0, 6) : -rng.double(1, 6)
                let color = Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1), alpha: rng.next() % 4 == 0 ? 0.5 : 1)
                layers.append(View(frame: Rect(x: -margin, y: -margin, width: 24 + 2 * margin, height: 18 + 2 * margin),
                                   backgroundColor: color, cornerRadius: rng.next() % 2 == 0 ? 0 : rng.double(0, 8),
                                   shadow: Shadow(opacity: 0.5, radius: 2),
                                   subviews: [View(frame: Rect(x: rng.double(0, 20), y: rng.double(0, 14), width: 5, height: 5),
                                                   backgroundColor: .white, cornerRadius: 2)]))
            }
            let culling = SceneRenderer(canvas: canvas)
            let plain = SceneRenderer(canvas: canvas)
            plain.cullsHiddenLayers = false
            #expect(try culling.render(layers) == plain.render(layers), "round \(round)")
        }
    }

    @Test func crossDissolveWithoutTheOutgoingLayerEqualsTwoGroups() throws {
        // Two full-canvas scenes fading across each other: the outgoing one is drawn straight
        // into the frame and faded; the frame must equal compositing both as group layers.
        var rng = SplitMix64(seed: 0x5EED_000B)
        for round in 0..<40 {
            let canvas = Canvas(size: Size(width: 30, height: 20), scale: [1, 2][Int(rng.next() % 2)],
                                backgroundColor: Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1)))
            func scene() -> View {
                View(frame: Rect(x: 0, y: 0, width: 30, height: 20),
                     backgroundColor: Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1)),
                     subviews: (0..<3).map { _ in
                         View(frame: Rect(x: rng.double(-5, 25), y: rng.double(-5, 15), width: rng.double(2, 15), height: rng.double(2, 15)),
                              backgroundColor: Color(red: rng.double(0, 1), green: 0.5, blue: rng.double(0, 1), alpha: rng.double(0.3, 1)),
                              cornerRadius: rng.double(0, 5))
                     })
            }
            let p = rng.double(0.01, 0.99)
            var from = scene(), to = scene()
            from.alpha = 1 - p
            to.alpha = p
            let fast = SceneRenderer(canvas: canvas), plain = SceneRenderer(canvas: canvas)
            plain.cullsHiddenLayers = false
            #expect(try fast.render([from, to]) == plain.render([from, to]), "round \(round)")
        }
    }

    @Test func transparentContentLeavesPixelsAlone() throws {
        let base = Pixmap(width: 16, height: 16, fill: PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
        var p = base
        let r = RasterFixtures.renderer(16, 16)
        try r.draw([View(frame: Rect(x: 0, y: 0, width: 16, height: 16), backgroundColor: .clear, border: Border(width: 2, color: .clear),
                         shadow: Shadow(color: .clear, opacity: 1, radius: 3),
                         image: ImageContent(path: "mem:photo"), subviews: [View(frame: Rect(x: 2, y: 2, width: 4, height: 4), alpha: 0, backgroundColor: .white)]),
                    View(frame: Rect(x: 0, y: 0, width: 16, height: 16), alpha: 0, image: ImageContent(path: "mem:photo"))],
                   into: &p)
        // The first view's image draws (it is visible); the rest is transparent and skipped.
        var onlyImage = base
        try r.draw([View(frame: Rect(x: 0, y: 0, width: 16, height: 16), image: ImageContent(path: "mem:photo"))], into: &onlyImage)
        #expect(p == onlyImage)
    }
}

@Suite struct ShadowPatchTests {
    @Test func patchedShadowEqualsFullBlur() {
        // The nine-patch mask must give exactly the blur of the whole mask.
        var rng = SplitMix64(seed: 0x5EED_0005)
        for round in 0..<40 {
            let size = Size(width: rng.double(4, 60), height: rng.double(4, 50))
            let t = AffineTransform.translation(rng.double(-5, 20), rng.double(-5, 20))
            guard let shape = RoundedRectCoverage(size: size, cornerRadius: rng.double(0, 12), transform: t) else { continue }
            let sigma = rng.double(0, 5)
            let color = FastPathTests.randomColor(&rng)
            let base = FastPathTests.randomBase(&rng)
            var patched = base
            var full = patched
            patched.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: patched.bounds))
            // Reference: the whole area's mask, blurred, composited one to one.
            let boxes = ShadowBlur.boxes(sigma: sigma), reach = ShadowBlur.reach(boxes)
            let area = IntRect(x0: shape.bounds.x0 - reach, y0: shape.bounds.y0 - reach, x1: shape.bounds.x1 + reach, y1: shape.bounds.y1 + reach)
                .intersection(IntRect(x0: -reach, y0: -reach, x1: 48 + reach, y1: 48 + reach))
            var mask = [UInt8](repeating: 0, count: area.width * area.height)
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 {
                    mask[(y - area.y0) * area.width + x - area.x0] = UInt8((shape.coverage(x: x, y: y) * 255 + 128) >> 8)
                }
            }
            let blurred = ShadowBlur.blur(mask, width: area.width, height: area.height, boxes: boxes)
            full.composite(ShadowMask(values: blurred, width: area.width, height: area.height), at: area,
                           color: color.packed, clip: ClipRegion(rect: full.bounds).intersection(area))
            #expect(patched == full, "round \(round)")
            // The same shape drawn again takes its mask from the cache and gives the same frame.
            let cache = ShadowMaskCache()
            var cached = base
            cached.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: cached.bounds), cache: cache)
            cached.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: cached.bounds), cache: cache)
            var twice = base
            twice.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: twice.bounds))
            twice.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: twice.bounds))
            #expect(cached == twice, "round \(round)")
        }
    }

    @Test func cachedShadowDrawnInBandsEqualsDrawnWhole() {
        // Issue 51: with a cache, an axis-aligned shadow's mask is made once for the whole
        // shape and reused under every clip; each band then equals the same band drawn
        // without a cache, and the frame equals the shadow drawn whole.
        var rng = SplitMix64(seed: 0x5EED_0051)
        for round in 0..<30 {
            let size = Size(width: rng.double(4, 40), height: rng.double(4, 40))
            let t = AffineTransform.translation(rng.double(-5, 20), rng.double(-5, 20))
            guard let shape = RoundedRectCoverage(size: size, cornerRadius: rng.double(0, 12), transform: t) else { continue }
            let sigma = rng.double(0.5, 5)
            let color = FastPathTests.randomColor(&rng)
            let base = FastPathTests.randomBase(&rng)
            var whole = base
            whole.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: whole.bounds))
            let cache = ShadowMaskCache()
            var banded = base
            let split = Int(rng.double(1, 47))
            for band in [IntRect(x0: 0, y0: 0, x1: 48, y1: split), IntRect(x0: 0, y0: split, x1: 48, y1: 48)] {
                banded.drawShadow(of: shape, sigma: sigma, color: color, clip: ClipRegion(rect: band), cache: cache)
            }
            #expect(banded == whole, "round \(round)")
            #expect(cache.made == 1, "round \(round): one mask for both bands")
            // Moved by whole pixels, the shape takes the same mask.
            if let moved = RoundedRectCoverage(size: size, cornerRadius: 0, transform: t.concatenating(.translation(3, -2))),
               let still = RoundedRectCoverage(size: size, cornerRadius: 0, transform: t) {
                let fresh = ShadowMaskCache()
                var a = base, b = base
                a.drawShadow(of: still, sigma: sigma, color: color, clip: ClipRegion(rect: a.bounds), cache: fresh)
                b.drawShadow(of: moved, sigma: sigma, color: color, clip: ClipRegion(rect: b.bounds), cache: fresh)
                #expect(fresh.made == 1, "round \(round): a whole-pixel move reuses the mask")
            }
        }
    }

    @Test func shadowMaskCacheStaysWithinItsBudget() {
        // Least recently used masks go first once the bytes held pass the budget; the mask in
        // use stays, and a hit gives the very mask a fresh one would.
        let cache = ShadowMaskCache(byteBudget: 4096)
        let boxes = ShadowBlur.boxes(sigma: 2)
        var shapes: [RoundedRectCoverage] = []
        for i in 0..<40 {
            guard let shape = RoundedRectCoverage(size: Size(width: 10 + Double(i), height: 12), cornerRadius: 4, transform: .translation(4, 4))
            else { continue }
            shapes.append(shape)
            let area = IntRect(x0: shape.bounds.x0 - 9, y0: shape.bounds.y0 - 9, x1: shape.bounds.x1 + 9, y1: shape.bounds.y1 + 9)
            let mask = cache.mask(shape, area: area, boxes: boxes)
            #expect(mask.values == ShadowMask(shape, area: area, boxes: boxes).values)
            #expect(cache.bytes <= 4096 || cache.count == 1)
        }
        #expect(shapes.count == 40)
        #expect(cache.count < 40, "older masks were evicted")
        #expect(cache.made == 40)
    }
}
