import CFFmpeg
@testable import CompositorRaster
import Foundation
import Testing
@testable import Compositor
@testable import CompositorScene

/// Damage tracking (`FramePlan.partial`, issue 51): a frame that differs from the one before
/// only in some rows is drawn and converted there, the rest copied from the frame before's
/// picture. It must give exactly the pictures of compositing every frame whole, for any
/// `--jobs`: compared picture by picture (every byte of the three planes, before encoding).
@Suite struct DamageTrackingTests {
    /// Every picture handed to the encoder (a repeat: the one before's), as the 8-bit 4:2:0
    /// planes' bytes hashed (FNV-1a, 64 bits), with damage tracking on or off.
    static func pictureHashes(_ template: SegueTemplate, jobs: Int, damage: Bool) throws -> [UInt64] {
        let frames = try ClipFrames(template: template, direction: .present)
        let assets = try AssetLoader.load(template)
        let dir = TemporaryDirectory()
        let encoder = try VideoEncoder(outputPath: dir.path + "/out.mp4", settings: ClipExporter.settings(for: frames))
        defer { encoder.cancel() }
        let writer = try #require(PictureWriter(for: encoder, convertsPixmaps: true, writesPlaneFrames: true))
        var engine = EngineSettings()
        engine.tracksDamage = damage
        var hashes: [UInt64] = []
        try frames.render(assets: assets, request: RenderRequest(jobs: jobs, needsPixmaps: false, engine: engine), pictures: writer) { frame, picture in
            if frame.repeatsPrevious {
                hashes.append(hashes.last!)
                try encoder.appendRepeat()
                return
            }
            let picture = try #require(picture)
            hashes.append(hash(picture.frame.pointer))
            try encoder.append(picture)
        }
        return hashes
    }

    /// FNV-1a over the visible bytes of a `yuv420p` picture's planes.
    static func hash(_ picture: UnsafeMutablePointer<AVFrame>) -> UInt64 {
        let p = picture.pointee, width = Int(p.width), height = Int(p.height)
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for (data, stride, w, rows) in [(p.data.0!, Int(p.linesize.0), width, height), (p.data.1!, Int(p.linesize.1), width / 2, height / 2),
                                        (p.data.2!, Int(p.linesize.2), width / 2, height / 2)] {
            for row in 0..<rows {
                for x in 0..<w { h = (h ^ UInt64(data[row * stride + x])) &* 0x100_0000_01b3 }
            }
        }
        return h
    }

