import Testing
@testable import Compositor

@Suite struct AnimatorEndpointTests {
    static let names = AnimatorCatalog.names

    func template(_ animator: String) throws -> SegueTemplate {
        let dir = TemporaryDirectory()
        let options = animator == "scale" ? "  options:\n    scaleView: card\n" : ""
        return try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal(animator: animator, options: options)))
    }

    /// At progress 0 the frame is the source scene alone, at 1 the destination alone.
    @Test(arguments: names, SegueDirection.allCases)
    func endpointsShowOneSceneAlone(_ name: String, _ direction: SegueDirection) throws {
        let t = try template(name)
        let clip = try ClipFrames(template: t, direction: direction)
        let renderer = SceneRenderer(canvas: t.canvas)
        let context = t.transitionContext
        let presenting = try renderer.render([context.placed(context.from)])
        let presented = try renderer.render([context.placed(context.to)])
        let (source, destination) = direction == .present ? (presenting, presented) : (presented, presenting)
        #expect(try renderer.render(clip.layers(atProgress: 0)) == source)
        #expect(try renderer.render(clip.layers(atProgress: 1)) == destination)
    }

    @Test func crossDissolveMidpointBlendsByTheCurve() throws {
        let t = try template("crossDissolve")
        let clip = try ClipFrames(template: t, direction: .present)
        let frame = try SceneRenderer(canvas: t.canvas).render(clip.layers(atProgress: 0.5))
        // easeInOut(0.5) = 0.5: blue at alpha 128 over white: r = g = 255·127/255 = 127, b = 128 + 127 = 255.
        #expect(frame[0, 47] == PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255))
    }

    @Test func scaleStartsFromTheScaleView() throws {
        let t = try template("scale")
        let clip = try ClipFrames(template: t, direction: .present)
        let layers = clip.layers(atProgress: 0.001)
        #expect(layers.count == 2)
        let grown = layers[1]
        // Near the start the destination covers the card: frame [4, 4, 12, 8] points.
        let bounds = grown.transformToSuperview.bounds(of: Rect(origin: .zero, size: grown.frame.size))
        #expect(abs(bounds.minX - 4) < 0.1 && abs(bounds.width - 12) < 0.1 && abs(bounds.height - 8) < 0.1)
    }
}
