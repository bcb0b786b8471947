import CFFmpeg
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia

/// #20's banding acceptance: a subtle full-height portrait gradient, #F2F2F7 → #D1D1D6, in
/// the video's 8-bit BT.709 limited-range luma, before and after encoding at CRF 18.
///
/// The arithmetic. Y′ = 16 + 219/255 · (0.2126 R + 0.7152 G + 0.0722 B): 224.14 at the top and
/// 195.81 at the bottom, 28.3 levels over 1920 rows, so one level is 67.8 rows tall; rounded to
/// nearest without dither, no run can be shorter than that in the middle of the ramp. RGB has
/// 33 levels over the same rows, but one RGB step is only 0.86 Y′ levels, so a per-channel RGB
/// dither (a pattern of v and v + 1) converts to a single Y′ wherever v and v + 1 round to the
/// same Y′: last session measured runs of 102 rows that way. `OrderedDither.over` dithers in
/// Y′ itself; what is left in a column is set by the Bayer matrix, whose columns each hold
/// only some of its 64 thresholds (see `runBound`).
@Suite struct GradientBandingTests {
    static let top = 0xF2F2F7, bottom = 0xD1D1D6
    static let width = 1080, height = 1920

    /// Y′ of a 24-bit color, exact (in levels, 16...235).
    static func luma(_ rgb: Int) -> Double {
        16 + 219.0 / 255 * (0.2126 * Double(rgb >> 16) + 0.7152 * Double(rgb >> 8 & 0xFF) + 0.0722 * Double(rgb & 0xFF))
    }

    /// Rows per Y′ level of the ramp: 1920 / 28.33 = 67.8.
    static var rowsPerLevel: Double { Double(height) / (luma(top) - luma(bottom)) }

    static func frame(dither: Bool) throws -> Pixmap {
        let canvas = Canvas(size: Size(width: 360, height: 640), scale: 3, backgroundColor: .white, dither: dither)
        let gradient = LinearGradient(stops: [LinearGradient.Stop(color: try Color(hex: "#F2F2F7"), location: 0),
                                              LinearGradient.Stop(color: try Color(hex: "#D1D1D6"), location: 1)])
        return try SceneRenderer(canvas: canvas).render([View(frame: Rect(x: 0, y: 0, width: 360, height: 640), gradient: gradient)])
    }

    /// The dithered frame's luma plane, made once for the suite.
    static let ditheredLuma = lumaPlane(try! frame(dither: true))

    /// The frame's luma plane as `YUV420Converter` (the H.264 path) makes it.
    static func lumaPlane(_ pixmap: Pixmap) -> [UInt8] {
        var y = [UInt8](repeating: 0, count: pixmap.width * pixmap.height)
        var cb = [UInt8](repeating: 0, count: pixmap.width * pixmap.height / 4), cr = cb
        y.withUnsafeMutableBufferPointer { y in cb.withUnsafeMutableBufferPointer { cb in cr.withUnsafeMutableBufferPointer { cr in
            YUV420Converter.convert(pixmap, rowPairs: 0..<(pixmap.height / 2), y: y.baseAddress!, yStride: pixmap.width,
                                    cb: cb.baseAddress!, cbStride: pixmap.width / 2, cr: cr.baseAddress!, crStride: pixmap.width / 2)
        } } }
        return y
    }

    /// The longest run of identical values down any column of a `width`-wide plane.
    static func longestColumnRun<T: Equatable>(_ plane: [T], width: Int) -> Int {
        let rows = plane.count / width
        var longest = 0
        for x in 0..<width {
            var run = 1
            for y in 1..<rows {
                run = plane[y * width + x] == plane[(y - 1) * width + x] ? run + 1 : 1
                longest = max(longest, run)
            }
        }
        return longest
    }

    /// What a column can keep with a two-level ordered dither in Y′: where the ramp's fraction
    /// lies outside the span of the column's thresholds, every pixel of the column rounds the
    /// same way. The narrowest span of an 8 × 8 Bayer column is 23/64 (column 3: 20…43), so a
    /// run covers up to 1 − 23/64 of a level, 43.4 rows; plus one 8-row period of the pattern
    /// and the ramp table's step (1920 / 1023 rows): 53.4.
    static var runBound: Double {
        let spans = (0..<8).map { x in
            let column = (0..<8).map { OrderedDither.bayer[$0 * 8 + x] }
            return Double(column.max()! - column.min()!) / 64
        }
        return (1 - spans.min()!) * rowsPerLevel + 8 + Double(height) / 1023
    }

    /// Before encoding: with the luma dither no column keeps one Y′ for more than `runBound`
    /// rows (53.4); without dither the runs are at least a level tall.
    @Test func convertedLumaHasNoLongRuns() throws {
        let dithered = Self.longestColumnRun(Self.ditheredLuma, width: Self.width)
        let plain = Self.longestColumnRun(Self.lumaPlane(try Self.frame(dither: false)), width: Self.width)
        #expect(Double(dithered) <= Self.runBound, "\(dithered) rows")
        #expect(Double(plain) >= Self.rowsPerLevel, "\(plain) rows")
    }

