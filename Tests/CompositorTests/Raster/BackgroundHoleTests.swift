@testable import CompositorRaster
import Testing
@testable import Compositor

/// A view's background fill is left out under its first subview where that paints every pixel
/// opaquely (`SceneRenderer.backgroundHole`): an opaque panel or an opaque photo filling its
/// clipped bounds. The frame must be exactly the one drawn with the fill everywhere
/// (`skipsCoveredBackgrounds` off), at fractional places and with the card clipping or not.
@Suite struct BackgroundHoleTests {
    static func hex(_ s: String) -> Color { RasterFixtures.hex(s) }

    /// A card whose first subview is `first`, with a label and a rounded tile over it.
    static func card(_ first: View, at origin: Point, clips: Bool) -> View {
        View(frame: Rect(x: origin.x, y: origin.y, width: 60, height: 44), backgroundColor: hex("#F2F2F7"), clipsToBounds: clips, subviews: [
            first,
            View(frame: Rect(x: 4, y: 12, width: 50, height: 12),
                 label: Label(text: "Ridge walk", font: FontSpec(size: 9, weight: .bold), color: .white)),
            View(frame: Rect(x: 30.25, y: 20.5, width: 18, height: 14), backgroundColor: hex("#34C759"), cornerRadius: 4),
        ])
    }

    /// `layers` drawn by `renderer` with the background fill everywhere.
    static func filledEverywhere(_ layers: [View], _ renderer: SceneRenderer) throws -> Pixmap {
        renderer.skipsCoveredBackgrounds = false
        defer { renderer.skipsCoveredBackgrounds = true }
        return try renderer.render(layers)
    }

    static let photo = View(frame: Rect(x: -3.3, y: 1.7, width: 48.5, height: 27.25), clipsToBounds: true,
                            image: ImageContent(path: "mem:photo", contentMode: .scaleAspectFill))
    static let panel = View(frame: Rect(x: 2.5, y: 3.25, width: 40.75, height: 30), backgroundColor: hex("#FF9F7A"))

    @Test(arguments: [(photo, true), (photo, false), (panel, true), (panel, false)])
    func holeUnderAnOpaqueFirstSubviewChangesNoPixel(first: View, clips: Bool) throws {
        for origin in [Point(x: 0, y: 0), Point(x: 7.3, y: 5.55), Point(x: 21.5, y: -3.25)] {
            let renderer = RasterFixtures.renderer(80, 60, scale: 2)
            renderer.cachesLayers = false
            let card = Self.card(first, at: origin, clips: clips)
            // The hole is really taken: the comparison is not won by filling everywhere.
            let toDevice = card.transformToSuperview.concatenating(renderer.canvas.pointsToPixels)
            let hole = try #require(renderer.backgroundHole(card, toDevice: toDevice, opacity: 1,
                                                            clip: ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 160, y1: 120))))
            #expect(hole.width > 40 && hole.height > 40, "\(hole)")
            #expect(try renderer.render([card]) == Self.filledEverywhere([card], renderer), "at \(origin), clips \(clips)")
        }
    }

    /// No hole under a first subview that does not paint its pixels opaquely by itself — faded,
    /// rounded, translucent, or blurring what lies below — nor when the card itself fades; the
    /// frames are still the fully filled ones.
    @Test func noHoleWhereTheFirstSubviewLetsThroughOrReadsBelow() throws {
        var faded = Self.panel; faded.alpha = 0.6
        var rounded = Self.panel; rounded.cornerRadius = 6
        var frosted = Self.panel; frosted.material = .regular
        var glass = Pixmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { glass[x, y] = PremultipliedRGBA8(r: 40, g: 60, b: 90, a: x == 3 ? 200 : 255) } }
        let assets = AssetStore(images: ["mem:photo": RasterFixtures.photo, "mem:glass": glass])
        var translucent = Self.photo; translucent.image = ImageContent(path: "mem:glass", contentMode: .scaleAspectFill)
        let renderer = SceneRenderer(canvas: Canvas(size: Size(width: 80, height: 60), scale: 2, backgroundColor: .white), assets: assets)
        renderer.cachesLayers = false
        let clip = ClipRegion(rect: IntRect(x0: 0, y0: 0, x1: 160, y1: 120)), toDevice = renderer.canvas.pointsToPixels
        for first in [faded, rounded, frosted, translucent] {
            let card = Self.card(first, at: .zero, clips: true)
            #expect(renderer.backgroundHole(card, toDevice: toDevice, opacity: 1, clip: clip) == nil)
            #expect(try renderer.render([card]) == Self.filledEverywhere([card], renderer))
        }
        let opaque = Self.card(Self.photo, at: .zero, clips: true)
        #expect(renderer.backgroundHole(opaque, toDevice: toDevice, opacity: 1, clip: clip) != nil)
        #expect(renderer.backgroundHole(opaque, toDevice: toDevice, opacity: 0.5, clip: clip) == nil)
        // A material inside the panel blurs the panel's own paint, the same either way.
        var bar = View(frame: Rect(x: 6.5, y: 18, width: 30, height: 9))
        bar.material = .thin
        var holding = Self.panel
        holding.subviews = [bar]
        let card = Self.card(holding, at: Point(x: 3.25, y: 2.5), clips: false)
        #expect(renderer.backgroundHole(card, toDevice: card.transformToSuperview.concatenating(toDevice), opacity: 1, clip: clip) != nil)
        #expect(try renderer.render([card]) == Self.filledEverywhere([card], renderer))
    }
}
