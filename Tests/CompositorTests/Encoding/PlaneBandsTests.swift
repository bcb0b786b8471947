import CFFmpeg
import CPixelKernels
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMotion
@testable import CompositorScene

/// Sideways slides written from their scenes' planes (`PlaneBands`): within ±1 of converting
/// the RGBA frame (the bound worked out in `PlaneBands`'s documentation) on random pixels at
/// every rounding case and on every frame of the portrait push and pop; the strip between the
/// bands is the converted RGBA frame exactly; the encoded clip does not depend on `--jobs` or
/// on frame hashes.
@Suite struct PlaneBandsTests {
    typealias P = PlaneFrameTests

    /// The RGBA reference of one band, by the definitions: store texels lerped at `weight`
    /// (`ImageSampler.lerp`), the fill composited over (`PixelMath.over`).
    static func slid(_ store: Pixmap, offset: Int, weight: UInt32, fill: PremultipliedRGBA8?, columns: Range<Int>, into frame: inout Pixmap) {
        for y in 0..<store.height {
            for x in columns {
                let a = store.pixels[y * store.width + x + offset]
                var p = weight == 0 ? a : ImageSampler.lerp(a, store.pixels[y * store.width + x + offset + 1], weight)
                if let fill { p = PixelMath.over(fill.packed, p) }
                frame.pixels[y * frame.width + x] = p
            }
        }
    }

    @Test(arguments: [UInt32(0), 1, 77, 128, 255])
    func slidNoiseIsWithinOne(weight: UInt32) throws {
        let (width, height) = (512, 64)
        let under = P.noise(width: width, height: height, seed: 11), top = P.noise(width: width, height: height, seed: 12)
        // Fills: none, a push's dimming (black 10 % at 0.37, 1), a coloured one.
        let fills: [PremultipliedRGBA8?] = [nil, Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(opacity: 0.37),
                                            Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(), Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6).premultiplied()]
        for fill in fills {
            // Under band 0..<200 read 7 columns right; top band 260..<512 read 9 columns left; strip between.
            var rgba = P.noise(width: width, height: height, seed: 13)
            Self.slid(under, offset: 7, weight: weight, fill: fill, columns: 0..<200, into: &rgba)
            Self.slid(top, offset: -9, weight: weight, fill: nil, columns: 260..<width, into: &rgba)
            let slide = PlaneBands(bands: [.init(planes: FixedPointPlanes(under), columns: 0..<200, offset: 7, weight: weight, fill: fill),
                                           .init(planes: FixedPointPlanes(top), columns: 260..<width, offset: -9, weight: weight, fill: nil)],
                                   patch: rgba, rect: IntRect(x0: 200, y0: 0, x1: 260, y1: height))
            let written = try P.written(.bands(slide)), converted = try P.converted(rgba)
            #expect(P.largestDifference(written, converted) <= 1, "weight \(weight) fill \(String(describing: fill))")
            // The strip is the converted RGBA frame exactly.
            for row in 0..<height { #expect(written[0][row * width + 200..<row * width + 260] == converted[0][row * width + 200..<row * width + 260]) }
            for row in 0..<(height / 2) {
                #expect(written[1][row * width / 2 + 100..<row * width / 2 + 130] == converted[1][row * width / 2 + 100..<row * width / 2 + 130])
            }
        }
    }

    @Test func columnChromaIsTheBlockOfAColumnTwice() {
        let pixmap = P.noise(width: 30, height: 4, seed: 5)
        let planes = FixedPointPlanes(pixmap)
        for pair in 0..<2 {
            for x in 0..<30 {
                let p = pixmap.pixels[2 * pair * 30 + x], q = pixmap.pixels[(2 * pair + 1) * 30 + x]
                let r = 2 * (Int32(p & 0xFF) + Int32(q & 0xFF)), g = 2 * (Int32(p >> 8 & 0xFF) + Int32(q >> 8 & 0xFF))
                let b = 2 * (Int32(p >> 16 & 0xFF) + Int32(q >> 16 & 0xFF))
                // The BT.709 sums written out (as in PlaneFrameTests), 8 bits short.
                #expect(planes.cbColumns[pair * 30 + x] == UInt16((33_685_504 - 6596 * r - 22188 * g + 28784 * b) >> 10))
                #expect(planes.crColumns[pair * 30 + x] == UInt16((33_685_504 + 28784 * r - 26145 * g - 2639 * b) >> 10))
            }
        }
    }

