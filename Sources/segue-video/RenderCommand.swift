import ArgumentParser
import Compositor
import Foundation

/// Which clips `render` writes.
enum DirectionChoice: String, ExpressibleByArgument, CaseIterable {
    case present, dismiss, both

    var directions: [SegueDirection] {
        switch self {
        case .present: return [.present]
        case .dismiss: return [.dismiss]
        case .both: return [.present, .dismiss]
        }
    }
}

/// `segue-video render`: a template to MP4 clips, streamed frame by frame to the encoder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a template's segue to MP4.",
        discussion: """
        With one direction, the clip goes to OUT (default NAME-DIRECTION.mp4). With both, \
        OUT's name gets -present and -dismiss before its extension.
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String?

    @Option(help: "present, dismiss or both (default: the template's directions).")
    var direction: DirectionChoice?

    @Option(help: "Threads compositing frames (default: the core count). Output is identical for any value.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "x264 constant rate factor 1-51 (default: the template's, else \(VideoSettings.defaultCRF)).")
    var crf: Int?

    @Option(help: "x264 preset (default: the template's, else \(VideoSettings.defaultPreset)).")
    var preset: String?

    @Option(help: ArgumentHelp("Also write each frame's hash (FFmpeg framehash layout, as `checksum` prints; --hash picks XXH3-128 or MD5) to FILE while rendering; with both directions FILE gets -present and -dismiss.", valueName: "file"))
    var frameHashes: String?

    @OptionGroup var hashOption: HashOption

    @Option(help: ArgumentHelp("Output format: \(OutputFormatCatalog.codecs.joined(separator: ", ")) (default: the template's video.codec, else by OUT's extension: \(OutputFormatCatalog.extensionList)). png writes a folder of PNGs.", valueName: "codec"))
    var codec: String?

    @Option(help: ArgumentHelp("ProRes flavour with --codec prores / .mov: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", ")) (default: the template's, else hq; the 4444 ones keep alpha).", valueName: "profile"))
    var proresProfile: String?

    @Option(help: ArgumentHelp("HEVC's picture layout: yuv420p (8-bit, default) or yuv420p10le (10-bit Main 10; the template's video.bitDepth: 10).", valueName: "format"))
    var pixelFormat: String?

    @Option(help: ArgumentHelp("Composite over COLOR (#RRGGBB or a name): makes a transparent canvas (or a device frame's backdrop) opaque, for formats without alpha.", valueName: "color"))
    var background: String?

    @Option(help: ArgumentHelp("Deliver for: \(DeliveryCatalog.names.joined(separator: ", ")) (README, delivery presets: sizes, length, bit rate and audio checked and produced). Default: the template's delivery.", valueName: "preset"))
    var delivery: String?

    @Flag(help: "Draw characters no font covers as the font's missing-glyph box (with a warning) instead of failing.")
    var allowMissingGlyphs = false

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var deviceFrameOption: DeviceFrameOption

    @OptionGroup var frameRateOption: FrameRateOption

    @Option(help: "auto (a bar on a terminal, else only the closing line), plain or json (JSON Lines on standard output).")
    var progress: ProgressStyle = .auto

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1 to 64") }
        if let crf, !VideoSettings.crfRange.contains(crf) { throw ValidationError("--crf must be 1 to 51") }
        if let preset, X264Preset(rawValue: preset) == nil {
            throw ValidationError("--preset must be one of: \(VideoSettings.presets.joined(separator: ", "))")
        }
        if let proresProfile, ProResProfile(rawValue: proresProfile) == nil {
            throw ValidationError("--prores-profile must be one of: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let delivery, DeliveryPresetName(rawValue: delivery) == nil {
            throw ValidationError("--delivery must be one of: \(DeliveryCatalog.names.joined(separator: ", "))")
        }
        if let pixelFormat, !["yuv420p", "yuv420p10le"].contains(pixelFormat) {
            throw ValidationError("--pixel-format must be yuv420p or yuv420p10le (with --codec hevc)")
        }
        if let background, Color(nameOrHex: background) == nil {
            throw ValidationError("--background \(background) is not a color such as #FF8800 or white")
        }
    }

    func run() throws {
        var loaded = try frameRateOption.apply(scaleOption.apply(deviceFrameOption.apply(TemplateLoader.load(path: template))))
        loaded.warnings.forEach(Console.warning)
        if let crf { loaded.video.crf = crf }
        if let preset = preset.flatMap(X264Preset.init(rawValue:)) { loaded.video.preset = preset }
        if let proresProfile { loaded.video.proresProfile = ProResProfile(rawValue: proresProfile)! }
        if let background {
            // With a device frame the color replaces the backdrop, else the canvas's background.
            if loaded.frame != nil { loaded.frame?.backdrop = .color(Color(nameOrHex: background)!) } else {
                loaded.canvas.backgroundColor = Color(nameOrHex: background)!
            }
        }
        if let delivery = delivery.flatMap(DeliveryPresetName.init(rawValue:)) {
            loaded.delivery = DeliverySpec(preset: delivery, backdrop: loaded.delivery?.backdrop ?? .black, field: "--delivery")
        }
        loaded = try loaded.delivered()
        let format = try OutputFormatCatalog.resolve(codec: codec.map(Codec.parse) ?? loaded.video.codec, path: output)
        if loaded.audio != nil, !format.carriesAudio { Console.warning("\(format.title) has no audio track: the template's audio is left out") }
        if let pixelFormat { loaded.video.bitDepth = pixelFormat == "yuv420p10le" ? 10 : 8 }
        // The template's `video.bitDepth: 10` with another codec is a located template error (ClipExporter).
        if pixelFormat == "yuv420p10le", format.codec != .hevc {
            throw ValidationError("--pixel-format yuv420p10le (10-bit) is for --codec hevc; \(format.codec) is written at its own depth")
        }
        let assets = try AssetLoader.load(loaded, allowMissingGlyphs: allowMissingGlyphs, warn: Console.warning)
        let cancellation = SignalTrap.install()
        // A flow is one continuous clip: --direction does not apply (docs/templates.md, "Flows").
        if loaded.flow != nil, direction != nil { Console.warning("--direction does not apply to a flow; rendering the whole flow") }
        let directions = loaded.flow != nil ? [.present] : direction?.directions ?? loaded.segue.directions
        let reporter = RenderProgressReporter(style: progress)
        for dir in directions {
            // A flow's clip is named for the template alone (NAME.mp4).
            let flowOutput = loaded.flow == nil ? nil : [loaded.name, format.extensions.first ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
            let path = RenderCommand.outputPath(output ?? flowOutput, name: loaded.name, direction: dir, count: directions.count,
                                                defaultExtension: format.extensions.first ?? "")
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let removed = StaleTemporaryFiles.sweep(folder)
            if !removed.isEmpty { Console.warning("removed \(removed.count) stale temporary file\(removed.count == 1 ? "" : "s") from \(folder): \(removed.joined(separator: ", "))") }
            let frames = try ClipFrames(template: loaded, direction: dir)
            try OutputFolder.ensure(for: path)
            let hashes = try frameHashes.map {
                try FrameHashFile(path: RenderCommand.outputPath($0, name: loaded.name, direction: dir, count: directions.count,
                                                                 defaultExtension: hashOption.algorithm.fileExtension),
                                  format: frames.manifestFormat(hashOption.algorithm))
            }
            reporter.started(file: path, direction: dir, frames: frames.frameCount)
            let summary = try ClipExporter.export(frames, assets: assets, to: path, jobs: jobs, format: format, cancellation: cancellation,
                                                  hashing: hashes != nil ? hashOption.algorithm : nil, needsPixmaps: false,
                                                  engine: EngineEnvironment.settings) { frame in
                if let checksum = frame.checksum { try hashes?.append(checksum) }
                reporter.advanced(done: frame.index.value + 1)
            }
            try hashes?.finish()
            reporter.finished(summary)
            if let level = summary.h264Level, level > .widelySupported {
                Console.warning("\(path): H.264 level \(level) is above \(H264Level.widelySupported); some players and upload paths refuse it (--scale or --fps lowers it)")
            }
        }
    }

    /// OUT for one clip; OUT-direction.ext for several; NAME-direction.ext without OUT.
    static func outputPath(_ output: String?, name: String, direction: SegueDirection, count: Int,
                           defaultExtension: String = "mp4") -> String {
        ClipOutputName.path(output, name: name, direction: direction, count: count, defaultExtension: defaultExtension)
    }
}
