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

    @Option(help: ArgumentHelp("Also write each frame's MD5 (FFmpeg framemd5 layout, as `checksum` prints) to FILE while rendering; with both directions FILE gets -present and -dismiss.", valueName: "file"))
    var frameHashes: String?

    @Option(help: ArgumentHelp("Output format: \(OutputFormatCatalog.codecs.joined(separator: ", ")) (default: the template's video.codec, else by OUT's extension: \(OutputFormatCatalog.extensionList)). png writes a folder of PNGs.", valueName: "codec"))
    var codec: String?

    @Option(help: ArgumentHelp("ProRes flavour with --codec prores / .mov: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", ")) (default: the template's, else hq; the 4444 ones keep alpha).", valueName: "profile"))
    var proresProfile: String?

    @Option(help: ArgumentHelp("Composite over COLOR (#RRGGBB or a name): makes a transparent canvas opaque, for formats without alpha.", valueName: "color"))
    var background: String?

    @Flag(help: "Draw characters no font covers as the font's missing-glyph box (with a warning) instead of failing.")
    var allowMissingGlyphs = false

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var frameRateOption: FrameRateOption

    @Option(help: "auto (a bar on a terminal, else only the closing line), plain or json (JSON Lines on standard output).")
    var progress: ProgressStyle = .auto

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be 1 to 64") }
        if let crf, !VideoSettings.crfRange.contains(crf) { throw ValidationError("--crf must be 1 to 51") }
        if let preset, !VideoSettings.presets.contains(preset) {
            throw ValidationError("--preset must be one of: \(VideoSettings.presets.joined(separator: ", "))")
        }
        if let proresProfile, ProResProfile(rawValue: proresProfile) == nil {
            throw ValidationError("--prores-profile must be one of: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let background, Color(nameOrHex: background) == nil {
            throw ValidationError("--background \(background) is not a color such as #FF8800 or white")
        }
    }

    func run() throws {
        var loaded = try frameRateOption.apply(scaleOption.apply(TemplateLoader.load(path: template)))
        loaded.warnings.forEach(Console.warning)
        if let crf { loaded.video.crf = crf }
        if let preset { loaded.video.preset = preset }
        if let proresProfile { loaded.video.proresProfile = ProResProfile(rawValue: proresProfile)! }
        if let background { loaded.canvas.backgroundColor = Color(nameOrHex: background)! }
        let format = try OutputFormatCatalog.resolve(codec: codec ?? loaded.video.codec, path: output)
        let assets = try AssetLoader.load(loaded, allowMissingGlyphs: allowMissingGlyphs, warn: Console.warning)
        let cancellation = SignalTrap.install()
        let directions = direction?.directions ?? loaded.segue.directions
        let reporter = RenderProgressReporter(style: progress)
        for dir in directions {
            let path = RenderCommand.outputPath(output, name: loaded.name, direction: dir, count: directions.count,
                                                defaultExtension: format.extensions.first ?? "")
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let removed = StaleTemporaryFiles.sweep(folder)
            if !removed.isEmpty { Console.warning("removed \(removed.count) stale temporary file\(removed.count == 1 ? "" : "s") from \(folder): \(removed.joined(separator: ", "))") }
            let frames = try ClipFrames(template: loaded, direction: dir)
            try OutputFolder.ensure(for: path)
            let hashes = try frameHashes.map {
                try FrameHashFile(path: RenderCommand.outputPath($0, name: loaded.name, direction: dir, count: directions.count,
                                                                 defaultExtension: "framemd5"),
                                  format: frames.manifestFormat)
            }
            reporter.started(file: path, direction: dir, frames: frames.frameCount)
            let summary = try ClipExporter.export(frames, assets: assets, to: path, jobs: jobs, format: format, cancellation: cancellation,
                                                  hashing: hashes != nil) { frame in
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
