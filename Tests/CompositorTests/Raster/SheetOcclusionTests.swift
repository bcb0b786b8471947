@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorScene

/// A rounded opaque card over an uncached scene (a page sheet rising over its shrinking
/// presenter): the scene drawn only above the card's rows clear of its corners
/// (`SceneRenderer.occludedPixels`, `drawsAlikeUncached`) gives exactly the frame drawn whole.
@Suite struct SheetOcclusionTests {
    /// A presenter-like scene: rows of labels and icons, a fading group, a gradient, and a
    /// floating material bar with a shadow, shrunk by `shrink` and rounded as a sheet's presenter.
    static func presenter(_ rng: inout SplitMix64, shrink: Double, corner: Double) -> View {
        var rows: [View] = []
        for i in 0..<6 {
            var row = View(frame: Rect(x: 4, y: 10 + Double(i) * 11, width: 52, height: 10), backgroundColor: .white, cornerRadius: 2,
                           label: Label(text: ["Playlists", "Artists", "Albums", "Songs", "Ridge", "Kestrel"][i], font: FontSpec(size: 5),
                                        color: .black))
            var icon = View(frame: Rect(x: 44, y: 2, width: 6, height: 6))
            icon.icon = IconContent(name: "play.fill", codepoint: 0xE037, size: 5, color: Color(red: 0.9, green: 0.2, blue: 0.3))
            row.subviews = [icon]
            rows.append(row)
        }
        let group = View(frame: Rect(x: rng.double(2, 30), y: rng.double(5, 60), width: 20, height: 14), alpha: 0.6,
                         backgroundColor: Color(red: 0.2, green: 0.5, blue: 0.9),
                         subviews: [View(frame: Rect(x: 2, y: 2, width: 8, height: 8), backgroundColor: .white),
                                    View(frame: Rect(x: 6, y: 5, width: 8, height: 8), backgroundColor: .black)])
        let gradient = View(frame: Rect(x: 6, y: rng.double(20, 70), width: 12, height: 12),
                            gradient: LinearGradient(stops: [.init(color: Color(red: 1, green: 0.4, blue: 0.3), location: 0),
                                                             .init(color: Color(red: 0.5, green: 0.2, blue: 1), location: 1)],
                                                     start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)), cornerRadius: 2)
        var bar = View(frame: Rect(x: 3, y: rng.double(60, 78), width: 54, height: 8), cornerRadius: 3,
                       shadow: Shadow(opacity: 0.2, radius: 3, offset: Size(width: 0, height: 1)),
                       subviews: [View(frame: Rect(x: 2, y: 1, width: 30, height: 6),
                                       label: Label(text: "Harbour Lights", font: FontSpec(size: 4), color: .black))])
        bar.material = .chrome
        var tabBar = View(frame: Rect(x: 0, y: 80, width: 60, height: 10))
        tabBar.material = .chrome
        return View(frame: Rect(x: 0, y: 0, width: 60, height: 90), transform: ViewTransform(scaleX: shrink, scaleY: shrink),
                    backgroundColor: Color(red: 0.95, green: 0.95, blue: 0.97), cornerRadius: corner, clipsToBounds: corner > 0,
                    subviews: rows + [group, gradient, bar, tabBar])
    }

    /// The card: opaque, rounded, clipped, holding its own material bar with a shadow.
    static func card(_ rng: inout SplitMix64, rise: Double) -> View {
        var bar = View(frame: Rect(x: 3, y: 60, width: 54, height: 8), cornerRadius: 3,
                       shadow: Shadow(opacity: 0.2, radius: 3, offset: Size(width: 0, height: 1)))
        bar.material = .chrome
        return View(frame: Rect(x: 0, y: 6, width: 60, height: 84), transform: ViewTransform(translationY: rise),
                    backgroundColor: Color(red: 0.95, green: 0.95, blue: 0.97), cornerRadius: rng.double(2, 6), clipsToBounds: true,
                    subviews: [View(frame: Rect(x: 4, y: 8, width: 40, height: 8),
                                    label: Label(text: "Playback", font: FontSpec(size: 6, weight: .bold), color: .black)), bar])
    }

    /// Uncached (`cachesLayers` off), the presenter is culled by `drawsAlikeUncached`; cached,
    /// it is its at-rest store resampled through its rounded shape (`SceneRenderer.roundedClip`),
    /// which draws alike under any clip.
    @Test(arguments: [false, true])
    func aSheetRisingOverAPresenterEqualsDrawingEverything(caches: Bool) throws {
        var rng = SplitMix64(seed: 0x5EED_0051)
        var culled = 0
        for round in 0..<48 {
            let canvas = Canvas(size: Size(width: 60, height: 90), scale: [1, 2, 3][round % 3], backgroundColor: .black)
            let progress = rng.double(0, 1)
            let layers = [Self.presenter(&rng, shrink: 1 - 0.08 * progress, corner: 4 * progress),
                          View(frame: Rect(x: 0, y: 0, width: 60, height: 90), alpha: progress * 0.4, backgroundColor: .black),
                          Self.card(&rng, rise: 84 * (1 - progress) + rng.double(0, 0.9))]
            let culling = SceneRenderer(canvas: canvas), plain = SceneRenderer(canvas: canvas)
            plain.cullsHiddenLayers = false
            culling.cachesLayers = caches
            plain.cachesLayers = caches
            #expect(try culling.render(layers) == plain.render(layers), "round \(round)")
            let toDevice = canvas.pointsToPixels, frame = culling.frameClip.rect
            if let hidden = culling.occludedPixels(layers[2], toDevice: layers[2].transformToSuperview.concatenating(toDevice)),
               let band = SceneRenderer.visibleBand(of: frame, hiddenBy: [hidden]), band != frame,
               caches ? culling.drawsAlikeUnderAnyClip(layers[0], toDevice: layers[0].transformToSuperview.concatenating(toDevice))
                      : culling.drawsAlikeUncached(layers[0], toDevice: layers[0].transformToSuperview.concatenating(toDevice), in: band) {
                culled += 1
            }
        }
        // Labels, icons and fading groups straddling the band's edge are drawn as drawn whole
        // (`ClipRegion.uncut`), so the culled route runs in most rounds (0 of 48 before); a
        // material whose backdrop the edge crosses still refuses it.
        print("SheetOcclusionTests culled \(culled) of 48 (caching \(caches))")
        #expect(culled >= (caches ? 24 : 12))
    }

    @Test func aRoundedOpaqueCardHidesOnlyTheRowsClearOfItsCorners() {
        let canvas = Canvas(size: Size(width: 60, height: 90), scale: 3, backgroundColor: .black)
        let renderer = SceneRenderer(canvas: canvas)
        let card = View(frame: Rect(x: 0, y: 30, width: 60, height: 90), backgroundColor: .white, cornerRadius: 10, clipsToBounds: true)
        let hidden = renderer.occludedPixels(card, toDevice: card.transformToSuperview.concatenating(canvas.pointsToPixels))
        // The full width, from below the top corners (30 + 10 points) to the canvas's bottom.
        #expect(hidden == IntRect(x0: 0, y0: 120, x1: 180, y1: 270))
        var faded = card
        faded.alpha = 0.9
        #expect(renderer.occludedPixels(faded, toDevice: faded.transformToSuperview.concatenating(canvas.pointsToPixels)) == nil)
    }
}
