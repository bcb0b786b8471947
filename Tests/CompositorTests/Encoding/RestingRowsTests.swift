import CFFmpeg
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// A scene at rest seen for the first time is written by converting RGBA rows
/// (`RestingRows`): its store's rows, and the rows its layers lie in drawn over it. Exactly the
/// converted frame, as the planes' route (`PlaneBands`) it takes when the scene comes back; the
/// rows drawn are the layers' own (a status bar's at the top and a home indicator's at the
/// bottom), not the rectangle around both.
@Suite struct RestingRowsTests {
    typealias P = PlaneFrameTests

    /// Random store and patch pixels, row bands at the top, inside and at the bottom, none:
    /// every row pair converted from the patch inside a band and from the store outside.
    @Test func rowsAreTheStoreAndThePatchConverted() throws {
        let (width, height) = (48, 40)
        let store = P.noise(width: width, height: height, seed: 21), patch = P.noise(width: width, height: height, seed: 22)
        for rows in [[], [0..<6], [4..<10, 20..<22, 34..<40], [0..<40]] as [[Range<Int>]] {
            var frame = store
            for band in rows { for y in band { for x in 0..<width { frame.pixels[y * width + x] = patch.pixels[y * width + x] } } }
            let written = try P.written(.restingRows(RestingRows(store: store, patch: patch, rows: rows)))
            #expect(written == (try P.converted(frame)), "rows \(rows)")
        }
    }

    /// The layers' rows (`RestingPlan.rows`, `SceneRenderer.rowBands`) join overlapping and
    /// touching row ranges and sort them.
    @Test func rowRangesMerge() {
        let rects = [10..<20, 0..<4, 18..<24, 24..<26, 30..<32].map { IntRect(x0: 3, y0: $0.lowerBound, x1: 9, y1: $0.upperBound) }
        #expect(SceneRenderer.rowBands(rects, height: 40) == [0..<4, 10..<26, 30..<32])
        #expect(SceneRenderer.rowBands([], height: 40) == [])
    }

    /// The component-kit push at 1× (394 × 852) and a renderer for it.
    static func componentKitPush() throws -> (ClipFrames, SceneRenderer) {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/component-kit/component-kit-push.yaml")
            .scaled(by: 1.0 / 3)
        let frames = try ClipFrames(template: template, direction: .present)
        return (frames, SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template)))
    }

    /// The component-kit push's first frame at 1× (394 × 852): the Library screen at rest with
    /// the status bar and the home indicator over it. Asked the first time, it is converted rows:
    /// two bands, the status bar's from the top (its 59-point area, not past a third of the
    /// frame) and the home indicator's near the bottom (its 5-point bar, not above the last
    /// 34 points), exactly the converted frame; asked again, the scene's planes under the
    /// rectangle around both (`PlaneBands`), exactly the same bytes.
    @Test func componentKitScreenAtRestIsRowsThenPlanes() throws {
        let (frames, renderer) = try Self.componentKitPush()
        let layers = frames.layers(at: FrameIndex(0))
        let converted = try P.converted(renderer.render(layers))
        guard case .restingRows(let rows)? = try renderer.planeFrame(layers) else {
            Issue.record("the first frame is not converted rows"); return
        }
        #expect(rows.rows.count == 2, "\(rows.rows)")
        if rows.rows.count == 2 {
            #expect(rows.rows[0].lowerBound == 0 && rows.rows[0].upperBound >= 59 && rows.rows[0].upperBound < 852 / 3, "\(rows.rows)")
            #expect(rows.rows[1].lowerBound >= 852 - 34 && rows.rows[1].upperBound <= 852, "\(rows.rows)")
        }
        #expect(try P.written(.restingRows(rows)) == converted)
        guard case .bands(let bands)? = try renderer.planeFrame(layers) else {
            Issue.record("the frame asked again does not take the scene's planes"); return
        }
        #expect(try P.written(.bands(bands)) == converted)
        // A copy is made from existing planes only, and rows only before them: a third ask takes the planes too.
        guard case .bands? = try renderer.planeFrame(layers) else { Issue.record("a third ask is not planes"); return }
    }

    /// A scene at rest under a dimming (a canvas fill) is never converted rows: the planes'
    /// route with the fill, within ±1 (as before).
    @Test func aDimmedSceneAtRestTakesItsPlanes() throws {
        let (frames, renderer) = try Self.componentKitPush()
        var layers = frames.layers(at: FrameIndex(0))
        let dim = View(frame: Rect(x: 0, y: 0, width: 394, height: 852), backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.3))
        layers.insert(dim, at: 1)
        guard case .bands(let bands)? = try renderer.planeFrame(layers) else { Issue.record("not the planes' route"); return }
        #expect(bands.bands.first?.fill != nil)
        #expect(P.largestDifference(try P.written(.bands(bands)), try P.converted(renderer.render(layers))) <= 1)
    }

    /// Trim verdicts have a table of their own in the clip's shared cache: asking for many
    /// never pushes a store's planes out, and they are made once per key (here two keys kept of
    /// a limit of two, then eight verdicts, then the planes asked again); a third key does.
    @Test func verdictsNeverEvictStores() throws {
        let cache = SharedPlaneCache(limit: 2)
        let planes = FixedPointPlanes(P.noise(width: 4, height: 4, seed: 3))
        let keys = (0..<10).map { LayerCache.Key(content: View(frame: Rect(x: 0, y: 0, width: Double($0 + 1), height: 1)), scale: 1) }
        var made = 0
        func ask(_ i: Int) throws { _ = try cache.planes(keys[i]) { made += 1; return planes } }
        try ask(0)
        try ask(1)
        for i in 2..<10 { #expect(cache.verdict(keys[i]) { i % 2 == 0 } == (i % 2 == 0)) }
        try ask(0)
        try ask(1)
        #expect(made == 2)
        #expect(cache.count == 2)
        try ask(2)
        try ask(0)
        #expect(made == 4)
        // Verdicts are kept too: asked again, not decided again.
        #expect(cache.verdict(keys[3]) { true } == false)
    }
}
