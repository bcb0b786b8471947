import CFFmpeg
import CompositorCore
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorMedia
@testable import CompositorScene

/// Recording frames written from the decoded picture's own planes (`FramePlan.video`,
/// `VideoPlaneFrame`, issue 45): a recording scene at rest takes the plan under its drawn
/// status bar, captions and taps, not in a focus zoom; the written picture is the recording's
/// own samples outside the bands and exactly the converted RGBA frame inside them (drawn from
/// only the picture's rows the bands read); the RGBA frame outside the bands is the
/// recording's picture drawn 1:1; the bytes do not depend on `--jobs`. Printed: how far the
/// RGBA round trip the plan skips is from the recording's samples (PSNR, largest difference).
@Suite(.serialized) struct VideoPlaneFrameTests {
    typealias P = PlaneFrameTests
    static let root = StoreSafeTests.root

    /// The benchmark's recording flow (benchmarks/recording/recording-flow.yaml: the bundled
    /// 1170 × 2532 Settings recording under the drawn status bar, taps, captions and a focus)
    /// in `dir`, with its recording copied beside it.
    static func benchmarkFlow(in dir: TemporaryDirectory, fps: Int = 30) throws -> SegueTemplate {
        try FileManager.default.createDirectory(atPath: dir.path + "/assets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/Templates/assets/recorded-preview.mp4", toPath: dir.path + "/assets/recorded-preview.mp4")
        let text = try String(contentsOfFile: root + "/benchmarks/recording/recording-flow.yaml", encoding: .utf8)
            .replacingOccurrences(of: "fps: 30", with: "fps: \(fps)")
        return try TemplateLoader.load(path: dir.write("recording-flow.yaml", text))
    }

    /// The planes of `planes`, copied row by row.
    static func samples(_ planes: any DecodedPlanes) -> [[UInt8]] {
        var out: [[UInt8]] = []
        planes.withPlanes { p in
            out = [(p.y, p.yStride, planes.width, planes.height), (p.cb, p.cbStride, planes.width / 2, planes.height / 2),
                   (p.cr, p.crStride, planes.width / 2, planes.height / 2)].map { data, stride, w, h in
                (0..<h).flatMap { Array(UnsafeBufferPointer(start: data + $0 * stride, count: w)) }
            }
        }
        return out
    }

