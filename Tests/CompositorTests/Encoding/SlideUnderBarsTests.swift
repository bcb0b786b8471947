import Foundation
import Testing
@testable import Compositor
@testable import CompositorRaster
@testable import CompositorScene

/// A push whose scenes slide under bars (a navigation bar, a shared tab bar, the status bar, the
/// home indicator) written as a slide of stored planes (`SlidePlan.rows`, `PlaneBands.rects`):
/// the bars' rows and the strip are exactly the converted RGBA frame, every other row within
/// ±1 of it — over random pushes with random bars, rectangles worked by hand, and every frame
/// of the component-kit push at full size; the encoded clip does not depend on `--jobs` or on
/// frame hashes.
@Suite struct SlideUnderBarsTests {
    typealias P = PlaneFrameTests

    /// Whether the samples of `a` and `b` are equal in every rectangle of `rects` (luma rows
    /// and the chroma row pairs under them).
    static func equalIn(_ rects: [IntRect], _ a: [[UInt8]], _ b: [[UInt8]], width: Int) -> Bool {
        rects.allSatisfy { r in
            (r.y0..<r.y1).allSatisfy { y in a[0][y * width + r.x0..<y * width + r.x1] == b[0][y * width + r.x0..<y * width + r.x1] }
                && (r.y0 / 2..<r.y1 / 2).allSatisfy { y in
                    let row = y * width / 2 + r.x0 / 2..<y * width / 2 + r.x1 / 2
                    return a[1][row] == b[1][row] && a[2][row] == b[2][row]
                }
        }
    }

    /// Runs of rows and columns outside and inside rectangles worked by hand: a strip of
    /// columns 40..<60 over every row, bars in rows 0..<10 and 90..<100 of a 100-column frame.
    @Test func runsAroundAStripAndTwoBarsWorkedByHand() {
        let rects = [(rows: 0..<100, columns: 40..<60), (rows: 0..<10, columns: 0..<100), (rows: 90..<100, columns: 0..<100)]
        var outside: [String] = [], inside: [String] = []
        PlaneBands.forEachRun(0..<40, rows: 0..<100, rects: rects) { rows, columns in outside.append("\(rows) \(columns)") }
        PlaneBands.forEachRun(60..<100, rows: 0..<100, rects: rects) { rows, columns in outside.append("\(rows) \(columns)") }
        PlaneBands.forEachRun(0..<100, rows: 0..<100, rects: rects, inside: true) { rows, columns in inside.append("\(rows) \(columns)") }
        #expect(outside == ["10..<90 0..<40", "10..<90 60..<100"])
        // Overlapping rectangles are given once: the bars' rows whole, the strip between them.
        #expect(inside == ["0..<10 0..<100", "10..<90 40..<60", "90..<100 0..<100"])
        // Rows limited to part of the frame (a resting picture's area), a rectangle standing out.
        var parts: [String] = []
        PlaneBands.forEachRun(20..<80, rows: 5..<50, rects: [(rows: 30..<70, columns: 10..<30), (rows: 0..<8, columns: 0..<100)]) { rows, columns in
            parts.append("\(rows) \(columns)")
        }
        #expect(parts == ["8..<30 20..<80", "30..<50 30..<80"])
    }