    @Test func kernelsEqualTheirDefinitions() {
        var rng = SplitMix64(seed: 9)
        // The scalar definitions of CPixelKernels.h, restated.
        func filled(_ v: UInt32, _ fill: UInt32, _ k: UInt32, _ c: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (fill == 0 ? v : ((v &* k) >> 16 &+ c) & 0xFFFF) >> 8)
        }
        for count in [0, 1, 7, 15, 16, 17, 18, 31, 32, 33, 47, 48, 49, 63, 64, 65, 100] {
            let s = (0..<(2 * count + 1)).map { _ in UInt16(truncatingIfNeeded: 4096 + rng.next() % 57000) }
            let terms = PlaneBands.fillTerms(Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(opacity: 0.6))!
            for (w, fill, k, c) in [(UInt32(0), UInt32(0), UInt32(0), UInt32(0)), (256, 0, 0, 0), (200 << 8, 1, terms.k, terms.y),
                                    (255 << 8, 1, terms.k, terms.cb), (0, 1, 1000, 60000)] {
                var luma = [UInt8](repeating: 0, count: count), chroma = luma
                segue_plane_slide_luma_row(s, w, fill, k, c, &luma, count)
                segue_plane_slide_chroma_row(s, w, fill, k, c, &chroma, count)
                let expectedLuma = (0..<count).map { i -> UInt8 in
                    let v = w == 0 ? UInt32(s[i]) : (UInt32(s[i]) * (65536 - w)) >> 16 + (UInt32(s[i + 1]) * w) >> 16
                    return filled(v, fill, k, c)
                }
                let expectedChroma = (0..<count).map { i -> UInt8 in
                    let x = w == 0 ? UInt32(s[2 * i]) : (UInt32(s[2 * i]) * (65536 - w)) >> 16 + (UInt32(s[2 * i + 2]) * w) >> 16
                    return filled((x + UInt32(s[2 * i + 1]) + 1) >> 1, fill, k, c)
                }
                #expect(luma == expectedLuma && chroma == expectedChroma, "count \(count) w \(w) fill \(fill)")
            }
        }
        // The dimming's factor by hand: black at 10 % × 0.6 is alpha round(0.06 · 255) = 15, so
        // k = round(65536 · 240/255) = 61681 (61680.94).
        #expect(PlaneBands.fillTerms(Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(opacity: 0.6))?.k == 61681)
        #expect(PlaneBands.fillTerms(.transparent) == nil)
    }

    /// The portrait benchmark `name` at 1x (360 × 640 px, `SegueTemplate.scaled(by:)`): the same
    /// photos, text, tiles and moves as at its 3x, a ninth of the pixels; the bounds below are
    /// per pixel and hold at any size (at 3x these two tests were among `swift test`'s slowest).
    static func portrait(_ name: String) throws -> SegueTemplate {
        try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/portrait/\(name).yaml").scaled(by: 1.0 / 3)
    }

    /// Every frame of the portrait push (and pop) that is a slide, against the RGBA frame.
    @Test(arguments: [SegueDirection.present, .dismiss])
    func portraitPushFramesAreWithinOne(direction: SegueDirection) throws {
        let template = try Self.portrait("portrait-push")
        #expect(template.canvas.pixelWidth == 360 && template.canvas.pixelHeight == 640)
        let frames = try ClipFrames(template: template, direction: direction)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        var slides = 0
        let steps = 16
        for step in 0...steps {
            let layers = frames.layers(atProgress: Double(step) / Double(steps))
            guard let plane = try renderer.planeFrame(layers) else { continue }
            guard case .bands(let slide) = plane else { continue }
            slides += 1
            // The strip holds the top scene's edge and its 14-point shadow: 14 px at 1x and a
            // few more (42 and up to 48 at 3x).
            #expect(slide.rect.width <= 16 && slide.rect.height == 640, "step \(step): strip \(slide.rect)")
            #expect(P.largestDifference(try P.written(plane), try P.converted(renderer.render(layers))) <= 1, "step \(step)")
        }
        // All but the scenes at rest (progress 0 and 1, and 1 − 0.3·t whole, never here).
        #expect(slides >= steps - 2)
    }

    /// Every frame of the portrait scale that is a scene at rest with the growing destination
    /// over it: the scene's planes outside the destination's rectangle, the RGBA frame inside
    /// it — exactly the converted frame (no fill, no fraction); with a dimming added between
    /// them, within ±1. Early on the article's fixed-size tiles stand out of the still small
    /// destination, unclipped as UIKit draws them (issue 44); such a frame is not confined to a
    /// rectangle and is rendered whole.
    @Test func portraitScaleFramesAreTheConvertedFrame() throws {
        let template = try Self.portrait("portrait-scale")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        let dim = View(frame: Rect(x: 0, y: 0, width: 360, height: 640), alpha: 0.7, backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        var patched = 0, hiding = 0, standingOut = 0, rows = 0
        // Eighths, and two steps where the destination covers nearly all of the frame.
        let progresses = (1..<8).map { Double($0) / 8 } + [0.95, 0.99]
        for (step, progress) in progresses.enumerated() {
            let layers = frames.layers(atProgress: progress)
            guard layers[layers.count - 1].clipsToBounds else {
                standingOut += 1
                #expect(ScaleAnimator.drawsInsideItsFrame(layers[layers.count - 1]) == false, "step \(step)")
                continue
            }
            var asked = try renderer.planeFrame(layers)
            if case .restingRows? = asked {
                // The scene at rest seen the first time: converted rows (`RestingRows`), exactly
                // the converted frame; asked again, its planes under the rectangle.
                rows += 1
                #expect(try P.written(asked!) == P.converted(renderer.render(layers)), "step \(step) rows")
                asked = try renderer.planeFrame(layers)
            }
            guard let plane = asked, case .bands(let bands) = plane else {
                // However large the destination's rectangle (up to nearly the whole frame).
                Issue.record("step \(step): no bands")
                continue
            }
            patched += 1
            // The destination paints its interior opaque, so the scene's copy under it is skipped
            // (`restingPlaneFrame`'s hole): the equality below holds with the skip.
            let top = layers[layers.count - 1]
            if renderer.opaqueInterior(top, toDevice: top.transformToSuperview.concatenating(frames.canvas.pointsToPixels)) != nil { hiding += 1 }
            // One band, the whole width; the rectangle is the destination's (smaller than the frame early on).
            #expect(bands.bands.count == 1 && bands.bands[0].columns == 0..<360)
            if step <= 1 { #expect(bands.rect.width * bands.rect.height < 360 * 640 / 2, "step \(step): \(bands.rect)") }
            if progress >= 0.95 { #expect(bands.rect.width * bands.rect.height > 360 * 640 * 3 / 4, "step \(step): \(bands.rect)") }
            #expect(try P.written(plane) == P.converted(renderer.render(layers)), "step \(step)")
            // The same frame dimmed: the fill over the scene's planes.
            let dimmed = [layers[0], dim] + layers.dropFirst()
            guard let dimmedPlane = try renderer.planeFrame(dimmed), case .bands = dimmedPlane else {
                Issue.record("step \(step): the dimmed frame takes no planes"); continue
            }
            #expect(P.largestDifference(try P.written(dimmedPlane), try P.converted(renderer.render(dimmed))) <= 1, "step \(step) dimmed")
        }
        #expect(patched + standingOut == progresses.count && patched >= 3 && standingOut <= 6, "\(patched) \(standingOut)")
        #expect(hiding == patched, "\(hiding) of \(patched)")
        #expect(rows == 1, "the scene at rest is converted rows once, before its planes are made")
    }

    /// A picture that holds a scene at rest (`RestingPicture`) written again with another frame
    /// on the same base rewrites only the two rectangles, and gives exactly the bytes of writing
    /// the whole frame into a fresh picture: growing, shrinking, disjoint and empty rectangles,
    /// with and without a fill, a copy after bands and bands after a copy. Bands over part of
    /// the frame (a slide's, moved by a fraction), a different base or fill, and a cross-fade
    /// are written whole.
    @Test func rewritingOverARestingPictureEqualsWritingItWhole() throws {
        let (width, height) = (96, 64)
        let store = FixedPointPlanes(P.noise(width: width, height: height, seed: 5))
        let other = FixedPointPlanes(P.noise(width: width, height: height, seed: 6))
        let dim = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 102)
        func bands(_ planes: FixedPointPlanes, _ rect: IntRect, fill: PremultipliedRGBA8? = nil, weight: UInt32 = 0, seed: UInt64 = 9) -> PlaneFrame {
            // A fraction moves a band by part of a texel, so it reads one column further: the
            // last two columns are then a second band (every column is written either way; a
            // fresh picture's memory is not cleared).
            var bands = [PlaneBands.Band(planes: planes, columns: 0..<width, offset: 0, weight: 0, fill: fill)]
            if weight > 0 {
                bands = [PlaneBands.Band(planes: planes, columns: 0..<(width - 2), offset: 0, weight: weight, fill: fill),
                         PlaneBands.Band(planes: planes, columns: (width - 2)..<width, offset: 0, weight: 0, fill: fill)]
            }
            return .bands(PlaneBands(bands: bands, patch: P.noise(width: width, height: height, seed: seed), rect: rect))
        }
        let r = { (x0: Int, y0: Int, x1: Int, y1: Int) in IntRect(x0: x0, y0: y0, x1: x1, y1: y1) }
        let sequences: [[PlaneFrame]] = [
            [bands(store, r(40, 24, 56, 40)), bands(store, r(30, 16, 66, 48), seed: 10), bands(store, r(0, 0, 96, 64), seed: 11)],
            [bands(store, r(0, 0, 96, 64)), bands(store, r(30, 16, 66, 48), seed: 12), bands(store, r(40, 24, 56, 40), seed: 13)],
            [bands(store, r(2, 2, 20, 20)), bands(store, r(60, 40, 90, 62), seed: 14), bands(store, .empty)],
            [.copy(store), bands(store, r(10, 10, 50, 30)), .copy(store), bands(store, r(20, 4, 40, 60), seed: 15)],
            [bands(store, r(8, 8, 32, 32), fill: dim), bands(store, r(16, 0, 64, 48), fill: dim, seed: 16)],
            [bands(store, r(8, 8, 32, 32), weight: 77), bands(store, r(16, 0, 64, 48), weight: 77, seed: 17)],
            // Not the same base: written whole.
            [bands(store, r(8, 8, 32, 32)), bands(other, r(16, 0, 64, 48)), bands(store, r(16, 0, 64, 48), fill: dim),
             .crossFade(under: store, over: other, opacity: 100), bands(store, r(0, 0, 8, 8))],
        ]
        for (s, frames) in sequences.enumerated() {
            let picture = try LibavFrame(width: width, height: height, format: AV_PIX_FMT_YUV420P)
            var holds: RestingPicture?
            for (i, frame) in frames.enumerated() {
                frame.write(into: picture.pointer, over: holds)
                holds = frame.resting
                #expect(P.planes(picture.pointer, width: width, height: height) == (try P.written(frame)), "sequence \(s) frame \(i)")
            }
        }
        // Which frames count as a scene at rest, and when two share a base.
        #expect(bands(store, r(0, 0, 8, 8)).resting?.hasTheBase(of: PlaneFrame.copy(store).resting!) == true)
        #expect(bands(store, r(0, 0, 8, 8), fill: dim).resting?.hasTheBase(of: PlaneFrame.copy(store).resting!) == false)
        #expect(bands(other, r(0, 0, 8, 8)).resting?.hasTheBase(of: PlaneFrame.copy(store).resting!) == false)
        #expect(PlaneFrame.crossFade(under: store, over: other, opacity: 100).resting == nil)
    }

    /// A small push and scale with a photo in each scene (so moving scenes are resampled stores):
    /// some frames take bands, and the MP4 is the same bytes for any `--jobs` and with or without
    /// frame hashes (which frames take planes is decided from the frame alone).
    @Test(arguments: ["push", "scale"])
    func clipBytesDoNotDependOnJobsOrHashes(animator: String) throws {
        let dir = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: TemplateSchemaTests.repository + "/benchmarks/portrait/assets/card.jpg", toPath: dir.path + "/card.jpg")
        let photo = "image: {file: card.jpg, contentMode: scaleAspectFill}"
        let yaml = LayerCacheClipTests.template(animator: animator, presentation: animator == "push" ? "navigation" : "fullScreen")
            .replacingOccurrences(of: "gradient: {colors: [\"#4678BE\", \"#F0BE96\"]}", with: photo)
            .replacingOccurrences(of: "background: \"#E5F1FF\"", with: photo)
            .replacingOccurrences(of: "- frame: [10, 146, 140, 60]", with: "- id: card\n        frame: [10, 146, 140, 60]")
            + (animator == "scale" ? "\n  options: {scaleView: card}\n" : "\n")
        let path = dir.write("clip.yaml", yaml)
        let template = try TemplateLoader.load(path: path)
        let frames = try ClipFrames(template: template, direction: .present)
        let assets = try AssetLoader.load(template)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: assets)
        let bands = try (0..<frames.frameCount).filter { i in
            guard case .bands? = try renderer.planeFrame(frames.layers(at: FrameIndex(i))) else { return false }
            return true
        }
        #expect(bands.count >= frames.frameCount / 4, "\(bands.count) of \(frames.frameCount) frames take bands")
        var outputs: [Data] = []
        for (jobs, hashing) in [(1, false), (2, false), (2, true), (3, false)] {
            let out = dir.path + "/out-\(jobs)-\(hashing).mp4"
            try ClipExporter.export(frames, assets: assets, to: out, jobs: jobs, hashing: hashing ? .xxh128 : nil, needsPixmaps: false) { _ in }
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(Set(outputs).count == 1)
    }
}
