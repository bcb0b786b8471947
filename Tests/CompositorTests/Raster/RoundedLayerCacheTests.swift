@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// Rounded views clipping to their bounds drawn from the cache (issue 51): a page sheet's card
/// sliding up and the presenting scene shrinking behind it with its corners rounding are their
/// square stores — the very store the scene has at rest — resampled through their own rounded
/// shape (`SceneRenderer.roundedClip`), as Core Animation masks a layer's rasterized contents;
/// and a flow's flattened scene (a root without a background of its own over an opaque scene)
/// is an opaque store (`View.storeCover`).
@Suite struct RoundedLayerCacheTests {
    static func hex(_ s: String) -> Color { RasterFixtures.hex(s) }

    /// A scene root filling the 80 × 60 canvas: rows with labels, an image, a card with a shadow.
    static func scene(transform: ViewTransform = .identity, corner: Double = 0) -> View {
        View(frame: Rect(x: 0, y: 0, width: 80, height: 60), transform: transform, backgroundColor: hex("#F2F2F7"),
             cornerRadius: corner, clipsToBounds: corner > 0, subviews: [
                View(frame: Rect(x: 4, y: 4, width: 60, height: 12),
                     label: Label(text: "Library", font: FontSpec(size: 10, weight: .bold), color: .black)),
                View(frame: Rect(x: 4, y: 20, width: 30, height: 20), cornerRadius: 4, clipsToBounds: true, image: ImageContent(path: "mem:photo")),
                View(frame: Rect(x: 40, y: 22, width: 34, height: 16), backgroundColor: .white, cornerRadius: 5,
                     shadow: Shadow(opacity: 0.3, radius: 3, offset: Size(width: 0, height: 1)),
                     subviews: [View(frame: Rect(x: 3, y: 3, width: 28, height: 10),
                                     label: Label(text: "Artists", font: FontSpec(size: 7), color: hex("#1C1C1E")))]),
             ])
    }

    /// `view` as `SceneRenderer.draw` would resample it by the documented rule: its square
    /// store (the scene at rest, drawn uncached), bilinear, through its rounded shape.
    static func expected(_ view: View, store: Pixmap, on renderer: SceneRenderer, under: Pixmap) throws -> Pixmap {
        let toDevice = view.transformToSuperview.concatenating(renderer.canvas.pointsToPixels)
        let storeToDevice = AffineTransform.scale(1 / renderer.canvas.scale, 1 / renderer.canvas.scale).concatenating(toDevice)
        var expected = under
        let sampler = try #require(ImageSampler(chain: MipChain(store), imageToDevice: storeToDevice, opacity: 255))
        let shape = try #require(RoundedRectCoverage(size: view.frame.size, cornerRadius: view.cornerRadius, transform: toDevice))
        expected.draw(sampler, through: CoverageScanner(shape: shape, clip: ClipRegion(rect: expected.bounds), target: expected.bounds))
        return expected
    }

    @Test(arguments: [(0.92, 6.0), (0.975, 2.5), (0.5, 12.0)])
    func shrinkingRoundedSceneIsItsAtRestStoreThroughItsShape(shrink: Double, corner: Double) throws {
        let cached = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        let atRest = Self.scene()
        let rest = try cached.render([atRest])
        let transform = ViewTransform(scaleX: shrink, scaleY: shrink, translationY: 1.3)
        let shrunk = Self.scene(transform: transform, corner: corner)
        let toDevice = shrunk.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
        let layer = try #require(cached.cachedLayer(shrunk, toDevice: toDevice, opacity: 1, clip: cached.frameClip))
        #expect(layer.rounded == corner && layer.wholePixelOffset == nil)
        let frame = try cached.render([shrunk])
        // One store: the scene at rest served the shrunk, rounded frame too.
        #expect(cached.layerCache.count == 1)
        let uncached = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        uncached.cachesLayers = false
        #expect(rest == (try uncached.render([atRest])))
        let black = Pixmap(width: 160, height: 120, fill: cached.background)
        #expect(frame == (try Self.expected(shrunk, store: rest, on: cached, under: black)))
        // Outside the rounded shape the canvas shows: the top-left corner pixel of the shrunk
        // scene (its corner's arc passes well inside it) is the background's.
        let shape = try #require(RoundedRectCoverage(size: shrunk.frame.size, cornerRadius: corner, transform: toDevice))
        #expect(frame[shape.bounds.x0, shape.bounds.y0] == cached.background)
    }

