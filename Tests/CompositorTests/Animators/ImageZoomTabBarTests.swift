@testable import CompositorRaster
import Testing
@testable import Compositor

/// image-zoom's coverVertical underlay rises over the list's tab bar while Biscuit's photo is
/// in flight: the bar stays whole until the underlay's top edge passes the bar's top, then is
/// gone; it is never cut through its icons (the review saw it vanish mid-icon at progress
/// 0.02–0.05).
///
/// Read from pixels: the frame drawn at 1× (390 × 844), the ink of the bar's icons and titles
/// (pixels at least 40 levels from the list's #F2F2F7 in a channel) in the bar's rows,
/// y 761…810 (iPhone 14: 844 − 34 − 49), counted against the same count at rest. Each sampled
/// frame must show all of it (≥ 97 %) or none (≤ 3 %); both must be seen.
@Suite struct ImageZoomTabBarTests {
    @Test func theTabBarIsWholeOrCovered() throws {
        let template = try TemplateLoader.load(path: BundledTemplateTests.folder + "/image-zoom.yaml")
        let assets = try AssetLoader.load(template)
        let clip = try ClipFrames(template: template, direction: .present)
        let canvas = Canvas(size: template.canvas.size, scale: 1, backgroundColor: template.canvas.backgroundColor)
        let renderer = try SceneRenderer(canvas: canvas, assets: assets)
        func ink(_ progress: Double) throws -> Int {
            let frame = try renderer.render(clip.layers(atProgress: progress))
            var count = 0
            for y in 761..<810 {
                for x in 0..<frame.width {
                    let p = frame[x, y]
                    if abs(Int(p.r) - 0xF2) >= 40 || abs(Int(p.g) - 0xF2) >= 40 || abs(Int(p.b) - 0xF7) >= 40 { count += 1 }
                }
            }
            return count
        }
        let rest = try ink(0)
        #expect(rest > 200, "the bar's ink at rest: \(rest)")
        var seen: Set<String> = []
        for i in 1...24 {
            let p = Double(i) / 200
            let share = Double(try ink(p)) / Double(rest)
            #expect(share >= 0.97 || share <= 0.03, "progress \(p): \(Int(share * 100)) % of the bar's ink")
            seen.insert(share >= 0.97 ? "whole" : share <= 0.03 ? "covered" : "cut")
        }
        #expect(seen == ["whole", "covered"])
    }
}