    @Test func recordingAtRestTakesTheVideoPlanAndAZoomDoesNot() throws {
        let dir = TemporaryDirectory()
        let template = try Self.benchmarkFlow(in: dir, fps: 5)
        let frames = try ClipFrames(template: template, direction: .present), assets = try AssetLoader.load(template)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: assets)
        let kinds = (0..<frames.frameCount).map { frames.plan(at: FrameIndex($0), renderer: renderer, planes: true).kind }
        let video = kinds.filter { $0 == "video" }.count, made = kinds.filter { $0 != "repeat" }.count
        print("recording-flow at 5 fps: \(video) of \(kinds.count) frames take the video plan; the others: \(Dictionary(grouping: kinds.filter { $0 != "video" }, by: { $0 }).mapValues(\.count))")
        // Of the frames made (the others repeat the frame before: the recording holds its
        // picture and nothing over it moves; 50 of 99), most take the video plan (43 of 49).
        #expect(video * 10 >= made * 8, "\(kinds)")
        #expect(made < kinds.count * 2 / 3, "\(kinds)")
        // The focus step's zoomed frames scale the recording: composited.
        let focus = try #require(frames.flow).steps[3].start, zoomed = Int(((focus + Rational(1, 2)) * Rational(5)).floor)
        #expect(kinds[zoomed] == "composite")
        // An RGBA-only plan never takes it.
        #expect(frames.plan(at: FrameIndex(3), renderer: renderer, planes: false).kind == "composite")
    }

    @Test func planesOutsideTheBandsAreTheRecordingsAndTheBandsTheConvertedFrame() throws {
        let dir = TemporaryDirectory()
        let template = try Self.benchmarkFlow(in: dir, fps: 5)
        let frames = try ClipFrames(template: template, direction: .present)
        var roundTrip: (squares: Double, count: Int, largest: Int) = (0, 0, 0)
        var checked = 0
        for index in stride(from: 0, to: frames.frameCount, by: 31) {
            // Each path with its own decoders: the plane path converts only its bands' rows.
            let planeAssets = try AssetLoader.load(template), rgbaAssets = try AssetLoader.load(template)
            let planeRenderer = SceneRenderer(canvas: frames.canvas, assets: planeAssets)
            let plan = frames.plan(at: FrameIndex(index), renderer: planeRenderer, planes: true)
            guard case .video(_, let video) = plan, let frame = try planeRenderer.planeFrame(plan) else { continue }
            let written = try P.written(frame)
            let rgbaRenderer = SceneRenderer(canvas: frames.canvas, assets: rgbaAssets)
            var rgba = Pixmap(width: frames.canvas.pixelWidth, height: frames.canvas.pixelHeight)
            try rgbaRenderer.render(frames.plan(at: FrameIndex(index), renderer: rgbaRenderer), into: &rgba)
            let converted = try P.converted(rgba), source = Self.samples(video.planes)
            let picture = try #require(rgbaAssets.videos).frame(of: template.videoPaths[0], at: frames.timeline.frameRate.time(of: FrameIndex(index)))
            let w = rgba.width
            #expect(!video.bands.isEmpty && video.bands[0].lowerBound == 0, "the status bar's band: \(video.bands)")
            // Rows compared whole (memcmp): luma rows, the chroma rows of their 4:2:0 blocks.
            func same<T>(_ a: [T], _ b: [T], _ range: Range<Int>) -> Bool {
                a.withUnsafeBytes { a in b.withUnsafeBytes { b in
                    memcmp(a.baseAddress! + range.lowerBound * MemoryLayout<T>.stride, b.baseAddress! + range.lowerBound * MemoryLayout<T>.stride,
                           range.count * MemoryLayout<T>.stride) == 0
                } }
            }
            func planesMatch(_ a: [[UInt8]], _ b: [[UInt8]], rows: Range<Int>) -> Bool {
                same(a[0], b[0], rows.lowerBound * w..<rows.upperBound * w)
                    && (1...2).allSatisfy { same(a[$0], b[$0], rows.lowerBound / 2 * w / 2..<rows.upperBound / 2 * w / 2) }
            }
            var row = 0
            for band in video.bands + [rgba.height..<rgba.height] {
                let outside = row..<band.lowerBound
                #expect(planesMatch(written, source, rows: outside), "frame \(index) rows \(outside): the recording's samples")
                #expect(same(rgba.pixels, picture.pixmap.pixels, outside.lowerBound * w..<outside.upperBound * w), "frame \(index) RGBA rows \(outside)")
                #expect(planesMatch(written, converted, rows: band), "frame \(index) band \(band): the converted frame")
                if checked < 2 {
                    for i in outside.lowerBound * w..<outside.upperBound * w {
                        let d = Int(converted[0][i]) - Int(source[0][i])
                        roundTrip = (roundTrip.squares + Double(d * d), roundTrip.count + 1, max(roundTrip.largest, abs(d)))
                    }
                }
                row = band.upperBound
            }
            checked += 1
        }
        #expect(checked >= 3)
        let psnr = 10 * log10(255.0 * 255.0 / (roundTrip.squares / Double(max(roundTrip.count, 1))))
        print("recording-flow, \(checked) frames: converting the composited frame gives the recording's luma back at PSNR "
              + "\(String(format: "%.2f", psnr)) dB, largest difference \(roundTrip.largest); the video plan copies it exactly")
    }

    @Test func bandsOfRowsConvertAsTheWholePicture() throws {
        var rng = SplitMix64(seed: 45)
        for format in [AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_YUV444P, AV_PIX_FMT_NV12, AV_PIX_FMT_YUV420P10LE] {
            let (width, height) = (70, 38)
            let frame = try LibavFrame(width: width, height: height, format: format)
            let f = frame.pointer.pointee
            let tenBit = format == AV_PIX_FMT_YUV420P10LE
            for (data, stride, rows) in [(f.data.0, f.linesize.0, height), (f.data.1, f.linesize.1, height), (f.data.2, f.linesize.2, height)] {
                guard let data else { continue }
                for i in 0..<(Int(stride) * rows / (format == AV_PIX_FMT_YUV444P || data == f.data.0 ? 1 : 2)) {
                    data[i] = UInt8(truncatingIfNeeded: rng.next()) & (tenBit && i % 2 == 1 ? 0x03 : 0xFF)
                }
            }
            let whole = try SwsScaler(width: width, height: height, from: format, matrix: .bt709).rgba(from: frame.pointer)
            for chunk in [2, 16] {
                var banded = [UInt32](repeating: 0, count: width * height)
                for start in stride(from: 0, to: height, by: chunk) {
                    let rows = start..<min(height, start + chunk)
                    try banded.withUnsafeMutableBufferPointer { out in
                        try SwsScaler(width: width, height: rows.count, from: format, matrix: .bt709)
                            .rgba(from: frame.pointer, rows: rows, into: out.baseAddress! + start * width)
                    }
                }
                #expect(banded == whole, "\(String(cString: av_get_pix_fmt_name(format))) in bands of \(chunk) rows")
            }
        }
    }

    @Test func jobsDoNotChangeTheBytes() throws {
        let dir = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/assets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root + "/Templates/assets/recorded-preview.mp4", toPath: dir.path + "/assets/r.mp4")
        let yaml = dir.write("t.yaml", """
            canvas: {device: iPhone 14, background: "#000000"}
            video: {fps: 10}
            scenes:
              s:
                recording: {file: assets/r.mp4, start: 0.3, statusBar: drawn}
                views: [{id: general, frame: [16, 604, 358, 44]}]
            flow:
              root: s
              hold: 0.2
              steps:
                - {change: [{target: general, alpha: [1, 1]}], tap: general, duration: 0.35, hold: 0.6, caption: {text: "Recorded", position: bottom}}
            """)
        let outputs = try RenderedWithJobs.outputs(yaml, in: dir.path)
        #expect(outputs[0].count > 0 && outputs[0] == outputs[1])
    }
}
