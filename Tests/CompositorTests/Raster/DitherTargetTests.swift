@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor

/// The dither follows the output (`DitherTarget`): 8-bit Y′ for 8-bit YUV outputs, each RGB
/// channel for 10-bit YUV, RGB and palette outputs.
@Suite struct DitherTargetTests {
    /// FFmpeg's picture layouts, by hand: 8-bit YUV (with or without alpha) keeps 219 Y′ levels,
    /// the deeper ones 876 (every RGB step survives), RGB and palettes keep RGB.
    @Test(arguments: [("yuv420p", DitherTarget.luma8), ("yuva420p", .luma8), ("yuv420p10le", .rgb), ("yuv422p10le", .rgb),
                      ("yuva444p10le", .rgb), ("rgb24", .rgb), ("rgba", .rgb), ("pal8", .rgb)])
    func pixelFormatChoosesTheTarget(_ pixelFormat: String, _ target: DitherTarget) {
        #expect(DitherTarget(pixelFormat: pixelFormat) == target)
    }

    /// Every format of the catalog, for an opaque 8-bit template: H.264, HEVC (Main) and VP9 are
    /// 8-bit 4:2:0, and so is raw Y4M; ProRes is 10-bit; GIF, PNG and APNG are RGB. HEVC with `bitDepth: 10` is
    /// Main 10. A new format fails here until its target is stated.
    @Test func everyFormatHasItsTarget() throws {
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("t.yaml", TemplateFixtures.minimal()))
        let stated: [String: DitherTarget] = ["h264": .luma8, "hevc": .luma8, "vp9": .luma8, "prores": .rgb, "gif": .rgb,
                                              "png": .rgb, "apng": .rgb, "y4m": .luma8]
        for format in OutputFormatCatalog.all {
            #expect(template.ditherTarget(for: format) == stated[format.codec.rawValue], "\(format.codec)")
        }
        var tenBit = template
        tenBit.video.bitDepth = 10
        #expect(tenBit.ditherTarget(for: try #require(OutputFormatCatalog.named(.hevc))) == .rgb)
        // The template's own format (none named: H.264) is what its output canvas is drawn for.
        #expect(template.ditherTarget == .luma8 && template.outputCanvas.ditherTarget == .luma8)
    }

    /// #F2F2F7 → #D1D1D6 down 844 rows (`DitherTests.frame`) drawn for an RGB output: each
    /// channel of every pixel is the exact value rounded down or up (green: 242 − 33 (y + ½) /
    /// 844, within the ramp table's 1/32-level step), never the luma target's grey shift (up to
    /// 1.17 levels away); every 8 × 8 cell's green averages to the exact value within 0.08.
    @Test func rgbTargetRoundsEachChannel() throws {
        var canvas = Canvas(size: Size(width: 64, height: 844), scale: 1, backgroundColor: .white, dither: true)
        canvas.ditherTarget = .rgb
        let gradient = LinearGradient(stops: [LinearGradient.Stop(color: try Color(hex: "#F2F2F7"), location: 0),
                                              LinearGradient.Stop(color: try Color(hex: "#D1D1D6"), location: 1)])
        let frame = try SceneRenderer(canvas: canvas).render([View(frame: Rect(x: 0, y: 0, width: 64, height: 844), gradient: gradient)])
        var outside = 0
        for band in stride(from: 0, to: 840, by: 8) {
            var sum = 0, exact = 0.0
            for y in band..<band + 8 {
                let g = DitherTests.exact(y)
                for x in 0..<64 {
                    let p = frame[x, y]
                    if Double(p.g) < (g - 0.04).rounded(.down) || Double(p.g) > (g + 0.04).rounded(.up) { outside += 1 }
                    #expect(Int(p.r) == Int(p.g) && Int(p.b) == Int(p.g) + 5, "(\(x), \(y)) \(p)")
                    sum += Int(p.g)
                }
                exact += g / 8
            }
            #expect(abs(Double(sum) / 512 - exact) <= 0.08, "rows \(band)..<\(band + 8)")
        }
        #expect(outside == 0)
        // The same ramp for 8-bit Y′ moves some pixels past the neighbouring levels.
        let luma = try DitherTests.frame(dither: true)
        #expect((0..<844).contains { y in (0..<64).contains { abs(Double(luma[$0, y].g) - DitherTests.exact(y)) > 1.05 } })
    }

    /// A template with a gradient: its frames for a PNG sequence are dithered per channel and
    /// differ from its H.264 frames; `adapted(to:)` chooses the target, the same for any
    /// `--jobs`; a flat template's frames are the same for every output.
    @Test func framesFollowTheOutput() throws {
        let dir = TemporaryDirectory()
        let ramp = """
                      - frame: [0, 0, 32, 24]
                        gradient: {colors: ["#F2F2F7", "#D1D1D6"], start: [0, 0], end: [1, 1]}
                """
        let gradient = try ClipFrames(template: TemplateLoader.load(path: dir.write("g.yaml", TemplateFixtures.minimal(fromViews: ramp))),
                                      direction: .present)
        let flat = try ClipFrames(template: TemplateLoader.load(path: dir.write("f.yaml", TemplateFixtures.minimal())), direction: .present)
        let png = try #require(OutputFormatCatalog.named(.png)), h264 = OutputFormatCatalog.h264
        #expect(try gradient.adapted(to: png).canvas.ditherTarget == .rgb)
        #expect(try gradient.adapted(to: h264).canvas.ditherTarget == .luma8)
        func hashes(_ frames: ClipFrames, jobs: Int) throws -> [String] {
            try frames.checksums(jobs: jobs, assets: AssetStore(), algorithm: .xxh128).frames.map(\.digest)
        }
        let rgb1 = try hashes(gradient.adapted(to: png), jobs: 1), rgb2 = try hashes(gradient.adapted(to: png), jobs: 2)
        #expect(rgb1 == rgb2)
        #expect(try rgb1 != hashes(gradient.adapted(to: h264), jobs: 2))
        #expect(try hashes(flat.adapted(to: png), jobs: 1) == hashes(flat.adapted(to: h264), jobs: 1))
    }
}
