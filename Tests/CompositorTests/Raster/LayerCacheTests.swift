@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// The layer cache's contract (`LayerCache`): whole-pixel translations equal the uncached path
/// exactly; anything else is the store resampled as an image; output never depends on what the
/// cache held.
@Suite struct LayerCacheTests {
    static func hex(_ s: String) -> Color { RasterFixtures.hex(s) }

    /// A card with everything a scene has: an opaque rounded background filling its frame, a
    /// clipped photo, a gradient, a label over the photo, a bordered badge and a tile with a
    /// shadow inside it.
    static func card(alpha: Double = 1, origin: Point = .zero, transform: ViewTransform = .identity) -> View {
        View(frame: Rect(x: origin.x, y: origin.y, width: 60, height: 40), transform: transform, alpha: alpha,
             backgroundColor: hex("#F2F2F7"), clipsToBounds: true, subviews: [
                View(frame: Rect(x: 2, y: 2, width: 36, height: 20), cornerRadius: 5, clipsToBounds: true,
                     image: ImageContent(path: "mem:photo")),
                View(frame: Rect(x: 4, y: 10, width: 50, height: 12),
                     label: Label(text: "Ridge walk", font: FontSpec(size: 9, weight: .bold), color: .white)),
                View(frame: Rect(x: 40, y: 4, width: 16, height: 16),
                     gradient: LinearGradient(stops: [.init(color: hex("#FF9F7A"), location: 0), .init(color: hex("#3A506B"), location: 1)]),
                     cornerRadius: 4, border: Border(width: 1.5, color: hex("#1C1C1E"))),
                View(frame: Rect(x: 6.5, y: 26.25, width: 22, height: 9), backgroundColor: hex("#34C759"), cornerRadius: 4.5,
                     shadow: Shadow(opacity: 0.4, radius: 2, offset: Size(width: 0, height: 1))),
             ])
    }

    static func renderer(cached: Bool, scale: Double = 2) -> SceneRenderer {
        let r = RasterFixtures.renderer(80, 60, scale: scale, background: hex("#202020"))
        r.cachesLayers = cached
        return r
    }

    @Test(arguments: [1.0, 0.6])
    func wholePixelTranslationEqualsUncached(alpha: Double) throws {
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        // At 2x, half points are whole pixels; offsets past every edge of the canvas too.
        let offsets = [Point(x: 0, y: 0), Point(x: 10.5, y: 7), Point(x: -20, y: 30.5), Point(x: 50, y: -12.5), Point(x: 3, y: 25)]
        for origin in offsets {
            let layers = [View(frame: Rect(x: 0, y: 0, width: 80, height: 60), backgroundColor: Self.hex("#FFFFFF")),
                          Self.card(alpha: alpha, origin: origin)]
            #expect(try cached.render(layers) == plain.render(layers), "card at \(origin), alpha \(alpha)")
            // A translation through the transform (as animators move scenes) is the same layer.
            let moved = [layers[0], Self.card(alpha: alpha, transform: ViewTransform(translationX: origin.x, translationY: origin.y))]
            #expect(try cached.render(moved) == plain.render(moved), "card moved by \(origin), alpha \(alpha)")
        }
        // One store served the card at every offset it was copied at, one the white background.
        #expect(cached.layerCache.count == 2)
        #expect(plain.layerCache.count == 0)
    }