    /// Bands of noise slid and dimmed with a strip and two full-width rectangles of RGBA over
    /// them: within ±1 of the converted RGBA frame, exactly it in the rectangles.
    @Test(arguments: [UInt32(0), 77, 255])
    func noiseUnderBarsIsWithinOne(weight: UInt32) throws {
        let (width, height) = (256, 96)
        let under = P.noise(width: width, height: height, seed: 21), top = P.noise(width: width, height: height, seed: 22)
        let fill = Color(red: 0, green: 0, blue: 0, alpha: 0.1).premultiplied(opacity: 0.6)
        var rgba = P.noise(width: width, height: height, seed: 23)
        PlaneBandsTests.slid(under, offset: 5, weight: weight, fill: fill, columns: 0..<100, into: &rgba)
        PlaneBandsTests.slid(top, offset: -7, weight: weight, fill: nil, columns: 120..<width, into: &rgba)
        let rects = [IntRect(x0: 100, y0: 0, x1: 120, y1: height), IntRect(x0: 0, y0: 0, x1: width, y1: 14),
                     IntRect(x0: 0, y0: 70, x1: width, y1: 96)]
        let slide = PlaneBands(bands: [.init(planes: FixedPointPlanes(under), columns: 0..<100, offset: 5, weight: weight, fill: fill),
                                       .init(planes: FixedPointPlanes(top), columns: 120..<width, offset: -7, weight: weight, fill: nil)],
                               patch: rgba, rects: rects)
        let written = try P.written(.bands(slide)), converted = try P.converted(rgba)
        #expect(P.largestDifference(written, converted) <= 1)
        #expect(Self.equalIn(rects, written, converted, width: width))
        #expect(slide.resting == nil && slide.rect == IntRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// A push between two screens with bars, as a template: a navigation bar (large title or
    /// not), a tab bar, the status bar and the home indicator each on or off by `seed`, random
    /// colors and rows, scale 1 or 2.
    static func randomPush(seed: UInt64) throws -> SegueTemplate {
        var rng = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func color() -> String { String(format: "\"#%06X\"", Int(rng.next() % 0x1000000)) }
        let large = pick(2) == 0, tab = pick(3) > 0, scale = 1 + pick(2)
        let rows = (0..<(3 + pick(5))).map { i in
            "      - {frame: [\(8 + pick(20)), \(110 + 44 * i), \(150 + pick(60)), 36], backgroundColor: \(color()), cornerRadius: \(pick(10))}"
        }.joined(separator: "\n")
        func scene(_ title: String) -> String {
            """
              \(title):
                title: \(title)
                background: \(color())
                navigationBar: {title: \(title), largeTitle: \(large)}
            \(tab ? "    tabBar: {items: [{title: One, icon: play.fill}, {title: Two, icon: music.note}], selected: 0}" : "")
                views:
                  - frame: [0, 90, 240, 500]
                    gradient: {colors: [\(color()), \(color())]}
            \(rows)
            """
        }
        let yaml = """
        canvas: {size: [240, 500], scale: \(scale), background: "#000000", safeArea: {top: 47, bottom: 34}, statusBar: \(pick(4) > 0), homeIndicator: \(pick(4) > 0)}
        video: {fps: 10}
        scenes:
        \(scene("a"))
        \(scene("b"))
        segue: {animator: push, presentation: navigation, from: a, to: b, duration: 1, holdBefore: 0.1, holdAfter: 0.1}
        """
        let dir = TemporaryDirectory()
        return try withExtendedLifetime(dir) { try TemplateLoader.load(path: dir.write("push.yaml", yaml)) }
    }

    /// Every frame of `template` that is a slide under bars, against the RGBA frame: the bars'
    /// rows and the strip exactly, the rest within ±1. Returns how many such frames there were.
    static func checkSlides(_ template: SegueTemplate, direction: SegueDirection = .present, every: Int = 1) throws -> Int {
        let frames = try ClipFrames(template: template, direction: direction)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        var slides = 0
        for i in stride(from: 0, to: frames.frameCount, by: every) {
            let layers = frames.layers(at: FrameIndex(i))
            guard case .slide(_, let plan) = renderer.plan(layers, planes: true), !plan.rows.isEmpty else { continue }
            guard case .bands(let bands)? = try renderer.planeFrame(layers) else { Issue.record("frame \(i): no bands"); continue }
            slides += 1
            let written = try P.written(.bands(bands)), converted = try P.converted(renderer.render(layers))
            #expect(P.largestDifference(written, converted) <= 1, "frame \(i)")
            #expect(Self.equalIn(bands.rects, written, converted, width: bands.width), "frame \(i): \(bands.rects)")
            // The rows are the bars' (not the whole frame).
            #expect(plan.rows.reduce(0) { $0 + $1.count } < bands.height, "frame \(i)")
        }
        return slides
    }

    @Test(arguments: 0..<12)
    func randomPushesUnderBarsAreWithinOne(seed: UInt64) throws {
        let template = try Self.randomPush(seed: 1000 + seed)
        let slides = try Self.checkSlides(template) + Self.checkSlides(template, direction: .dismiss)
        #expect(slides > 0, "seed \(seed): no slide under bars")
    }

    /// Every frame of the component-kit push at full size (1182 × 2556) that moves is a slide
    /// under its bars, within ±1 of the converted RGBA frame and exactly it in the bars' rows.
    @Test func componentKitPushAtFullSizeIsWithinOne() throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/benchmarks/component-kit/component-kit-push.yaml")
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        let kinds = (0..<frames.frameCount).map { frames.plan(at: FrameIndex($0), renderer: renderer, planes: true).kind }
        #expect(!kinds.contains("composite"), "\(kinds)")
        #expect(kinds.filter { $0 == "slide" }.count >= 28, "\(kinds)")
        #expect(try Self.checkSlides(template) >= 28)
    }

    /// A small push under bars: the MP4 is the same bytes for any `--jobs` and with or without
    /// frame hashes (with hashes every frame is composited in RGBA: a slide's frame hash is the
    /// hash of the RGBA frame, which its picture is within ±1 of outside the bars).
    @Test func clipBytesDoNotDependOnJobsOrHashes() throws {
        let template = try Self.randomPush(seed: 1003)
        let frames = try ClipFrames(template: template, direction: .present)
        #expect(try PlaneBandsTests.clipBytes(frames, assets: try AssetLoader.load(template)).count == 1)
    }
}
