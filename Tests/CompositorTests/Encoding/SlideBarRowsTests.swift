import CFFmpeg
@testable import CompositorRaster
import Testing
@testable import Compositor
@testable import CompositorMotion
@testable import CompositorScene

/// A push under bars written from the scenes' planes (issue 51): the layers over the sliding
/// scenes — the navigation bar with its moving titles, the shared tab bar, the status bar and
/// the home indicator — are drawn in RGBA in full-width bands of rows (`SlidePlan.barRows`,
/// `PlaneBands.rows`), the scenes' planes everywhere else: those rows are the converted RGBA
/// frame exactly, the rest within ±1 (`PlaneBands`'s bound).
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
    /// the navigation bar (its rows from the top to below the titles), the tab bar with the
    /// home indicator — lie in two bands of rows, within ±1 of the converted RGBA frame and
    /// exactly it in those rows.
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
            // Two bands: one from the top holding the status and navigation bars (44 + 59
            // points of bar, and the titles' label margins), one to the bottom holding the
            // tab bar (83 points with the home indicator's 34).
            #expect(plan.barRows.count == 2, "step \(step): \(plan.barRows)")
            guard plan.barRows.count == 2 else { continue }
            #expect(plan.barRows[0].lowerBound == 0 && plan.barRows[0].upperBound >= 103 && plan.barRows[0].upperBound < 852 / 3)
            #expect(plan.barRows[1].upperBound == 852 && plan.barRows[1].lowerBound <= 852 - 83 && plan.barRows[1].lowerBound > 852 * 2 / 3)
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
