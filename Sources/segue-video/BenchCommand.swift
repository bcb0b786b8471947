import ArgumentParser
import Compositor
import Foundation
import SegueBench

/// `segue-video bench`: how fast the compositor, the color conversion and the whole pipeline run
/// on this machine, on fixed 1080p frames. Meant for release builds (`swift build -c release`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure compositor, RGBA->YUV and full-pipeline speed on 1080p frames.",
        discussion: """
        Frames: five points of each bundled template's presenting transition (templates not made \
        for 1080p are drawn at 1080 pixels high on a 1920x1080 canvas) and a synthetic seed-like \
        pet list (solid views, photo thumbnails, labels, a photo growing), a heavier photo grid and a \
        showcase push (status bar, navigation and tab bars, a large title, icon cells); \
        the portrait 1080x1920 photo-and-paragraph screens of benchmarks/portrait and the component-kit \
        screens of benchmarks/component-kit (large titles, inset-grouped tables, tab bars, a floating \
        material bar with a shadow; its segues, not its flow) at their own size. \
        Timings are wall clock, one compositing thread; x264 uses its fixed thread count.
        """)

    @Option(help: "Folder of templates to draw frames from.")
    var templates: String = "Templates"

    @Option(help: "Folder of portrait templates measured at their own canvas size (none when missing).")
    var portrait: String = "benchmarks/portrait"

    @Option(help: "Folder of component-kit templates measured at their own canvas size (none when missing; flows skipped).")
    var componentKit: String = "benchmarks/component-kit"

    @Option(help: "Seconds to spend on each compositor and conversion measurement.")
    var seconds: Double = 2

    @Option(help: "Frames to encode for the full-pipeline measurement.")
    var frames: Int = 120

    @Option(help: "Time only the frame sets whose name contains this text (the pipeline uses the first).")
    var only: String?

    @Option(help: "x264 preset for the full pipeline.")
    var preset: String = EncoderSettings.defaultPreset.rawValue

    @Option(help: "x264 constant rate factor for the full pipeline.")
    var crf: Int = EncoderSettings.defaultCRF

    func validate() throws {
        guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be 1 to 100000") }
        guard X264Preset(rawValue: preset) != nil else { throw ValidationError("--preset must be one of: \(EncoderSettings.presets.joined(separator: ", "))") }
        guard (1...51).contains(crf) else { throw ValidationError("--crf must be 1 to 51") }
    }

    func run() throws {
        #if DEBUG
        Console.warning("bench: this is a debug build; measure with `swift build -c release` and .build/release/segue-video bench")
        #endif
        let cores = ProcessInfo.processInfo.activeProcessorCount
        Console.info("segue-video bench: \(cores) cores; frames 1920x1080; compositor on 1 thread; "
            + "x264 preset \(preset), crf \(crf), \(VideoEncoder.x264Threads) threads (\(VideoEncoder.x264Params))")

        var sets: [FrameSet] = try templateFrameSets()
        sets += SeedLikeScreen.frameSets()
        sets += try ownSizeFrameSets(in: portrait, prefix: "portrait")
        sets += try ownSizeFrameSets(in: componentKit, prefix: "component-kit", includingFlows: false)
        sets.append(try ShowcaseScreen.frameSet())
        if let only {
            sets = sets.filter { $0.name.contains(only) }
            guard !sets.isEmpty else { throw ValidationError("--only \(only) matches no frame set") }
        }
        var composite: [PipelineBenchmark.Timing] = []
        for set in sets {
            composite.append(try PipelineBenchmark.composite(set.frames, canvas: set.canvas, assets: set.assets, minimumSeconds: seconds))
            Console.info("  compositor \(set.name): \(describe(composite[composite.count - 1]))")
            if let (timing, count) = try PipelineBenchmark.planeFrames(set.frames, canvas: set.canvas, assets: set.assets, minimumSeconds: seconds) {
                Console.info("    plane frames (\(count) of \(set.frames.count), straight to yuv420p instead of composite + convert): \(describe(timing))")
            }
        }
        // The pipeline runs on the seed-like screen (or the first set left by --only).
        let seedIndex = sets.firstIndex { $0.name.hasPrefix("seed-like") } ?? 0
        let seed = sets[seedIndex]
        let settings = EncoderSettings(width: seed.canvas.pixelWidth, height: seed.canvas.pixelHeight, frameRate: FrameRate(60), crf: crf, preset: X264Preset(rawValue: preset) ?? EncoderSettings.defaultPreset)
        let rendered = try seed.frames.map { try SceneRenderer(canvas: seed.canvas, assets: seed.assets).render($0) }
        let conversion = PipelineBenchmark.convert(rendered, minimumSeconds: seconds)
        Console.info("  RGBA->YUV420 conversion: \(describe(conversion))")
        let convert = conversion.seconds
        let pipeline = try PipelineBenchmark.pipeline(seed.frames, canvas: seed.canvas, assets: seed.assets, settings: settings, count: frames)
        Console.info("  full pipeline \(seed.name) (composite + convert + encode \(frames) frames): \(fps(pipeline)) fps (\(ms(pipeline)) ms/frame)")
        let compositeSeconds = composite[seedIndex].seconds
        let encode = max(pipeline - compositeSeconds - convert, 0)
        Console.info("  ratios (wall): compositor alone runs \(String(format: "%.1f", pipeline / compositeSeconds))x the pipeline's speed, "
            + "conversion alone \(String(format: "%.1f", pipeline / convert))x; of a pipeline frame: composite \(percent(compositeSeconds, pipeline)), "
            + "convert \(percent(convert, pipeline)), encode and write \(percent(encode, pipeline))")
        Console.info("  load average when done: \(loadAverage()) (wall-clock figures include waiting for a core)")
    }

    /// Five frames of each template's presenting transition, on a 1920×1080 canvas.
    func templateFrameSets() throws -> [FrameSet] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
        if files.isEmpty { Console.warning("bench: no templates in \(templates); only the synthetic screen is measured") }
        return try files.map { file in
            let template = try TemplateLoader.load(path: templates + "/" + file)
            let clip = try ClipFrames(template: template, direction: .present)
            var canvas = template.canvas
            var note = ""
            if canvas.pixelWidth != 1920 || canvas.pixelHeight != 1080 {
                // Keep the scenes' layout; draw them 1080 pixels high at the left of a 1080p frame.
                let scale = 1080 / canvas.size.height
                canvas = Canvas(size: Size(width: 1920 / scale, height: 1080 / scale), scale: scale,
                                backgroundColor: canvas.backgroundColor, frameRate: canvas.frameRate)
                note = " (redrawn at \(String(format: "%.3g", scale))x)"
            }
            let layers = [0, 0.25, 0.5, 0.75, 1].map { clip.layers(atProgress: $0) }
            return FrameSet(name: template.name + note, canvas: canvas, assets: try AssetLoader.load(template), frames: layers)
        }
    }

    /// Every transition frame of the presenting clip of each template in `folder` (the portrait
    /// or component-kit benchmarks), at its own size, so the layer cache sees what a clip gives
    /// it; named `prefix` and the template's name. Flows are left out unless `includingFlows`.
    func ownSizeFrameSets(in folder: String, prefix: String, includingFlows: Bool = true) throws -> [FrameSet] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.compactMap { file in
            let template = try TemplateLoader.load(path: folder + "/" + file)
            guard includingFlows || template.flow == nil else { return nil }
            let clip = try ClipFrames(template: template, direction: .present)
            let moving = (0..<clip.frameCount).map(FrameIndex.init).filter { !clip.repeatsPrevious($0) }
            return FrameSet(name: prefix + " " + template.name, canvas: template.canvas, assets: try AssetLoader.load(template),
                            frames: moving.map { clip.layers(at: $0) })
        }
    }

    func describe(_ t: PipelineBenchmark.Timing) -> String {
        "\(fps(t.seconds)) fps wall (\(ms(t.seconds)) ms/frame), \(fps(t.cpuSeconds)) fps CPU (\(ms(t.cpuSeconds)) ms/frame), \(t.frames) frames"
    }

    func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }

    func fps(_ secondsPerFrame: Double) -> String { String(format: "%.1f", 1 / max(secondsPerFrame, 1e-12)) }
    func ms(_ secondsPerFrame: Double) -> String { String(format: "%.2f", secondsPerFrame * 1000) }
    func percent(_ part: Double, _ whole: Double) -> String { String(format: "%.0f%%", 100 * part / max(whole, 1e-12)) }
}

/// Frames to time: layers on a canvas with their images.
struct FrameSet {
    var name: String
    var canvas: Canvas
    var assets: AssetStore
    var frames: [[View]]
}
