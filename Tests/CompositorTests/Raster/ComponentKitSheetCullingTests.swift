@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// The component-kit sheet (benchmarks/component-kit, issue 51): while the card rises, the
/// presenting scene — shrinking and rounding its corners — is drawn only in the band above the
/// card (`SceneRenderer.draw(_:into:)`): from the cache, its at-rest store resampled through its
/// rounded shape, which draws alike under any clip; with the cache off, uncached, though labels
/// and icons straddle the band's edge at almost every frame (`ClipRegion.uncut`). Exactness is
/// `SheetOcclusionTests`'; this says the routes are taken on the screen they were made for.
@Suite struct ComponentKitSheetCullingTests {
    @Test(arguments: [true, false])
    func thePresenterIsDrawnOnlyAboveTheRisingCard(caches: Bool) throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/component-kit/component-kit-sheet.yaml")
        let clip = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: clip.canvas)
        renderer.cachesLayers = caches
        let toDevice = clip.canvas.pointsToPixels, frame = renderer.frameClip.rect
        var moving = 0, culled = 0
        for i in 1..<clip.frameCount {
            guard case .composite = clip.plan(at: FrameIndex(i), renderer: renderer, planes: true) else { continue }
            let layers = clip.layers(at: FrameIndex(i))
            moving += 1
            let hidden = layers.dropFirst().compactMap { renderer.occludedPixels($0, toDevice: $0.transformToSuperview.concatenating(toDevice)) }
            let presenter = layers[0], placed = presenter.transformToSuperview.concatenating(toDevice)
            if let band = SceneRenderer.visibleBand(of: frame, hiddenBy: hidden), band.y1 < frame.y1,
               caches ? renderer.cachedLayer(presenter, toDevice: placed, opacity: 1, clip: renderer.frameClip)?.rounded != nil
                          && renderer.drawsAlikeUnderAnyClip(presenter, toDevice: placed)
                      : renderer.drawsAlikeUncached(presenter, toDevice: placed, in: band) {
                culled += 1
            }
        }
        // Uncached, 29 of 30 at 2026-12-06: the first moving frame is drawn whole (the band's
        // edge crosses what a material's blur reads, which culling cannot keep the same).
        // Cached, every moving frame: a resampled store reads no backdrop.
        #expect(moving == 30)
        #expect(culled >= (caches ? 30 : 28), "culled in \(culled) of \(moving) moving frames")
    }
}
