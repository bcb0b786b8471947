@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// A callout at a view its step's tap takes away is read before the finger lands and is gone
/// when the transition starts. Looked at on main a23b375 (`still --time`): in
/// `tutorial-share-pet` "Tap a pet to open its profile" floated over the dog's photo 0.1–0.3 s
/// after the push, "Tap Share" lay over the risen share sheet's title "Share Biscuit", and
/// "Close the sheet" pointed at the Share button for 0.3 s after the sheet had gone: each lasted
/// the tap (0.4 s) and the transition, so it was up at full for about 0.65 s, over the wrong
/// screen for the last part. Now the finger lands `FlowStep.calloutReading` (1 s) after the
/// callout starts fading in (0.25 s), it is fully shown until 0.25 s before the finger lifts
/// (1 + 0.4 − 0.25 − 0.25 = 0.9 s, 27 frames at 30 fps; at least 5/6 s, the shortest a
/// subtitle event lasts in Netflix's Timed Text Style Guide) and absent through the transition.
@Suite struct CalloutReadingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let frame = Rational(1, 30)

    @Test func calloutsAreReadThenLeaveBeforeTheirViews() throws {
        let template = try TemplateLoader.load(path: Self.root + "/Templates/tutorial-share-pet.yaml")
        let script = try FlowScript(template: template)
        let flow = try #require(template.flow)
        var taken: [Int] = []
        for (i, step) in flow.steps.enumerated() where step.reading > .zero {
            taken.append(i)
            #expect(step.lead == Rational(7, 5), "step \(i)")
            let start = script.stepStarts[i], transition = start + step.lead
            var full = 0, t = start
            while t < transition {
                if script.layers(at: t).first(where: { $0.id == "flow.caption" })?.alpha == 1 { full += 1 }
                t = t + Self.frame
            }
            #expect(full == 27, "step \(i): fully shown for \(full) frames")
            t = transition
            while t <= transition + step.duration {
                #expect(!script.layers(at: t).contains { $0.id == "flow.caption" }, "step \(i): the callout over the transition at \(t)")
                t = t + Self.frame
            }
        }
        // The push from row-1, the share sheet's presentation, its dismissal by the close button;
        // not the switch's change, whose callout stays through its hold.
        #expect(taken == [0, 2, 4])
        #expect(script.layers(at: script.stepStarts[1] + flow.steps[1].span - Rational(1, 2)).contains { $0.id == "flow.caption" })
    }

    /// The pixels where "Tap Share" stood, 0.25 s into the share sheet's rise (the sheet's
    /// spring has it nearly up): the sheet's header and first card, not the callout's dark
    /// panel, which before the change was there at full opacity. Measured on the stills of
    /// main a23b375 and of this change at that moment: 95.7 % and 0.2 % of the bubble's pixels
    /// dark.
    @Test func theRisenSheetShowsItsOwnTitle() throws {
        let template = try TemplateLoader.load(path: Self.root + "/Templates/tutorial-share-pet.yaml")
        let script = try FlowScript(template: template)
        let flow = try #require(template.flow)
        let step = flow.steps[2]
        let start = script.stepStarts[2]
        let bubble = try #require(script.layers(at: start + Rational(1, 2)).first { $0.id == "flow.caption" }).frame
        let time = start + step.lead + Rational(1, 4)
        let pixmap = try SceneRenderer(canvas: template.canvas, assets: AssetLoader.load(template)).render(script.layers(at: time))
        let s = template.canvas.scale
        let (dark, all) = Self.darkPixels(pixmap, x: Int(bubble.minX * s)..<Int(bubble.maxX * s), y: Int(bubble.minY * s)..<Int(bubble.maxY * s))
        #expect(all > 10_000)
        #expect(dark * 4 < all, "\(dark) of \(all) pixels dark")
    }

    /// How many of the pixels in `x` × `y` are dark (Y′ under 60 of 16…235: black text, or a
    /// caption panel's 88 % black; white, the light greys and #336699 blue are well above), and
    /// how many there are.
    static func darkPixels(_ pixmap: Pixmap, x: Range<Int>, y: Range<Int>) -> (dark: Int, all: Int) {
        var dark = 0
        for row in y {
            for column in x where DitherTests.luma(pixmap[column, row]) < 60 { dark += 1 }
        }
        return (dark, x.count * y.count)
    }
}
