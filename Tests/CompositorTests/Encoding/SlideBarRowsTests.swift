import CFFmpeg
@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorMotion
@testable import CompositorScene

/// A push under bars written from the scenes' planes (issue 51): the layers over the sliding
/// scenes — the navigation bar with its moving titles, the shared tab bar, the status bar and
/// the home indicator — are drawn in RGBA in full-width bands of rows (`SlidePlan.barRows`,
/// `PlaneBands.rows`: the rows they ink), the scenes' planes everywhere else: those rows are
/// the converted RGBA frame exactly, the rest within ±1 (`PlaneBands`'s bound).
@Suite struct SlideBarRowsTests {
    typealias P = PlaneFrameTests

    /// Bands of noise with full rows and a strip: the rows and the strip are the converted RGBA
    /// frame exactly (the strip's part in the rows converted once), the bands within ±1.
    @Test func rowsAreTheConvertedFrameAndTheBandsWithinOne() throws {
        let (width, height) = (256, 96)
        let under = P.noise(width: width, height: height, seed: 21), top = P.noise(width: width, height: height, seed: 22)
        var rgba = P.noise(width: width, height: height, seed: 23)
        PlaneBandsTests.slid(under, offset: 5, weight: 90, fill: nil, columns: 0..<100, into: &rgba)
        PlaneBandsTests.slid(top, offset: -7, weight: 90, fill: nil, columns: 140..<width, into: &rgba)
        let rows = [0..<18, 60..<64, 80..<96]
        // The rows hold other pixels than the bands would give (bars over the scenes): only
        // the patch can have written them.
        let bars = P.noise(width: width, height: height, seed: 24)
        for band in rows { for i in band.lowerBound * width..<band.upperBound * width { rgba.pixels[i] = bars.pixels[i] } }
        let slide = PlaneBands(bands: [.init(planes: FixedPointPlanes(under), columns: 0..<100, offset: 5, weight: 90, fill: nil),
                                       .init(planes: FixedPointPlanes(top), columns: 140..<width, offset: -7, weight: 90, fill: nil)],
                               patch: rgba, rect: IntRect(x0: 100, y0: 0, x1: 140, y1: height), rows: rows)
        let written = try P.written(.bands(slide)), converted = try P.converted(rgba)
        #expect(P.largestDifference(written, converted) <= 1)
        for band in rows {
            for row in band { #expect(written[0][row * width..<(row + 1) * width] == converted[0][row * width..<(row + 1) * width], "row \(row)") }
            for pair in (band.lowerBound / 2)..<(band.upperBound / 2) {
                for plane in 1...2 {
                    #expect(written[plane][pair * width / 2..<(pair + 1) * width / 2] == converted[plane][pair * width / 2..<(pair + 1) * width / 2])
                }
            }
        }
        #expect(PlaneBands.outside(0..<96, rows) == [18..<60, 64..<80])
        #expect(PlaneBands.outside(10..<70, rows) == [18..<60, 64..<70])
        #expect(PlaneBands.outside(0..<96, []) == [0..<96])
        #expect(PlaneBands.outside(2..<16, rows) == [])
    }

    /// Every moving frame of the component-kit push at 1× (394 × 852): a slide whose bars —
    /// the status bar, the navigation bar with its titles, the tab bar (its material fading
    /// out) and the home indicator —
    /// lie in the bands of rows they ink, within ±1 of the converted RGBA frame and exactly it
    /// in those rows.
    @Test func componentKitPushIsASlideUnderItsBars() throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/component-kit/component-kit-push.yaml")
            .scaled(by: 1.0 / 3)
        #expect(template.canvas.pixelWidth == 394 && template.canvas.pixelHeight == 852)
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        let width = 394
        var slides = 0
        let steps = 12
        for step in 1..<steps {
            let layers = frames.layers(atProgress: Double(step) / Double(steps))
            guard case .slide(_, let plan) = renderer.plan(layers, planes: true) else { Issue.record("step \(step): not a slide"); continue }
            slides += 1
            // The rows the bars ink (`inkRects`): the status bar's glyphs, the back button's,
            // the titles' (under the 59-point status bar and in the 96-point navigation bar),
            // and the shared tab bar's 83 points down to the home indicator with the rows its
            // fading material reads above it (the Library's material cross-fading to the
            // Playback's scroll-edge look: `NavigationSlide.sharedBottomBar`), its blur's reach
            // at 1× — not the nav area's rows the boxes grown by twice their font size gave
            // (0..<168).
            let tabBar = try #require(layers.last { $0.id == "tabBar" })
            let reach = try #require(SceneRenderer.materialReach(tabBar, toDevice: tabBar.transformToSuperview.concatenating(frames.canvas.pointsToPixels)))
            #expect(reach > 0 && reach < 80, "step \(step): \(reach)")
            #expect(plan.barRows.count >= 2, "step \(step): \(plan.barRows)")
            guard let first = plan.barRows.first, let last = plan.barRows.last else { continue }
            #expect(first.lowerBound >= 10 && last.upperBound <= 852, "step \(step): \(plan.barRows)")
            #expect(plan.barRows.allSatisfy { $0.upperBound <= 160 || $0.lowerBound >= 769 - reach - 4 }, "step \(step): \(plan.barRows)")
            #expect(plan.barRows.filter { $0.upperBound <= 160 }.reduce(0) { $0 + $1.count } < 100, "step \(step): \(plan.barRows)")
            // Every pixel a bar draws lies in those rows: each drawn alone over transparency.
            for bar in plan.bars {
                var alone = Pixmap(width: width, height: 852)
                try renderer.draw(bar, parent: frames.canvas.pointsToPixels, clip: ClipRegion(rect: alone.bounds), opacity: 1, into: &alone)
                for y in 0..<852 where !plan.barRows.contains(where: { $0.contains(y) }) {
                    #expect(alone.inkedBounds(in: IntRect(x0: 0, y0: y, x1: width, y1: y + 1)).isEmpty, "step \(step): \(bar.id ?? "bar") inks row \(y)")
                }
            }
            let plane = try #require(try renderer.planeFrame(layers))
            let written = try P.written(plane), converted = try P.converted(renderer.render(layers))
            #expect(P.largestDifference(written, converted) <= 1, "step \(step)")
            for band in plan.barRows {
                #expect(written[0][band.lowerBound * width..<band.upperBound * width] == converted[0][band.lowerBound * width..<band.upperBound * width],
                        "step \(step): rows \(band)")
            }
            // The strip between the bands is the converted frame too: the renderer's patch
            // holds the step before's pixels, and the background is filled only where the
            // under store does not paint (right of its covered columns).
            for row in PlaneBands.outside(0..<852, plan.barRows).flatMap({ $0 }) {
                let strip = row * width + plan.underEnd..<row * width + plan.topStart
                #expect(written[0][strip] == converted[0][strip], "step \(step): row \(row) of the strip")
            }
        }
        #expect(slides == steps - 1)
    }
}
