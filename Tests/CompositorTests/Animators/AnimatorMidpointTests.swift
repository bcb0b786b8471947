@testable import CompositorRaster
import Testing
@testable import Compositor

/// One mid-transition frame of each seed segue against values worked out by hand. The fixture
/// canvas is 100 x 200 points drawn at 0.5x (50 x 100 pixels): scene `a` white, `b` blue.
/// Probe pixels avoid the shared element flying between the card and the photo.
@Suite struct AnimatorMidpointTests {
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

    func frame(_ animator: String, _ direction: SegueDirection = .present, at progress: Double,
               extraSegue: String = "") throws -> (layers: [View], pixels: Pixmap) {
        let t = try AnimatorFixtures.template(animator: animator, extraSegue: extraSegue)
        let layers = try ClipFrames(template: t, direction: direction).layers(atProgress: progress)
        return (layers, try SceneRenderer(canvas: t.canvas).render(layers))
    }

    /// Explode at 50 %: ease-out(0.5) = 0.68464, so the source is at scale 1.68464 and alpha
    /// 0.31536 (8-bit 80) over the destination: white·80/255 over blue = (80, 80, 255).
    @Test func explodeHalfway() throws {
        let eased = TimingCurve.easeOut.value(at: 0.5)
        #expect(abs(eased - 0.68464) < 1e-5)
        let (layers, pixels) = try frame("explode", at: 0.5)
        let source = try #require(layers.first { $0.id == "a" })
        // Drawn over the destination.
        #expect(try #require(layers.firstIndex { $0.id == "a" }) > #require(layers.firstIndex { $0.id == "b" }))
        #expect(abs(source.transform.scaleX - (1 + eased)) < 1e-12 && source.transform.scaleY == source.transform.scaleX)
        #expect(abs(source.alpha - (1 - eased)) < 1e-12)
        #expect(pixels[40, 20] == PremultipliedRGBA8(r: 80, g: 80, b: 255, a: 255))
    }

    /// Fade push at 50 %: ease-in-out(0.5) = 0.5, the destination at alpha 128 over the source:
    /// blue·128/255 over white = (127, 127, 255). Popping fades the source in over the
    /// destination instead: white·128/255 over blue = (128, 128, 255).
    @Test func fadePushAndPopHalfway() throws {
        let push = try frame("fade", at: 0.5)
        #expect(push.layers.map(\.id) .prefix(2) == ["a", "b"])
        #expect(push.pixels[40, 90] == PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255))
        let pop = try frame("fade", .dismiss, at: 0.5)
        #expect(pop.layers.map(\.id).prefix(2) == ["b", "a"])
        #expect(pop.pixels[40, 90] == PremultipliedRGBA8(r: 128, g: 128, b: 255, a: 255))
    }

    /// slideFromTop at 50 %: the destination is raised by 200·(1 − 0.68464) = 63.07 points, so
    /// its bottom edge is at 136.9 points (68.5 pixels). Dismissing at 50 % raises it by the same
    /// ease-out, 136.9 points (bottom at 31.5 pixels): not the presentation reversed.
    @Test func slideFromTopHalfway() throws {
        let eased = TimingCurve.easeOut.value(at: 0.5)
        let present = try frame("slideFromTop", at: 0.5)
        #expect(abs(present.layers[1].transform.translationY + 200 * (1 - eased)) < 1e-9)
        #expect(present.pixels[40, 60] == Self.blue && present.pixels[40, 75] == Self.white)
        let dismiss = try frame("slideFromTop", .dismiss, at: 0.5)
        #expect(abs(dismiss.layers[1].transform.translationY + 200 * eased) < 1e-9)
        #expect(dismiss.pixels[40, 25] == Self.blue && dismiss.pixels[40, 40] == Self.white)
    }

    /// Scale at 50 %: the destination shows over the rectangle halfway from the card
    /// [8, 100, 24, 16] to the screen [0, 0, 100, 200]: [4, 50, 62, 108].
    @Test func scaleHalfway() throws {
        let (layers, pixels) = try frame("scale", at: 0.5)
        let grown = layers[1]
        let bounds = grown.transformToSuperview.bounds(of: Rect(origin: .zero, size: grown.frame.size))
        for (got, want) in zip([bounds.minX, bounds.minY, bounds.width, bounds.height], [4.0, 50, 62, 108]) {
            #expect(abs(got - want) < 1e-9)
        }
        #expect(pixels[17, 52] == Self.blue)
        #expect(pixels[40, 15] == Self.white)
    }