    /// A sheet's card rising by a fraction of a pixel: its square store resampled up and down
    /// through its rounded shape over what lies below; at whole pixels it is drawn uncached,
    /// exactly as before.
    @Test func risingRoundedCardIsResampledAndDrawnUncachedAtWholePixels() throws {
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 80, height: 60), backgroundColor: Self.hex("#8E8E93"))
        func card(_ rise: Double) -> View {
            var card = Self.scene(transform: ViewTransform(translationY: rise), corner: 8)
            card.frame = Rect(x: 0, y: 10, width: 80, height: 50)
            return card
        }
        let cached = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        let plain = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        plain.cachesLayers = false
        let under = try plain.render([backdrop])
        var square = card(0)
        square.frame.origin = .zero
        square.cornerRadius = 0
        square.clipsToBounds = false
        let store = try RasterFixtures.renderer(80, 50, scale: 2, background: .black).render([square])
        for rise in [17.3, 4.05, 0.2] {
            let moving = card(rise)
            #expect(try cached.render([backdrop, moving]) == Self.expected(moving, store: store, on: cached, under: under), "rise \(rise)")
        }
        for rise in [17.5, 3.0] {
            let moving = card(rise)
            let toDevice = moving.transformToSuperview.concatenating(cached.canvas.pointsToPixels)
            #expect(cached.cachedLayer(moving, toDevice: toDevice, opacity: 1, clip: cached.frameClip) == nil)
            #expect(try cached.render([backdrop, moving]) == plain.render([backdrop, moving]), "rise \(rise)")
        }
    }

    /// What keeps a rounded view uncached: a border (drawn along the rounded edge, over the
    /// clip), a background that does not fill it, no clipping.
    @Test func roundedViewsThatStayUncached() {
        let renderer = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        let transform = ViewTransform(scaleX: 0.9, scaleY: 0.9, translationY: 1.3)
        var bordered = Self.scene(transform: transform, corner: 6)
        bordered.border = Border(width: 1, color: .black)
        var clear = Self.scene(transform: transform, corner: 6)
        clear.backgroundColor = nil
        var unclipped = Self.scene(transform: transform, corner: 6)
        unclipped.clipsToBounds = false
        for view in [bordered, clear, unclipped] {
            let toDevice = view.transformToSuperview.concatenating(renderer.canvas.pointsToPixels)
            #expect(renderer.cachedLayer(view, toDevice: toDevice, opacity: 1, clip: renderer.frameClip)?.rounded == nil)
        }
    }

    /// A flow's flattened scene — a root drawing nothing itself whose first subview is an opaque
    /// scene filling it — is an opaque store starting in that scene's color, the same pixels
    /// as drawn over transparency; not when the root's rounded clip or an inset first subview
    /// leaves pixels bare.
    @Test func flattenedSceneIsAnOpaqueStore() throws {
        // Clipped to its bounds, as a scene filling the canvas is cached (`cachedLayer`).
        let flattened = View(frame: Rect(x: 0, y: 0, width: 80, height: 60), clipsToBounds: true, subviews: [Self.scene()])
        let layout = try #require(BackingStore.Layout(flattened, scale: 2, maxPixels: 1 << 20))
        #expect(layout.cover == Self.hex("#F2F2F7").premultiplied())
        let renderer = RasterFixtures.renderer(80, 60, scale: 2, background: .black)
        renderer.cachesLayers = false
        let store = try BackingStore(rendering: flattened, layout: layout, scale: 2, with: renderer)
        var drawn = Pixmap(width: 160, height: 120)
        try renderer.draw([flattened], into: &drawn)
        #expect(store.pixels == drawn && store.isOpaque)

        var rounded = flattened
        rounded.cornerRadius = 6
        rounded.clipsToBounds = true
        #expect(BackingStore.Layout(rounded, scale: 2, maxPixels: 1 << 20)?.cover == nil)
        var inset = flattened
        inset.subviews[0].frame.origin = Point(x: 0.25, y: 0)
        #expect(BackingStore.Layout(inset, scale: 2, maxPixels: 1 << 20)?.cover == nil)
    }
}
