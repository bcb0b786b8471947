import CPixelKernels
@testable import CompositorRaster
import Testing
@testable import Compositor

/// The blur material's fast paths against the per-pixel definitions they stand for, on seeded
/// random cases (pixman-style): block sums two channels to a word, horizontal lerps shared by a
/// coarse row's device rows, and coverage scanned row by row with the inside copied.
@Suite struct MaterialFastPathTests {
    /// The definition of `MaterialBlur.downsample`: per block and channel the rounded mean of
    /// its k × k device pixels, each clamped to the pixmap's edge.
    static func downsampleReference(_ blur: MaterialBlur, _ p: Pixmap, x0: Int, y0: Int, width: Int, height: Int) -> [[UInt8]] {
        let k = blur.factor, n = k * k
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 4)
        for gy in 0..<height {
            for gx in 0..<width {
                var sums = [0, 0, 0, 0]
                for dy in 0..<k {
                    let y = min(max((y0 + gy) * k + dy, 0), p.height - 1)
                    for dx in 0..<k {
                        let x = min(max((x0 + gx) * k + dx, 0), p.width - 1)
                        let v = p.pixels[y * p.width + x]
                        for c in 0..<4 { sums[c] += Int((v >> (8 * UInt32(c))) & 0xFF) }
                    }
                }
                for c in 0..<4 { planes[c][gy * width + gx] = UInt8((sums[c] + n / 2) / n) }
            }
        }
        return planes
    }

    /// The definition of `MaterialBlur.upsample`: per device pixel two horizontal lerps on the
    /// coarse rows around it, the vertical lerp between them, the tint over.
    static func upsampleReference(_ blur: MaterialBlur, _ coarse: [UInt32], gridX0: Int, gridY0: Int, gridWidth: Int, gridHeight: Int,
                                  area: IntRect) -> [UInt32] {
        let k = blur.factor
        func coordinate(_ v: Int, _ origin: Int, _ limit: Int) -> (Int, UInt32) {
            let fixed = ((2 * v + 1) * 128) / k - 128 - origin * 256
            let i = min(max(fixed >> 8, 0), limit - 2)
            return (i, UInt32(min(max(fixed - i * 256, 0), 255)))
        }
        var out: [UInt32] = []
        for y in area.y0..<area.y1 {
            let (j, fy) = coordinate(y, gridY0, gridHeight)
            for x in area.x0..<area.x1 {
                let (i, fx) = coordinate(x, gridX0, gridWidth)
                let top = j * gridWidth, bottom = top + gridWidth
                let upper = PixelMath.lerp(coarse[top + i], coarse[top + i + 1], fx)
                let lower = PixelMath.lerp(coarse[bottom + i], coarse[bottom + i + 1], fx)
                out.append(PixelMath.over(blur.tint, PixelMath.lerp(upper, lower, fy)))
            }
        }
        return out
    }

    /// The definition of `drawMaterial`'s last step: each pixel's coverage (the shape's times
    /// each clip shape's), to 0...255, times the opacity, then the lerp toward the material.
    static func blendReference(_ made: [UInt32], area: IntRect, shape: RoundedRectCoverage, clip: ClipRegion, opacity q: UInt32,
                               into pixmap: inout Pixmap) {
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                var c = UInt32(shape.coverage(x: x, y: y))
                for s in clip.shapes { c = (c * UInt32(s.coverage(x: x, y: y)) + 128) >> 8 }
                c = (min(c, 256) * 255 + 128) >> 8
                if q < 255 { c = PixelMath.mul(c, q) }
                guard c > 0 else { continue }
                let i = y * pixmap.width + x
                pixmap.pixels[i] = PixelMath.lerp(pixmap.pixels[i], made[(y - area.y0) * area.width + x - area.x0], c)
            }
        }
    }

    static func randomBlur(_ rng: inout SplitMix64) -> MaterialBlur {
        MaterialBlur(sigma: rng.double(1, 30), saturation: rng.double(0.5, 2), tint: FastPathTests.randomColor(&rng))
    }

    /// FNV-1a over pixels: the seeded cases folded into one number per path.
    static func fold(_ hash: inout UInt64, _ values: [UInt32]) {
        for v in values { hash = (hash ^ UInt64(v)) &* 0x100_0000_01B3 }
    }

    @Test func downsampleAndUpsampleEqualTheirDefinitions() {
        var rng = SplitMix64(seed: 0x3A7E_0011)
        var fast: UInt64 = 0xCBF2_9CE4_8422_2325, general = fast
        for _ in 0..<60 {
            let blur = Self.randomBlur(&rng)
            let backdrop = FastPathTests.randomImage(&rng, width: 8 + Int(rng.next() % 60), height: 8 + Int(rng.next() % 40),
                                                     opaque: rng.next() % 2 == 0)
            // Grids reaching past every edge (clamped pixels) and lying inside.
            let x0 = Int(rng.next() % 12) - 6, y0 = Int(rng.next() % 12) - 6
            let w = 2 + Int(rng.next() % 14), h = 2 + Int(rng.next() % 10)
            let planes = blur.downsample(backdrop, x0: x0, y0: y0, width: w, height: h)
            let reference = Self.downsampleReference(blur, backdrop, x0: x0, y0: y0, width: w, height: h)
            #expect(planes == reference)
            let coarse = (0..<(w * h)).map { _ in FastPathTests.randomImage(&rng, width: 1, height: 1, opaque: false).pixels[0] }
            let k = blur.factor
            let area = IntRect(x0: x0 * k + Int(rng.next() % UInt64(k)), y0: y0 * k + Int(rng.next() % UInt64(k)),
                               x1: (x0 + w) * k - Int(rng.next() % UInt64(k)), y1: (y0 + h) * k - Int(rng.next() % UInt64(k)))
            guard !area.isEmpty else { continue }
            Self.fold(&fast, planes.flatMap { $0.map(UInt32.init) } + blur.upsample(coarse, gridX0: x0, gridY0: y0, gridWidth: w, gridHeight: h, area: area))
            Self.fold(&general, reference.flatMap { $0.map(UInt32.init) }
                      + Self.upsampleReference(blur, coarse, gridX0: x0, gridY0: y0, gridWidth: w, gridHeight: h, area: area))
        }
        #expect(fast == general)
    }

    /// Factor 8 (sigma 24 and up: every chrome material at 3x), where runs of blocks inside the
    /// pixmap are summed by `segue_material_downsample8`: equal to the definition on grids lying
    /// inside, across and past every edge of random backdrops; and the kernel alone at each
    /// kernel level equal to each block's rounded channel means.
    @Test(arguments: Array(0...segue_kernel_level())) func factorEightBlocksEqualTheirMeans(level: Int32) {
        var rng = SplitMix64(seed: 0x3A7E_0013)
        let blur = MaterialBlur(sigma: 27, saturation: 1, tint: .transparent)
        #expect(blur.factor == 8)
        var done = 0
        for _ in 0..<20 {
            let backdrop = FastPathTests.randomImage(&rng, width: 16 + Int(rng.next() % 120), height: 16 + Int(rng.next() % 60),
                                                     opaque: rng.next() % 2 == 0)
            let x0 = Int(rng.next() % 8) - 3, y0 = Int(rng.next() % 6) - 3
            let w = 1 + Int(rng.next() % 18), h = 1 + Int(rng.next() % 9)
            if level == 0 {
                #expect(blur.downsample(backdrop, x0: x0, y0: y0, width: w, height: h)
                        == Self.downsampleReference(blur, backdrop, x0: x0, y0: y0, width: w, height: h))
            }
            // The kernel on the blocks of one block row lying wholly inside.
            let blocks = backdrop.width / 8, row = Int(rng.next() % UInt64(backdrop.height / 8))
            let rows = (0..<8).map { (row * 8 + $0) * backdrop.width }
            var r = [UInt8](repeating: 0xA5, count: blocks), g = r, b = r, a = r
            let did = backdrop.pixels.withUnsafeBufferPointer { px in
                rows.withUnsafeBufferPointer { rows in
                    r.withUnsafeMutableBufferPointer { r in g.withUnsafeMutableBufferPointer { g in
                        b.withUnsafeMutableBufferPointer { b in a.withUnsafeMutableBufferPointer { a in
                            segue_material_downsample8_at(level, px.baseAddress, rows.baseAddress, 0, blocks,
                                                          r.baseAddress, g.baseAddress, b.baseAddress, a.baseAddress)
                        } }
                    } }
                }
            }
            #expect(did == (level > 0 ? blocks : 0))
            done += did
            let reference = Self.downsampleReference(blur, backdrop, x0: 0, y0: row, width: blocks, height: 1)
            for (c, plane) in [r, g, b, a].enumerated() { #expect(plane[..<did] == reference[c][..<did]) }
        }
        #if arch(x86_64)
        #expect(level == 0 || done > 0)
        #endif
    }

    @Test func scannedMaterialBlendEqualsPerPixelCoverage() throws {
        var rng = SplitMix64(seed: 0x3A7E_0012)
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 48, height: 48), scale: 1))
        var fast: UInt64 = 0xCBF2_9CE4_8422_2325, general = fast
        var drawn = 0
        for round in 0..<300 {
            let size = Size(width: rng.double(1, 44), height: rng.double(1, 44))
            var t = AffineTransform.scale(rng.double(0.5, 1.5), rng.double(0.5, 1.5))
            if round % 3 == 2 { t = t.concatenating(.rotation(rng.double(-3.2, 3.2))) }
            t = t.concatenating(.translation(rng.double(-8, 30), rng.double(-8, 30)))
            let view = View(frame: Rect(origin: .zero, size: size), cornerRadius: round % 2 == 0 ? 0 : rng.double(0, 12))
            let material = Material.allCases[Int(rng.next() % UInt64(Material.allCases.count))]
            let opacity = round % 4 == 0 ? rng.double(0.05, 1) : 1
            var a = FastPathTests.randomBase(&rng)
            let clip = FastPathTests.randomClip(&rng, bounds: a.bounds)
            var b = a
            renderer.drawMaterial(material, of: view, toDevice: t, opacity: opacity, clip: clip, into: &a)
            // The reference: the same material pixels, blended pixel by pixel.
            let q = UInt32(Color.quantize(opacity))
            guard let shape = RoundedRectCoverage(size: size, cornerRadius: view.cornerRadius, transform: t) else { continue }
            let area = shape.bounds.intersection(clip.rect).intersection(b.bounds)
            if !area.isEmpty {
                let recipe = material.recipe
                let blur = MaterialBlur(sigma: recipe.sigma * abs(t.determinant).squareRoot(), saturation: recipe.saturation,
                                        tint: recipe.tint.premultiplied())
                Self.blendReference(blur.render(b, area: area), area: area, shape: shape, clip: clip, opacity: q, into: &b)
                drawn += 1
            }
            #expect(a == b, "round \(round)")
            Self.fold(&fast, a.pixels)
            Self.fold(&general, b.pixels)
        }
        #expect(drawn > 120)
        #expect(fast == general)
    }

    /// A scene with translucent bars (a material over its own content), as the layer cache
    /// meets it: at rest filling the frame, fading (a group layer), and over a cross-dissolve.
    static func barredScene(alpha: Double = 1, width: Double = 80, height: Double = 60) -> View {
        var scene = LayerCacheTests.card(alpha: alpha)
        scene.frame = Rect(x: 0, y: 0, width: width, height: height)
        var bar = View(frame: Rect(x: 0, y: 0, width: width, height: 14))
        bar.material = .chrome
        var tabs = View(frame: Rect(x: 0, y: height - 12, width: width, height: 12))
        tabs.material = .thinDark
        scene.subviews += [bar, tabs]
        return scene
    }

    @Test func materialScenesFromTheCacheEqualTheUncachedPathWhereTheContractSays() throws {
        let cached = LayerCacheTests.renderer(cached: true), plain = LayerCacheTests.renderer(cached: false)
        let atRest = [Self.barredScene()]
        #expect(try cached.render(atRest) == plain.render(atRest))
        #expect(cached.layerCache.count == 1)
        // Fading over another scene (drawn through a group layer), at whole pixels.
        var fading = Self.barredScene(alpha: 0.4, width: 60, height: 40)
        fading.transform = ViewTransform(translationX: 6.5, translationY: 5)
        let dissolve = [LayerCacheTests.card(), fading]
        #expect(try cached.render(dissolve) == plain.render(dissolve))
        let crossFade = [Self.barredScene(), Self.barredScene(alpha: 0.3)]
        #expect(try cached.render(crossFade) == plain.render(crossFade))
        // Not at rest and opaque: drawn uncached (its bars would blur what the frame holds).
        var moved = Self.barredScene()
        moved.transform = ViewTransform(translationX: 3)
        let before = cached.layerCache.count
        #expect(try cached.render([LayerCacheTests.card(), moved]) == plain.render([LayerCacheTests.card(), moved]))
        #expect(cached.layerCache.count == before)
    }

    /// The one-pass cross-fade of two opaque stores against copying the first and compositing
    /// the second over it.
    @Test func crossFadeEqualsCopyThenComposite() {
        var rng = SplitMix64(seed: 0x3A7E_0013)
        for round in 0..<120 {
            let w = 1 + Int(rng.next() % 33), h = 1 + Int(rng.next() % 9)
            let base = FastPathTests.randomImage(&rng, width: w, height: h, opaque: true)
            let layer = FastPathTests.randomImage(&rng, width: w, height: h, opaque: true)
            let opacity = UInt32(rng.next() % 256)
            var fast = Pixmap(width: w, height: h), general = base
            fast.crossFade(base, layer, opacity: opacity)
            general.composite(layer, atX: 0, y: 0, opacity: opacity, clip: general.bounds)
            #expect(fast == general, "round \(round)")
        }
    }

    /// The four-pixel `scale` and `lerp` (red and blue, green and alpha on alternate 16-bit
    /// lanes) against the scalar functions, on random pixels and every factor.
    @Test func vectorScaleAndLerpEqualScalar() {
        var rng = SplitMix64(seed: 0x3A7E_0014)
        for f in UInt32(0)...255 {
            let a = SIMD4<UInt32>(truncatingIfNeeded: SIMD4<UInt64>(rng.next(), rng.next(), rng.next(), rng.next()))
            let b = SIMD4<UInt32>(truncatingIfNeeded: SIMD4<UInt64>(rng.next(), rng.next(), rng.next(), rng.next()))
            let scaled = PixelMath.scale(a, by: f), mixed = PixelMath.lerp(a, b, f)
            for k in 0..<4 {
                #expect(scaled[k] == PixelMath.scale(a[k], by: f))
                #expect(mixed[k] == PixelMath.lerp(a[k], b[k], f))
            }
        }
    }
}
