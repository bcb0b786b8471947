import Foundation
import Testing
@testable import Compositor
@testable import CompositorMotion

/// Captions hide nothing their step is about (`CaptionPlacement`), worked by hand on the
/// bundled tutorial (iPhone 14, 390 × 844 pt; its share sheet's card starts at y 57, so the
/// sheet's "Copied" badge [125, 420, 140, 44] lies at y 477…521, the Copy Link row's tap
/// target at 272…316 and the close button [340, 0, 44, 56] at 57…113). A caption is 44 points
/// tall, 64 with a subtitle, 8 points from the edge of its band; a callout bubble is 280
/// points wide and 14 points from its target.
@Suite struct CaptionKeepClearTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let badge = Rect(x: 125, y: 477, width: 140, height: 44)

    static func tutorial(_ preset: DeliveryPresetName? = nil) throws -> (SegueTemplate, FlowScript) {
        var template = try TemplateLoader.load(path: root + "/Templates/tutorial-share-pet.yaml")
        if let preset { template.delivery = DeliverySpec(preset: preset) }
        return (template, try FlowScript(template: template))
    }

    /// The caption of step `index` halfway through the step, fully shown.
    static func caption(_ script: FlowScript, _ template: SegueTemplate, step index: Int) throws -> View {
        let flow = try #require(template.flow)
        let time = script.stepStarts[index] + flow.steps[index].span / Rational(2)
        return try #require(script.layers(at: time).first { $0.id == "flow.caption" })
    }

    /// Reels (1080 × 1920, Meta's 14 % top and 35 % bottom kept free): the iPhone canvas is
    /// fitted at 1920 / 844 = 2.2749 px a point, so the safe band is 269 / 2.2749 = 118.2 …
    /// 844 − 672 / 2.2749 = 548.6. The bottom caption with its subtitle would sit at 548.6 − 8
    /// − 64 = 476.6 … 540.6, over the badge; the free place nearest is 8 points above the
    /// badge: 477 − 8 − 64 = 405 … 469 (the other candidates, above the tap target at 200 and
    /// below it at 324, are farther). TikTok's band ends at 844 − 420 / 2.2749 = 659.4: the
    /// caption at 587.4 clears the badge and stays where it was.
    @Test func aLiftedCaptionLeavesTheCopiedBadgeClear() throws {
        let (reels, reelsScript) = try Self.tutorial(.reels)
        let lifted = try Self.caption(reelsScript, reels, step: 3)
        #expect(abs(lifted.frame.minY - 405) < 0.01 && abs(lifted.frame.maxY - 469) < 0.01, "\(lifted.frame)")
        #expect(lifted.frame.intersection(Self.badge) == nil)
        #expect(lifted.frame.minY >= 118.2 && lifted.frame.maxY <= 548.7)
        let (tiktok, tiktokScript) = try Self.tutorial(.tiktok)
        let clear = try Self.caption(tiktokScript, tiktok, step: 3)
        #expect(clear.frame.intersection(Self.badge) == nil, "\(clear.frame)")
        #expect(abs(clear.frame.maxY - (844 - 420 / (1920.0 / 844) - 8)) < 0.7, "\(clear.frame)")
    }

    /// Without a feed the caption sits at its edge as before: 810 − 8 − 64 = 738.
    @Test func aCaptionClearOfItsStepStaysAtItsEdge() throws {
        let (template, script) = try Self.tutorial()
        let caption = try Self.caption(script, template, step: 3)
        #expect((caption.frame.minY, caption.frame.maxY) == (738, 802))
    }

    /// "Close the sheet": under the close button the bubble would cover the card's "Biscuit on
    /// Pawpal" (y 143…167) and its link (169…189); above it there is no room (57 − 14 − 44 =
    /// −1, above the status bar). It slides down its pointer to the first free place: below
    /// the card's picture (131…207, which the bubble's x 94…374 meets at 94…106) and above the
    /// first row's text (the Copy Link row starts at 272): 207…251, joined to the button by a
    /// stem from 113 + 4 = 117.
    @Test func theCloseCalloutCoversNoRowOfTheSheet() throws {
        let (template, script) = try Self.tutorial()
        let bubble = try Self.caption(script, template, step: 4)
        #expect(bubble.frame.minY == 207 && bubble.frame.maxY == 251, "\(bubble.frame)")
        #expect(bubble.frame.maxY <= 272)
        let stem = try #require(bubble.subviews.first { $0.frame.width == 3 })
        #expect(abs(bubble.frame.minY + stem.frame.minY - 117) < 1e-9 && abs(bubble.frame.minY + stem.frame.maxY - (207 - 10)) < 1e-9)
    }

    /// The rule on hand-made rects: free next to the target stays there; taken, the bubble
    /// moves along its pointer to the nearest free place on the 2-point grid (here 207: the
    /// picture ends at 207, the row's text starts at 283, 207 + 44 ≤ 283); with no free place
    /// it takes the least covered one.
    @Test func calloutRule() {
        let target = Rect(x: 340, y: 57, width: 44, height: 56), size = Size(width: 280, height: 44)
        let band = FlowBand(top: 47, bottom: 810)
        let content = [Rect(x: 120, y: 143, width: 240, height: 24), Rect(x: 120, y: 169, width: 240, height: 20),
                       Rect(x: 30, y: 131, width: 76, height: 76), Rect(x: 62, y: 283, width: 200, height: 22)]
        #expect(CaptionPlacement.callout(target: target, size: size, x: 94, naturalBelow: true, content: [], band: band) == (127, true))
        #expect(CaptionPlacement.callout(target: target, size: size, x: 94, naturalBelow: true, content: content, band: band) == (207, true))
        // Everything below covered but a 10-point strip at 200…210: no free place; the least
        // covered hold the strip whole (y 166…200), the nearest of them to the target first:
        // 127 + 2 × 20 = 167, within the stem's reach (127 + 2 × 44 = 215).
        let wall = [Rect(x: 0, y: 113, width: 390, height: 87), Rect(x: 0, y: 210, width: 390, height: 600)]
        #expect(CaptionPlacement.callout(target: target, size: size, x: 94, naturalBelow: true, content: wall, band: band) == (167, true))
        // Free only beyond the stem's reach: the least covered within it (all equal: next to the target).
        let far = [Rect(x: 0, y: 113, width: 390, height: 300)]
        #expect(CaptionPlacement.callout(target: target, size: size, x: 94, naturalBelow: true, content: far, band: band) == (127, true))
    }

    /// The panel rule: the preferred edge when clear; else the free place nearest it.
    @Test func panelRule() {
        let band = FlowBand(top: 118, bottom: 548)
        #expect(CaptionPlacement.panelY(preferred: 476, height: 64, x: 16, width: 358, band: band, gap: 8, keepClear: []) == 476)
        #expect(CaptionPlacement.panelY(preferred: 476, height: 64, x: 16, width: 358, band: band, gap: 8, keepClear: [Self.badge]) == 405)
        // A rect beside the panel's lane does not move it.
        #expect(CaptionPlacement.panelY(preferred: 476, height: 64, x: 16, width: 100, band: band, gap: 8, keepClear: [Self.badge]) == 476)
    }
}
