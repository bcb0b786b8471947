@testable import CompositorRaster
import Testing
@testable import Compositor

@Suite struct AnimatorEndpointTests {
    /// One case per animator and presentation style it supports; sheets on both size classes.
    struct Case: CustomTestStringConvertible, Sendable {
        var animator: String
        var style: PresentationStyle
        var canvas: String
        var testDescription: String { "\(animator) \(style.rawValue)\(canvas == AnimatorFixtures.regular ? " (iPad)" : "")" }
    }

    static let cases: [Case] = AnimatorCatalog.all.flatMap { type in
        type.styles.flatMap { style -> [Case] in
            let sheet = style == .formSheet || style == .pageSheet
            return [Case(animator: type.name, style: style, canvas: AnimatorFixtures.compact)]
                + (sheet ? [Case(animator: type.name, style: style, canvas: AnimatorFixtures.regular)] : [])
        }
    }

    /// At progress 0 the frame is the source scene alone, at 1 the destination alone — for a
    /// sheet, the sheet over the dimmed presenting scene, as UIKit leaves it; for partialCurl,
    /// the page left curled — pixel for pixel, both directions.
    @Test(arguments: cases, SegueDirection.allCases)
    func endpointsShowOneSceneAlone(_ c: Case, _ direction: SegueDirection) throws {
        let t = try AnimatorFixtures.template(animator: c.animator, style: c.style, canvas: c.canvas)
        let clip = try ClipFrames(template: t, direction: direction)
        let renderer = SceneRenderer(canvas: t.canvas)
        let context = t.transitionContext
        let presenting = try renderer.render([context.placed(context.from)])
        let restingLayers: [View]
        if context.isSheet {
            restingLayers = context.presentedAlone
        } else if c.animator == PartialCurlAnimator.name {
            restingLayers = PartialCurlAnimator(context: context, warn: { _ in }).layers(lifted: 1)
        } else {
            restingLayers = [context.placed(context.to)]
        }
        let presented = try renderer.render(restingLayers)
        let (source, destination) = direction == .present ? (presenting, presented) : (presented, presenting)
        #expect(try renderer.render(clip.layers(atProgress: 0)) == source)
        #expect(try renderer.render(clip.layers(atProgress: 1)) == destination)
        // The clip's first frame is the start too.
        #expect(try renderer.render(clip.layers(at: FrameIndex(0))) == source)
    }

    /// A sheet at rest keeps the presenting scene visible behind the dimming; full screen does not.
    @Test func sheetsKeepThePresentingSceneVisible() throws {
        let sheet = try AnimatorFixtures.template(animator: "crossDissolve", style: .formSheet, canvas: AnimatorFixtures.regular)
        let full = try AnimatorFixtures.template(animator: "crossDissolve", style: .fullScreen, canvas: AnimatorFixtures.regular)
        let sheetFrame = try SceneRenderer(canvas: sheet.canvas).render(ClipFrames(template: sheet, direction: .present).layers(atProgress: 1))
        let fullFrame = try SceneRenderer(canvas: full.canvas).render(ClipFrames(template: full, direction: .present).layers(atProgress: 1))
        // Corner pixel: white under 40 % black = 255 · 153/255 = 153 behind a form sheet; blue full screen.
        #expect(sheetFrame[1, 148] == PremultipliedRGBA8(r: 153, g: 153, b: 153, a: 255))
        #expect(fullFrame[1, 148] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        // The 540 x 620 form sheet is clamped to 560 points of height and centered: 130...670 x 20...580 points.
        #expect(sheet.transitionContext.presentedFrame == Rect(x: 130, y: 20, width: 540, height: 560))
        #expect(sheetFrame[100, 75] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