    /// Each dithered pixel's Y′ is the exact ramp's Y′ at its row, rounded by its Bayer threshold
    /// t = (4 b + 2) / 256: ⌊y + t⌋ (either neighbour where y + t is within 0.05 of a whole
    /// level: the ramp table and the fixed-point coefficients are that close, not exact); and
    /// every 8 × 8 cell averages to the exact Y′ within 1/16.
    @Test func ditheredLumaIsTheExactRampRoundedByThreshold() throws {
        let plane = Self.ditheredLuma
        let span = Self.luma(Self.bottom) - Self.luma(Self.top)
        func exact(_ row: Int) -> Double { Self.luma(Self.top) + span * (Double(row) + 0.5) / Double(Self.height) }
        for cellY in stride(from: 0, to: Self.height, by: 8) {
            for cellX in stride(from: 0, to: 64, by: 8) {
                var sum = 0.0, want = 0.0
                for y in cellY..<cellY + 8 { for x in cellX..<cellX + 8 {
                    let t = Double(4 * OrderedDither.bayer[(y & 7) * 8 + (x & 7)] + 2) / 256
                    let v = exact(y) + t, got = Double(plane[y * Self.width + x])
                    if abs(v - v.rounded()) > 0.05 {
                        #expect(got == v.rounded(.down), "(\(x), \(y))")
                    } else {
                        #expect(got == v.rounded() || got == v.rounded() - 1, "(\(x), \(y))")
                    }
                    sum += got; want += exact(y)
                } }
                #expect(abs(sum - want) / 64 <= 1.0 / 16, "cell (\(cellX), \(cellY))")
            }
        }
    }

    /// Renders a template whose first scene is the dithered ramp (held for 0.2 s before a
    /// cross-dissolve; at 1 fps the clip is two frames, the ramp and the end) through the whole
    /// pipeline in `codec` with the `video` keys given, and returns the decoded first frame's
    /// luma (8- or 16-bit samples). HEVC runs at 2 fps (three frames): a two-frame HEVC clip
    /// fails to mux ("av_interleaved_write_frame failed: Not yet implemented in FFmpeg"), on
    /// main too, a bug of its own.
    static func encodedLuma(codec: String, video: String, fps: Int = 1) throws -> [UInt16] {
        let dir = TemporaryDirectory()
        let ramp = """
                      - frame: [0, 0, 360, 640]
                        gradient: {colors: ["#F2F2F7", "#D1D1D6"], start: [0, 0], end: [0, 1]}
                """
        let yaml = TemplateFixtures.minimal(canvas: "  size: [360, 640]\n  scale: 3", video: "  fps: \(fps)\n  crf: 18\n" + video,
                                            fromViews: ramp)
        let template = try TemplateLoader.load(path: dir.write("ramp.yaml", yaml))
        #expect(template.canvas.dither)
        let format = try OutputFormatCatalog.resolve(codec: Codec.parse(codec), path: "ramp.mp4")
        let path = dir.path + "/ramp.mp4"
        try ClipExporter.export(try ClipFrames(template: template, direction: .present).adapted(to: format), assets: AssetStore(),
                                to: path, jobs: 2, format: format)
        let input = try LibavInput(path: path)
        let decoder = try input.openDecoder()
        var plane: [UInt16] = []
        try input.decode(with: decoder) { frame in
            guard plane.isEmpty else { return }
            let f = frame.pointee
            let wide = f.format == AV_PIX_FMT_YUV420P10LE.rawValue
            for y in 0..<Int(f.height) {
                let row = f.data.0! + y * Int(f.linesize.0)
                for x in 0..<Int(f.width) {
                    plane.append(wide ? UInt16(row[2 * x]) | UInt16(row[2 * x + 1]) << 8 : UInt16(row[x]))
                }
            }
        }
        return plane
    }

    /// After x264 at CRF 18 (the default `ultrafast`, and `veryfast`), decoded with libav: x264
    /// quantizes the ±½-level pattern away (its amplitude is far below the quantizer step), but
    /// each block keeps its mean, so the steps stay one level apart and no column keeps one Y′
    /// longer than a level's height plus a 16-row macroblock (83.8 rows). Per-channel RGB
    /// dither measured 113 here last session: two levels merged into one.
    @Test(arguments: ["ultrafast", "veryfast"])
    func h264AtCRF18KeepsOneLevelSteps(preset: String) throws {
        let run = Self.longestColumnRun(try Self.encodedLuma(codec: "h264", video: "  preset: \(preset)"), width: Self.width)
        #expect(Double(run) <= Self.rowsPerLevel + 16, "\(run) rows")
    }

    /// 10-bit HEVC (Main 10) at CRF 18, whose frames are dithered per RGB channel
    /// (`DitherTarget.rgb`): the pattern's two neighbouring values are 3.4 codes apart in 10-bit
    /// Y′ and partly survive x265; the bound stated is one 8-bit level's height (4 codes), since
    /// 10-bit steps are a quarter of that (measured 46 rows; 60 when 10-bit was Y′-dithered).
    @Test func hevc10BitAtCRF18() throws {
        let run = Self.longestColumnRun(try Self.encodedLuma(codec: "hevc", video: "  codec: hevc\n  bitDepth: 10", fps: 2), width: Self.width)
        #expect(Double(run) <= Self.rowsPerLevel, "\(run) rows")
    }
}