    /// The equality above is not won by drawing everything uncached: a fading card moved by
    /// whole device pixels (inside the frame) and an opaque card at rest are copied from their
    /// store (`wholePixelOffset` is the whole-pixel move) and still equal the uncached frame;
    /// an opaque card moved off its store's place is drawn uncached, as the contract says.
    @Test func wholePixelCopiesAreTakenWhereTheContractAllows() throws {
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        let clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 160, y1: 120))
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 80, height: 60), backgroundColor: Self.hex("#FFFFFF"))
        for (alpha, origin, copied) in [(0.6, Point(x: 0, y: 0), true), (0.6, Point(x: 10.5, y: 7), true), (0.6, Point(x: 19.5, y: 19.5), true),
                                        (1.0, Point(x: 0, y: 0), true), (1.0, Point(x: 10.5, y: 7), false)] {
            let card = Self.card(alpha: alpha, transform: ViewTransform(translationX: origin.x, translationY: origin.y))
            let layer = cached.cachedLayer(card, toDevice: card.transformToSuperview.concatenating(cached.canvas.pointsToPixels),
                                           opacity: 1, clip: clip)
            if copied {
                let offset = try #require(layer?.wholePixelOffset, "alpha \(alpha) at \(origin)")
                #expect(offset.x == Int(2 * origin.x) && offset.y == Int(2 * origin.y))
            } else {
                #expect(layer == nil, "alpha \(alpha) at \(origin)")
            }
            #expect(try cached.render([backdrop, card]) == plain.render([backdrop, card]), "alpha \(alpha) at \(origin)")
        }
    }

    @Test func coveringLayerEqualsUncached() throws {
        // A scene root filling the canvas (the hidden-layer path) with a fading scene over it.
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        var root = Self.card()
        root.frame = Rect(x: 0, y: 0, width: 80, height: 60)
        var top = Self.card(alpha: 0.35, origin: Point(x: 12, y: 9))
        top.cornerRadius = 8
        top.clipsToBounds = true
        for layers in [[root, top], [top], [root]] {
            #expect(try cached.render(layers) == plain.render(layers))
        }
        // The fading first layer of a dismissing cross-dissolve.
        root.alpha = 0.5
        #expect(try cached.render([root, top]) == plain.render([root, top]))
    }

    /// Scaled and sub-pixel-moved layers are their store, rendered uncached at the canvas scale,
    /// drawn as an image: bilinear through the mip chain, the store rectangle's edges anti-aliased.
    @Test(arguments: [ViewTransform(scaleX: 0.45, scaleY: 0.6, translationX: 3.3, translationY: -1.7),
                      ViewTransform(translationX: 7.25, translationY: 2.1),
                      ViewTransform(scaleX: 1.5, scaleY: 1.25, translationX: 0.4)])
    func resampledLayerEqualsDocumentedResampling(transform: ViewTransform) throws {
        let scale = 2.0
        let view = Self.card(origin: Point(x: 9, y: 6), transform: transform)
        let cached = Self.renderer(cached: true, scale: scale)
        let frame = try cached.render([view])

        // The store: the card with no position, transform or alpha, drawn by the uncached path
        // at the canvas scale (or twice it when shown larger) onto transparent pixels covering
        // its device bounds.
        let toDevice = view.transformToSuperview.concatenating(.scale(scale, scale))
        let storeScale = max(toDevice.scaleX, toDevice.scaleY) > scale ? 2 * scale : scale
        var content = view
        content.frame.origin = .zero
        content.transform = .identity
        let area = IntRect(covering: content.deviceBounds(toDevice: .scale(storeScale, storeScale)))
        content.frame.origin = Point(x: -Double(area.x0) / storeScale, y: -Double(area.y0) / storeScale)
        let plain = SceneRenderer(canvas: Canvas(size: Size(width: Double(area.width) / storeScale, height: Double(area.height) / storeScale),
                                                 scale: storeScale), assets: RasterFixtures.assets)
        plain.cachesLayers = false
        var store = Pixmap(width: area.width, height: area.height)
        try plain.draw([content], into: &store)

        let storeToDevice = AffineTransform.translation(Double(area.x0), Double(area.y0))
            .concatenating(.scale(1 / storeScale, 1 / storeScale)).concatenating(toDevice)
        var expected = Pixmap(width: frame.width, height: frame.height, fill: cached.background)
        let sampler = try #require(ImageSampler(chain: MipChain(store), imageToDevice: storeToDevice, opacity: 255))
        let shape = try #require(RoundedRectCoverage(size: Size(width: Double(area.width), height: Double(area.height)),
                                                     cornerRadius: 0, transform: storeToDevice))
        expected.draw(sampler, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: expected.bounds), target: expected.bounds))
        #expect(frame == expected)
        #expect(cached.layerCache.count == 1)
    }

    /// The fast paths of a store moved by a fraction of a pixel (one lerp per pixel when it moves
    /// one way, sideways or up and down; two pixels per vector when both), opaque and with
    /// transparent pixels (a scene with its edge shadow), against the general per-pixel
    /// bilinear path.
    @Test(arguments: [true, false])
    func rowLerpEqualsGeneralSampling(opaque: Bool) throws {
        var rng = SplitMix64(seed: opaque ? 0x1A7E_0018 : 0x1A7E_0019)
        var drawn = 0
        for round in 0..<200 {
            let image = FastPathTests.randomImage(&rng, width: 20, height: 14, opaque: opaque)
            // Sideways, up or down, and both ways at once by a fraction of a pixel.
            let dx = round % 3 == 1 ? 0 : rng.double(0.01, 0.99), dy = round % 3 == 0 ? 0 : rng.double(0.01, 0.99)
            let t = AffineTransform.translation(Double(Int(rng.next() % 30)) - 8 + dx, Double(Int(rng.next() % 30)) - 8 + dy)
            guard let fast = ImageSampler(chain: MipChain(image), imageToDevice: t, opacity: 255),
                  let shape = RoundedRectCoverage(size: Size(width: 20, height: 14), cornerRadius: round % 3 == 0 ? 3 : 0, transform: t)
            else { continue }
            var general = fast
            general.isAxisAligned = false
            let (a, b) = FastPathTests.drawBoth(fast, general, shape: shape, &rng)
            #expect(a == b, "round \(round)")
            drawn += 1
        }
        #expect(drawn == 200)
    }

    /// `lerpRun` storing its results (its AVX2 or AVX-512 kernel, 8 or 16 pixels a step, where the
    /// CPU has it, then four, then one) equals `lerp` pixel by pixel, for random pixels, weights
    /// 0...255 and every length 0...70 (so each step and tail runs).
    @Test func lerpRunEqualsPerPixelLerp() {
        var rng = SplitMix64(seed: 0x1E_4B)
        var mismatches = 0
        for count in 0...70 {
            let a = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }, b = (0..<count).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            let f = count == 0 ? 255 : UInt32(rng.next() % 256)
            var out = [UInt32](repeating: 0, count: count)
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    out.withUnsafeMutableBufferPointer { o in
                        if count > 0 { ImageSampler.lerpRun(a.baseAddress!, b.baseAddress!, f, o.baseAddress!, count, over: false) }
                    }
                }
            }
            for i in 0..<count where out[i] != ImageSampler.lerp(a[i], b[i], f) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// A moving scene with a shadow strip hung outside its frame (the push's top scene): its
    /// frame comes from an opaque store, resampled, and the strip is drawn after it, uncached,
    /// exactly as if the strip were a layer of its own above the scene.
    @Test func sceneWithAHungShadowIsItsOpaqueStoreAndTheShadow() throws {
        let strip = View(frame: Rect(x: -6, y: 0, width: 6, height: 40),
                         gradient: LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), location: 1)],
                                                  start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        let move = ViewTransform(translationX: 17.3, translationY: 5)
        // An unclipped scene (a scene root): opaque background, a photo.
        let scene = View(frame: Rect(x: 0, y: 0, width: 60, height: 40), transform: move, backgroundColor: Self.hex("#F2F2F7"), subviews: [
            View(frame: Rect(x: 2, y: 2, width: 36, height: 20), cornerRadius: 5, clipsToBounds: true, image: ImageContent(path: "mem:photo")),
        ])
        var hung = scene
        hung.subviews.insert(strip, at: 0)
        let background = View(frame: Rect(x: 0, y: 0, width: 80, height: 60), backgroundColor: Self.hex("#FFFFFF"))
        let cached = Self.renderer(cached: true)
        let frame = try cached.render([background, hung])
        #expect(cached.layerCache.count == 2)
        // Expected: the card alone through the cache, then the strip drawn in the card's coordinates.
        let expecting = Self.renderer(cached: true)
        var expected = try expecting.render([background, scene])
        try expecting.draw(strip, parent: hung.transformToSuperview.concatenating(expecting.canvas.pointsToPixels),
                           clip: ClipRegion(rect: expected.bounds), opacity: 1, into: &expected)
        #expect(frame == expected)
        #expect(frame != (try Self.renderer(cached: false).render([background, hung])))
        // At whole pixels the scene is not copied from a store (it is not at rest): drawn whole.
        var still = hung
        still.transform = ViewTransform(translationX: 17.5, translationY: 5)
        #expect(try Self.renderer(cached: true).render([background, still]) == Self.renderer(cached: false).render([background, still]))
    }

    /// A scene root whose card shadow reaches past its edge only in its conservative bounds (the
    /// pixels there are transparent) is resampled, moving by a fraction of a pixel, from the
    /// store it has at rest (clipped to its bounds, filling them opaquely); one whose subview
    /// really draws outside its bounds is drawn uncached instead (`trimmedStore`).
    @Test func sceneDrawingNothingPastItsEdgeIsResampledFromItsAtRestStore() throws {
        func scene(_ transform: ViewTransform, sticking: Bool = false) -> View {
            View(frame: Rect(x: 0, y: 0, width: 80, height: 60), transform: transform, backgroundColor: Self.hex("#F2F2F7"), subviews: [
                View(frame: Rect(x: 10, y: 8, width: 50, height: 30), backgroundColor: Self.hex("#FFFFFF"), cornerRadius: 6,
                     shadow: Shadow(opacity: 0.3, radius: 4, offset: Size(width: 0, height: 2)),
                     subviews: [View(frame: Rect(x: 4, y: 4, width: 40, height: 12), image: ImageContent(path: "mem:photo"))]),
            ] + (sticking ? [View(frame: Rect(x: -3, y: 44, width: 12, height: 8), backgroundColor: Self.hex("#FF2D55"))] : []))
        }
        let scale = 2.0, move = ViewTransform(translationX: 7.25, translationY: 0)
        let moved = scene(move)
        let bounds = IntRect(x0: 0, y0: 0, x1: 160, y1: 120)
        let layout = try #require(BackingStore.Layout(moved.cacheContent, scale: scale, maxPixels: 1 << 20))
        #expect(layout.cover == nil && layout.area.x0 < 0, "the shadow's conservative bounds pass the scene's edge")
        let cached = Self.renderer(cached: true, scale: scale)
        let toDevice = moved.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
        let layer = try #require(cached.cachedLayer(moved, toDevice: toDevice, opacity: 1, clip: ClipRegion(rect: bounds)))
        #expect(layer.wholePixelOffset == nil && layer.content.clipsToBounds && layer.layout.area == bounds)
        let frame = try cached.render([moved])

        // The store: the scene at rest drawn uncached (it covers the canvas), resampled 14.5 pixels right.
        let store = try Self.renderer(cached: false, scale: scale).render([scene(.identity)])
        let storeToDevice = AffineTransform.translation(14.5, 0)
        var expected = Pixmap(width: frame.width, height: frame.height, fill: cached.background)
        let sampler = try #require(ImageSampler(chain: MipChain(store), imageToDevice: storeToDevice, opacity: 255))
        let shape = try #require(RoundedRectCoverage(size: Size(width: 160, height: 120), cornerRadius: 0, transform: storeToDevice))
        expected.draw(sampler, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: expected.bounds), target: expected.bounds))
        #expect(frame == expected)

        // A subview drawing past the edge: the trimmed store would lose it, so the scene is
        // its store and its overhang's (`sceneWithAShadowPastItsEdgeIsItsStoreAndItsOverhangResampled`);
        // with a material past the edge, which would blur the overhang store's transparent
        // margins, it is drawn uncached.
        let sticking = scene(move, sticking: true)
        let plain = Self.renderer(cached: true, scale: scale)
        #expect(plain.cachedLayer(sticking, toDevice: toDevice, opacity: 1, clip: ClipRegion(rect: bounds)) == nil)
        #expect(plain.overhungLayer(sticking, toDevice: toDevice, clip: ClipRegion(rect: bounds)) != nil)
        var frosted = sticking
        frosted.subviews[frosted.subviews.count - 1].material = .chrome
        #expect(plain.overhungLayer(frosted, toDevice: toDevice, clip: ClipRegion(rect: bounds)) == nil)
        #expect(try plain.render([frosted]) == Self.renderer(cached: false, scale: scale).render([frosted]))
    }

    /// A moving scene root whose floating bar's shadow really shows past its edges (the
    /// component kit's mini player) is its at-rest store resampled, then its overhang store —
    /// the scene drawn over its whole drawn area with its bounds left transparent — resampled
    /// over it (`SceneRenderer.OverhungLayer`), not the whole scene drawn again.
    @Test func sceneWithAShadowPastItsEdgeIsItsStoreAndItsOverhangResampled() throws {
        func scene(_ transform: ViewTransform) -> View {
            View(frame: Rect(x: 0, y: 0, width: 80, height: 60), transform: transform, backgroundColor: Self.hex("#F2F2F7"), subviews: [
                View(frame: Rect(x: 3, y: 30, width: 74, height: 16), backgroundColor: Self.hex("#FFFFFF"), cornerRadius: 6,
                     shadow: Shadow(opacity: 0.5, radius: 4, offset: Size(width: 0, height: 2)),
                     subviews: [View(frame: Rect(x: 4, y: 2, width: 30, height: 12), image: ImageContent(path: "mem:photo"))]),
            ])
        }
        let scale = 2.0, moved = scene(ViewTransform(translationX: 7.25, translationY: 0))
        let cached = Self.renderer(cached: true, scale: scale)
        let toDevice = moved.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
        let bounds = IntRect(x0: 0, y0: 0, x1: 160, y1: 120), clip = ClipRegion(rect: bounds)
        #expect(cached.cachedLayer(moved, toDevice: toDevice, opacity: 1, clip: clip) == nil, "the shadow shows past the edge")
        let overhung = try #require(cached.overhungLayer(moved, toDevice: toDevice, clip: clip))
        #expect(overhung.core.layout.area == bounds && overhung.core.content.clipsToBounds)
        let o = overhung.overhang.layout.area
        #expect(o.x0 < 0 && o.x1 > 160, "the shadow's reach on both sides")
        let frame = try cached.render([moved])

        // The stores by their definitions: the scene at rest drawn uncached, and the scene
        // drawn whole over the overhang's area with its bounds cleared.
        let core = try Self.renderer(cached: false, scale: scale).render([scene(.identity)])
        var overhang = Pixmap(width: o.width, height: o.height)
        let toStore = AffineTransform.scale(scale, scale).concatenating(.translation(Double(-o.x0), Double(-o.y0)))
        try Self.renderer(cached: false, scale: scale).drawLayer(scene(.identity), toDevice: toStore, opacity: 1,
                                                                 clip: ClipRegion(rect: overhang.bounds), into: &overhang)
        overhang.fill(.transparent, in: IntRect(x0: -o.x0, y0: -o.y0, x1: 160 - o.x0, y1: 120 - o.y0))
        #expect(!overhang.isTransparent(outside: .empty))
        // Both resampled 14.5 pixels right, the overhang over the store.
        var expected = Pixmap(width: frame.width, height: frame.height, fill: cached.background)
        for (store, x0, y0) in [(core, 0, 0), (overhang, o.x0, o.y0)] {
            let storeToDevice = AffineTransform.translation(14.5 + Double(x0), Double(y0))
            let sampler = try #require(ImageSampler(chain: MipChain(store), imageToDevice: storeToDevice, opacity: 255))
            let shape = try #require(RoundedRectCoverage(size: Size(width: Double(store.width), height: Double(store.height)), cornerRadius: 0,
                                                         transform: storeToDevice))
            expected.draw(sampler, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: expected.bounds), target: expected.bounds))
        }
        #expect(frame == expected)
        #expect(frame != (try Self.renderer(cached: false, scale: scale).render([moved])))
        // At rest the scene is its store copied, as before.
        #expect(try Self.renderer(cached: true, scale: scale).render([scene(.identity)]) == core)
    }

    /// Scenes filling the canvas whose content reaches past their bounds (a card's shadow past
    /// the screen's edge), at rest and cross-dissolving: their stores stop at the canvas, so they
    /// are copied and blended from stores, exactly as drawn uncached.
    @Test func canvasFillingScenesWithOverhangAreCachedExactly() throws {
        func scene(_ color: String, alpha: Double = 1) -> View {
            View(frame: Rect(x: 0, y: 0, width: 80, height: 60), alpha: alpha, backgroundColor: Self.hex(color), subviews: [
                View(frame: Rect(x: 3, y: 8, width: 50, height: 30), backgroundColor: Self.hex("#FFFFFF"), cornerRadius: 6,
                     shadow: Shadow(opacity: 0.3, radius: 4, offset: Size(width: 0, height: 2)),
                     subviews: [View(frame: Rect(x: 4, y: 4, width: 40, height: 12),
                                     label: Label(text: "Ridge", font: FontSpec(size: 9, weight: .bold), color: .black))]),
            ])
        }
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        for frame in [[scene("#F2F2F7")], [scene("#F2F2F7"), scene("#E5F1FF", alpha: 0.4)], [scene("#E5F1FF")]] {
            #expect(try cached.render(frame) == plain.render(frame))
        }
        #expect(cached.layerCache.count == 2)
    }

    /// A scene root drawing nothing past its bounds (no shadow or subview reaching out, no image
    /// of its own) keeps its own clipping at rest: the key it has sliding in (a push's top scene,
    /// unclipped) is the key it has once in place, so one store serves its moving and resting
    /// frames, and the resting frame is still exactly the uncached one. A scene whose card
    /// shadow reaches past its edge is clipped to its bounds at rest, as before.
    @Test func sceneComingToRestKeepsTheStoreItMovedWith() throws {
        func scene(_ transform: ViewTransform, overhang: Bool = false) -> View {
            View(frame: Rect(x: 0, y: 0, width: 80, height: 60), transform: transform, backgroundColor: Self.hex("#F2F2F7"), subviews: [
                View(frame: Rect(x: overhang ? 3 : 10, y: 8, width: 50, height: 30), backgroundColor: Self.hex("#FFFFFF"), cornerRadius: 6,
                     shadow: overhang ? Shadow(opacity: 0.3, radius: 4, offset: Size(width: 0, height: 2)) : nil,
                     subviews: [View(frame: Rect(x: 4, y: 4, width: 40, height: 12), image: ImageContent(path: "mem:photo"))]),
                View(frame: Rect(x: 6, y: 42, width: 68, height: 12),
                     label: Label(text: "Ridge walk", font: FontSpec(size: 9, weight: .bold), color: .black)),
            ])
        }
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        let clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 160, y1: 120)), toDevice = cached.canvas.pointsToPixels
        let moving = scene(ViewTransform(translationX: 13.3)), resting = scene(.identity)
        let slid = try #require(cached.cachedLayer(moving, toDevice: moving.transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip))
        let rest = try #require(cached.cachedLayer(resting, toDevice: toDevice, opacity: 1, clip: clip))
        #expect(slid.wholePixelOffset == nil && rest.copiesOpaquePixels)
        #expect(cached.key(slid) == cached.key(rest) && !rest.content.clipsToBounds)
        _ = try cached.render([moving])
        #expect(try cached.render([resting]) == plain.render([resting]))
        #expect(cached.layerCache.count == 1, "one store for the scene moving and at rest")
        // The overhanging shadow's scene at rest: its store stops at the canvas (clipped), so
        // its key is not the unclipped one; still exactly the uncached frame.
        let overhanging = scene(.identity, overhang: true)
        let clipped = try #require(cached.cachedLayer(overhanging, toDevice: toDevice, opacity: 1, clip: clip))
        #expect(clipped.content.clipsToBounds)
        #expect(try cached.render([overhanging]) == plain.render([overhanging]))
    }

    /// Layers under a scene sliding over them (a push's under scene and dimming, a sheet's
    /// presenting scene) skip the band it paints opaquely: the frame equals drawing everything,
    /// at random positions, sideways and vertically.
    @Test func layersUnderASlidingSceneSkipWhatItHides() throws {
        var rng = SplitMix64(seed: 0x0CC1_0018)
        let strip = View(frame: Rect(x: -6, y: 0, width: 6, height: 60),
                         gradient: LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), location: 1)],
                                                  start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        for round in 0..<40 {
            let t = rng.double(0.02, 0.98), sideways = round % 2 == 0
            var under = Self.card(), top = Self.card()
            under.frame = Rect(x: 0, y: 0, width: 80, height: 60)
            top.frame = under.frame
            top.clipsToBounds = false
            if sideways {
                under.transform = ViewTransform(translationX: -24 * t)
                top.transform = ViewTransform(translationX: 80 * (1 - t))
                top.subviews.insert(strip, at: 0)
            } else {
                top.transform = ViewTransform(translationY: 60 * (1 - t))
            }
            let dim = View(frame: under.frame, alpha: t, backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.1))
            let layers = [under, dim, top]
            let culling = Self.renderer(cached: true), plain = Self.renderer(cached: true)
            plain.cullsHiddenLayers = false
            // The sliding scene spans the frame across its motion (whole-pixel edges there), so
            // a band is really skipped: the equality below is not won by drawing everything.
            let hider = try #require(culling.opaqueInterior(top, toDevice: top.transformToSuperview.concatenating(culling.canvas.pointsToPixels)))
            #expect(SceneRenderer.visibleBand(of: IntRect(x0: 0, y0: 0, x1: 160, y1: 120), hiddenBy: [hider]) != nil, "round \(round)")
            #expect(try culling.render(layers) == plain.render(layers), "round \(round)")
        }
        // The band math: a scene hiding the right part leaves the left band, and so on.
        let frame = IntRect(x0: 0, y0: 0, x1: 100, y1: 50)
        #expect(SceneRenderer.visibleBand(of: frame, hiddenBy: [IntRect(x0: 30, y0: -2, x1: 140, y1: 60)]) == IntRect(x0: 0, y0: 0, x1: 30, y1: 50))
        #expect(SceneRenderer.visibleBand(of: frame, hiddenBy: [IntRect(x0: -5, y0: 0, x1: 70, y1: 50)]) == IntRect(x0: 70, y0: 0, x1: 100, y1: 50))
        #expect(SceneRenderer.visibleBand(of: frame, hiddenBy: [IntRect(x0: 0, y0: 20, x1: 100, y1: 50)]) == IntRect(x0: 0, y0: 0, x1: 100, y1: 20))
        #expect(SceneRenderer.visibleBand(of: frame, hiddenBy: [IntRect(x0: 10, y0: 0, x1: 90, y1: 50)]) == nil)
    }

    /// The opaque-store fast paths (row copy, two-pixel blend) against the general composite.
    @Test func opaqueLayerPathsEqualGeneralComposite() {
        var rng = SplitMix64(seed: 0x0FA9_0018)
        for round in 0..<300 {
            let layer = FastPathTests.randomImage(&rng, width: 1 + Int(rng.next() % 30), height: 1 + Int(rng.next() % 20), opaque: true)
            var base = FastPathTests.randomImage(&rng, width: 48, height: 48, opaque: round % 2 == 0)
            let x = Int(rng.next() % 60) - 10, y = Int(rng.next() % 60) - 10
            let clip = IntRect(x0: Int(rng.next() % 20), y0: Int(rng.next() % 20), x1: 20 + Int(rng.next() % 30), y1: 20 + Int(rng.next() % 30))
            let opacity = round % 5 == 0 ? 255 : UInt32(rng.next() % 256)
            var expected = base
            expected.composite(layer, atX: x, y: y, opacity: opacity, clip: clip)
            var copied = base
            copied.copy(layer, atX: x, y: y, clip: clip)
            if opacity == 255 { #expect(copied == expected, "round \(round)") }
            base.composite(opaque: layer, atX: x, y: y, opacity: opacity, clip: clip)
            #expect(base == expected, "round \(round)")
        }
    }

    @Test(arguments: [ViewTransform(scaleX: 2.5, scaleY: 2.5), ViewTransform(rotation: 0.3, translationX: 0.25)])
    func layersShownLargerThanTwiceOrRotatedAreNotCached(transform: ViewTransform) throws {
        let cached = Self.renderer(cached: true), plain = Self.renderer(cached: false)
        let layers = [Self.card(transform: transform)]
        #expect(try cached.render(layers) == plain.render(layers))
        #expect(cached.layerCache.count == 0)
    }

    @Test func cacheKeepsItsMemoryBound() throws {
        let renderer = Self.renderer(cached: true)
        let frameBytes = 4 * renderer.canvas.pixelWidth * renderer.canvas.pixelHeight
        // Many different opaque cards (a label text each): only the budget's worth stays.
        for i in 0..<40 {
            var card = Self.card()
            card.frame.size = Size(width: 80, height: 60)
            card.subviews[1].label?.text = "Card \(i)"
            _ = try renderer.render([card])
            #expect(renderer.layerCache.bytes <= renderer.layerCache.limitBytes)
        }
        #expect(renderer.layerCache.limitBytes == 8 * frameBytes)
        // Each store is one frame's size (the card fills the canvas): eight fit.
        #expect(renderer.layerCache.count == 8)
    }

    /// `isTransparent(outside:)` (which decides whether a store may be trimmed) against a pixel
    /// by pixel scan: one stray pixel anywhere outside the rectangle — in a tail of eight,
    /// beside the rectangle, in rows above or below it — makes it false.
    @Test func transparencyOutsideARectEqualsAPixelScan() {
        var rng = SplitMix64(seed: 0x5EED_0032)
        for round in 0..<400 {
            let w = 1 + Int(rng.next() % 37), h = 1 + Int(rng.next() % 9)
            var pixmap = Pixmap(width: w, height: h)
            for _ in 0..<Int(rng.next() % 3) { pixmap.pixels[Int(rng.next() % UInt64(w * h))] = UInt32(1 + rng.next() % 0xFFFF_FFFE) }
            let x0 = Int(rng.next() % UInt64(w + 4)) - 2, y0 = Int(rng.next() % UInt64(h + 4)) - 2
            let area = IntRect(x0: x0, y0: y0, x1: x0 + Int(rng.next() % UInt64(w + 3)), y1: y0 + Int(rng.next() % UInt64(h + 3)))
            let expected = (0..<(w * h)).allSatisfy { i in
                let (x, y) = (i % w, i / w)
                return pixmap.pixels[i] == 0 || (x >= area.x0 && x < area.x1 && y >= area.y0 && y < area.y1)
            }
            #expect(pixmap.isTransparent(outside: area) == expected, "round \(round)")
        }
    }
}
