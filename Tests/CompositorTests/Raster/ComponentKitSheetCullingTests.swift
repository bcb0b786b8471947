@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// The component-kit sheet (benchmarks/component-kit, issue 51): while the card rises, the
/// presenting scene — shrinking, so drawn uncached — is drawn only in the band above the card
/// (`SceneRenderer.draw(_:into:)`), though labels and icons straddle the band's edge at almost
/// every frame (`ClipRegion.uncut`). Exactness is `SheetOcclusionTests`'; this says the route
/// is taken on the screen it was made for.
@Suite struct ComponentKitSheetCullingTests {
    @Test func thePresenterIsDrawnOnlyAboveTheRisingCard() throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/component-kit/component-kit-sheet.yaml")
        let clip = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: clip.canvas)
        let toDevice = clip.canvas.pointsToPixels, frame = renderer.frameClip.rect
        var moving = 0, culled = 0
        for i in 1..<clip.frameCount {
            guard case .composite = clip.plan(at: FrameIndex(i), renderer: renderer, planes: true) else { continue }
            let layers = clip.layers(at: FrameIndex(i))
            moving += 1
            let hidden = layers.dropFirst().compactMap { renderer.occludedPixels($0, toDevice: $0.transformToSuperview.concatenating(toDevice)) }
            let presenter = layers[0], placed = presenter.transformToSuperview.concatenating(toDevice)
            if let band = SceneRenderer.visibleBand(of: frame, hiddenBy: hidden), band.y1 < frame.y1,
               renderer.drawsAlikeUncached(presenter, toDevice: placed, in: band) {
                culled += 1
            }
        }
        // 29 of 30 at 2026-12-06: the first moving frame is drawn whole (the band's edge crosses
        // what a material's blur reads, which culling cannot keep the same).
        #expect(moving == 30)
        #expect(culled >= 28, "culled in \(culled) of \(moving) moving frames")
    }
}