    /// How many frames of `template` are planned partial, and their rows all told.
    static func partialFrames(_ template: SegueTemplate) throws -> (frames: Int, rows: Int) {
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas, assets: try AssetLoader.load(template))
        var count = 0, rows = 0
        for i in 0..<frames.frameCount {
            if case .partial(_, let r) = frames.plan(at: FrameIndex(i), renderer: renderer, planes: true, partial: true) {
                count += 1
                rows += r.count
            }
        }
        return (count, rows)
    }

    /// Damage on (jobs 1, 2, 3) gives the pictures of damage off (jobs 1), frame by frame.
    static func expectSamePictures(_ template: SegueTemplate, _ label: String) throws {
        let whole = try pictureHashes(template, jobs: 1, damage: false)
        for jobs in [1, 2, 3] {
            let tracked = try pictureHashes(template, jobs: jobs, damage: true)
            #expect(tracked.count == whole.count, "\(label) jobs \(jobs)")
            if let first = zip(tracked, whole).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                Issue.record("\(label) jobs \(jobs): frame \(first.offset) differs")
            }
        }
    }

    /// A random one-scene flow on a small canvas: views of random frames, colors, corners,
    /// shadows, labels, borders, materials and alphas (some nested, some clipping), and steps
    /// that change some of them (moves, fades, colors, corners, shadows) with taps between.
    static func randomFlow(seed: UInt64) throws -> SegueTemplate {
        var rng = SplitMix64(seed: seed)
        func int(_ lo: Int, _ hi: Int) -> Int { lo + Int(rng.next() % UInt64(hi - lo + 1)) }
        func color() -> String { String(format: "\"#%02X%02X%02X\"", int(0, 255), int(0, 255), int(0, 255)) }
        func view(_ id: String, depth: Int, width: Int, height: Int) -> String {
            let w = int(8, max(8, width * 2 / 3)), h = int(8, max(8, height / 2))
            var fields = ["id: \(id)", "frame: [\(int(-6, width - 4)), \(int(-6, height - 4)), \(w), \(h)]", "background: \(color())"]
            if int(0, 2) == 0 { fields.append("cornerRadius: \(int(0, 12))") }
            if int(0, 3) == 0 { fields.append("alpha: 0.\(int(3, 9))") }
            if int(0, 3) == 0 { fields.append("shadow: {opacity: 0.\(int(2, 6)), radius: \(int(1, 6)), offset: [0, \(int(0, 4))]}") }
            if int(0, 3) == 0 { fields.append("label: {text: \"Ag \(id)\", font: {size: \(int(9, 17))}, color: \(color())}") }
            if int(0, 4) == 0 { fields.append("border: {width: \(int(1, 3)), color: \(color())}") }
            if int(0, 5) == 0 { fields.append("material: thin") }
            if int(0, 3) == 0 { fields.append("clipsToBounds: true") }
            var text = "{\(fields.joined(separator: ", "))"
            if depth < 2, int(0, 2) == 0 {
                let subs = (0..<int(1, 3)).map { view("\(id)s\($0)", depth: depth + 1, width: w, height: h) }
                text += ", subviews: [\(subs.joined(separator: ", "))]"
            }
            return text + "}"
        }
        let count = int(3, 7)
        let views = (0..<count).map { "      - " + view("v\($0)", depth: 0, width: 120, height: 200) }
        var steps: [String] = []
        for _ in 0..<int(2, 3) {
            let target = "v\(int(0, count - 1))"
            let change: String
            switch int(0, 5) {
            case 0: change = "{target: \(target), translateY: [0, \(int(-30, 30))]}"
            case 1: change = "{target: \(target), translateX: [0, \(int(-30, 30))]}"
            case 2: change = "{target: \(target), alpha: [1, 0.\(int(1, 8))]}"
            case 3: change = "{target: \(target), background: [\(color()), \(color())]}"
            case 4: change = "{target: \(target), cornerRadius: [0, \(int(2, 14))]}"
            default: change = "{target: \(target), shadowOpacity: [0, 0.5], shadowRadius: [1, 4]}"
            }
            let tap = int(0, 1) == 0 ? "\n      tap: \(target)" : ""
            steps.append("    - change: [\(change)]\n      duration: 0.4\(tap)\n      hold: 0.2")
        }
        let yaml = """
        canvas: {size: [120, 200], scale: 2, background: "#000000"}
        video: {fps: 20}
        scenes:
          main:
            background: \(color())
            views:
        \(views.joined(separator: "\n"))
        flow:
          root: main
          hold: 0.1
          steps:
        \(steps.joined(separator: "\n"))
        """
        let dir = TemporaryDirectory()
        return try withExtendedLifetime(dir) { try TemplateLoader.load(path: dir.write("random-\(seed).yaml", yaml)) }
    }

    @Test(arguments: 0..<24)
    func randomFlowsGiveTheWholeFramesPictures(seed: Int) throws {
        let template = try Self.randomFlow(seed: UInt64(seed) &* 0x9E37_79B9 &+ 51)
        try Self.expectSamePictures(template, "seed \(seed)")
    }

    /// Enough of the random frames take the partial route for the comparison to mean something.
    @Test func randomFlowsTakeThePartialRoute() throws {
        var frames = 0, seeds = 0
        for seed in 0..<24 {
            let partial = try Self.partialFrames(Self.randomFlow(seed: UInt64(seed) &* 0x9E37_79B9 &+ 51)).frames
            frames += partial
            if partial > 0 { seeds += 1 }
        }
        #expect(seeds >= 12, "\(seeds) of 24 seeds, \(frames) frames")
    }

    /// One red 20-point square on a white 100 × 200 canvas at scale 1 moved 10 points right
    /// over 0.5 s at 8 fps (a flow's `change`). Frames that show the same moment are repeats;
    /// each moving frame differs from the one before only where the square was and is: rows
    /// 50..<70 in both, grown by the 2-pixel margin to 48..<72, already even — 24 rows, 12
    /// row pairs of 4:2:0 converted (of 100), the other 176 rows copied from the frame before.
    @Test func oneMovingViewConvertsOnlyItsRowsWorkedByHand() throws {
        let yaml = """
        canvas: {size: [100, 200], scale: 1, background: "#000000"}
        video: {fps: 8}
        scenes:
          main:
            background: "#FFFFFF"
            views:
              - {id: dot, frame: [10, 50, 20, 20], background: "#FF0000"}
        flow:
          root: main
          hold: 0.25
          steps:
            - change: [{target: dot, translateX: [0, 10]}]
              duration: 0.5
              hold: 0.25
        """
        let dir = TemporaryDirectory()
        let template = try TemplateLoader.load(path: dir.write("dot.yaml", yaml))
        let frames = try ClipFrames(template: template, direction: .present)
        let renderer = SceneRenderer(canvas: frames.canvas)
        let plans = (0..<frames.frameCount).map { frames.plan(at: FrameIndex($0), renderer: renderer, planes: true, partial: true) }
        var moving = 0
        for (i, plan) in plans.enumerated().dropFirst() {
            if frames.layers(at: FrameIndex(i)) == frames.layers(at: FrameIndex(i - 1)) {
                #expect(plan.kind == "repeat", "frame \(i)")
                continue
            }
            moving += 1
            guard case .partial(_, let rows) = plan else { Issue.record("frame \(i): \(plan.kind)"); continue }
            #expect(rows == 48..<72, "frame \(i)")
            #expect(rows.count / 2 == 12)
        }
        // 0.5 s at 8 fps: the square is at a new place in 4 frames.
        #expect(moving == 4)
        try Self.expectSamePictures(template, "dot")
    }

    /// The component-kit benchmarks and bundled templates (flows with taps, changes and
    /// captions; segues), at a quarter of their scale: the pictures of compositing whole.
    @Test(arguments: ["benchmarks/component-kit/component-kit-flow", "benchmarks/component-kit/component-kit-push",
                      "benchmarks/component-kit/component-kit-sheet", "Templates/tutorial-share-pet", "Templates/appstore-preview",
                      "Templates/push", "Templates/cover-vertical"])
    func bundledClipsGiveTheWholeFramesPictures(_ name: String) throws {
        let template = try TemplateLoader.load(path: TemplateSchemaTests.repository + "/\(name).yaml").scaled(by: 0.25)
        try Self.expectSamePictures(template, name)
    }
}