    /// imageZoom at 50 %: the flying view is halfway from the card to the photo, [14, 110, 42, 28],
    /// corner radius 2, red and green mixed to (128, 128, 0); the originals are hidden and the
    /// destination slides up underneath on the system curve (its own test checks the edge).
    @Test func imageZoomHalfway() throws {
        let (layers, pixels) = try frame("imageZoom", at: 0.5)
        let source = try #require(layers.first { $0.id == "a" }), destination = try #require(layers.first { $0.id == "b" })
        #expect(source.find(id: "card")?.view.isHidden == true)
        #expect(destination.find(id: "photo")?.view.isHidden == true)
        #expect(destination.alpha == 1 && destination.transform.translationY > 0)
        let flying = try #require(layers.last)
        #expect(flying.frame == Rect(x: 14, y: 110, width: 42, height: 28))
        #expect(flying.cornerRadius == 2)
        #expect(pixels[17, 62] == PremultipliedRGBA8(r: 128, g: 128, b: 0, a: 255))
    }

    /// replaceTop (as a push) at 50 %: the new top is 50 points in from the right, the old one
    /// 15 points left (30 % parallax), under a 10 % black dimming at half strength (8-bit 13):
    /// white becomes 255·242/255 = 242. The navigation bar stays on top.
    @Test func replaceTopHalfway() throws {
        let (layers, pixels) = try frame("replaceTop", at: 0.5)
        #expect(layers.map(\.id).prefix(4) == ["a", nil, "b", "navigationBar"])
        #expect(layers[0].transform.translationX == -15)
        #expect(layers[2].transform.translationX == 50)
        #expect(pixels[10, 90] == PremultipliedRGBA8(r: 242, g: 242, b: 242, a: 255))
        #expect(pixels[40, 90] == Self.blue)
    }

    /// flipHorizontal at 50 %: ease-in-out(0.5) = 0.5, so the screen is edge-on and only the
    /// canvas background shows; at 25 % the source's face is turned by π·easeInOut(0.25).
    @Test func flipHalfwayIsEdgeOn() throws {
        let (_, pixels) = try frame("flipHorizontal", at: 0.5)
        #expect(pixels[25, 50] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(pixels[2, 5] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let quarter = try frame("flipHorizontal", at: 0.25)
        let face = try #require(quarter.layers.first)
        #expect(face.id == "a")
        #expect(abs(face.transform.rotationY + Double.pi * TimingCurve.easeInOut.value(at: 0.25)) < 1e-12)
        #expect(quarter.pixels[25, 50] == Self.white)
        // Turned away on the left, toward the eye on the right: the left edge is shorter.
        let corners = try #require(face.projectedCorners(parent: .scale(0.5, 0.5)))
        #expect(corners[3].y - corners[0].y < corners[2].y - corners[1].y)
    }

    /// The original 32 x 24 point fixture: crossDissolve at 50 % blends by the curve.
    @Test func crossDissolveMidpointBlendsByTheCurve() throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal(animator: "crossDissolve")))
        let clip = try ClipFrames(template: t, direction: .present)
        let frame = try SceneRenderer(canvas: t.canvas).render(clip.layers(atProgress: 0.5))
        // easeInOut(0.5) = 0.5: blue at alpha 128 over white: r = g = 255·127/255 = 127, b = 128 + 127 = 255.
        #expect(frame[0, 47] == PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255))
    }

    /// Near the start the scale segue's destination covers the scale view: [4, 4, 12, 8] points.
    @Test func scaleStartsFromTheScaleView() throws {
        let dir = TemporaryDirectory()
        let t = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal(animator: "scale", options: "  options:\n    scaleView: card\n")))
        let layers = try ClipFrames(template: t, direction: .present).layers(atProgress: 0.001)
        #expect(layers.count == 2)
        let grown = layers[1]
        let bounds = grown.transformToSuperview.bounds(of: Rect(origin: .zero, size: grown.frame.size))
        #expect(abs(bounds.minX - 4) < 0.1 && abs(bounds.width - 12) < 0.1 && abs(bounds.height - 8) < 0.1)
    }
}
