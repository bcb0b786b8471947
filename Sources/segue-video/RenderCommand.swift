import ArgumentParser
import Compositor
import Foundation

extension DirectionChoice: ExpressibleByArgument {}

/// `segue-video render`: a template to clips in any output format, streamed frame by frame to the encoder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a template's segue to a clip: H.264 MP4 by default, or --codec hevc, prores, vp9 (WebM), gif, png.",
        discussion: """
        With one direction, the clip goes to OUT (default NAME-DIRECTION.mp4). With both, \
        OUT's name gets -present and -dismiss before its extension.
        """)

    @Argument(help: "The template file (YAML or JSON).")
    var template: String

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String?

    @Option(help: ArgumentHelp(OptionCatalog.direction.help))
    var direction: DirectionChoice?

    @Option(help: ArgumentHelp(OptionCatalog.jobs.help))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp(OptionCatalog.crf.help))
    var crf: Int?

    @Option(help: ArgumentHelp(OptionCatalog.preset.help))
    var preset: String?

    @Option(help: ArgumentHelp("Also write each frame's hash (FFmpeg framehash layout, as `checksum` prints; --hash picks XXH3-128 or MD5) to FILE while rendering; with both directions FILE gets -present and -dismiss.", valueName: "file"))
    var frameHashes: String?

    @OptionGroup var hashOption: HashOption

    @Option(help: ArgumentHelp(OptionCatalog.codec.help, valueName: "codec"))
    var codec: String?

    @Option(help: ArgumentHelp(OptionCatalog.proresProfile.help, valueName: "profile"))
    var proresProfile: String?

    @Option(help: ArgumentHelp(OptionCatalog.pixelFormat.help, valueName: "format"))
    var pixelFormat: String?

    @Option(help: ArgumentHelp(OptionCatalog.background.help, valueName: OptionCatalog.background.valueName))
    var background: String?

    @Option(help: ArgumentHelp(OptionCatalog.delivery.help, valueName: "preset"))
    var delivery: String?

    @Option(help: ArgumentHelp(OptionCatalog.subtitles.help, valueName: "on|off"))
    var subtitles: String?

    @Flag(help: ArgumentHelp(OptionCatalog.storeSafe.help))
    var storeSafe = false

    @Flag(help: "Draw characters no font covers as the font's missing-glyph box (with a warning) instead of failing.")
    var allowMissingGlyphs = false

    @OptionGroup var scaleOption: ScaleOption

    @OptionGroup var deviceFrameOption: DeviceFrameOption

    @OptionGroup var frameRateOption: FrameRateOption

    @OptionGroup var stringsOption: StringsOption

    @Option(help: "auto (a bar on a terminal, else only the closing line), plain or json (JSON Lines on standard output).")
    var progress: ProgressStyle = .auto

    func validate() throws {
        try OptionCatalog.jobs.validate(jobs)
        if let crf { try OptionCatalog.crf.validate(crf) }
        try OptionCatalog.preset.validate(preset)
        try OptionCatalog.proresProfile.validate(proresProfile)
        try OptionCatalog.delivery.validate(delivery)
        try OptionCatalog.subtitles.validate(subtitles)
        try OptionCatalog.pixelFormat.validate(pixelFormat)
        try OptionCatalog.background.validate(background)
    }

    /// The flags as the library's `RenderOptions` (checked in `validate()`; `--codec` is parsed
    /// here, an unknown name the exit-2 `OutputFormatError` it always was).
    private func renderOptions() throws -> RenderOptions {
        var options = RenderOptions(directions: direction?.directions, jobs: jobs, crf: crf, preset: OptionCatalog.preset.value(preset),
                      codec: try codec.map(Codec.parse), proresProfile: OptionCatalog.proresProfile.value(proresProfile),
                      bitDepth: OptionCatalog.pixelFormat.value(pixelFormat)?.bitDepth, background: OptionCatalog.background.value(background),
                      delivery: OptionCatalog.delivery.value(delivery), scale: scaleOption.value, frameRate: frameRateOption.value,
                      deviceFrame: deviceFrameOption.choice, frameSize: deviceFrameOption.size, allowMissingGlyphs: allowMissingGlyphs,
                      engine: EngineEnvironment.settings)
        options.subtitles = OptionCatalog.subtitles.value(subtitles)
        options.storeSafe = storeSafe
        return options
    }

    func run() throws {
        let loaded = try stringsOption.load(template)
        loaded.warnings.forEach(Console.warning)
        scaleOption.warnIfIneffective(loaded, framed: deviceFrameOption.choice != nil || delivery != nil)
        // Resolved once; `loaded` stays as it was loaded, `settings.template` is what renders.
        let settings = try RenderSettings(template: loaded, options: renderOptions(), output: output)
        let rendered = settings.template, format = settings.format
        if rendered.hasSound, !format.carriesAudio { Console.warning("\(format.title) has no audio track: the template's audio is left out") }
        // The template's `video.bitDepth: 10` with another codec is a located template error (ClipExporter).
        if let pixelFormat = OptionCatalog.pixelFormat.value(pixelFormat), pixelFormat.bitDepth > 8, format.codec != .hevc {
            throw ValidationError("\(OptionCatalog.pixelFormat.flag) \(pixelFormat.rawValue) (10-bit) is for --codec hevc; \(format.codec) is written at its own depth")
        }
        let assets = try AssetLoader.load(rendered, allowMissingGlyphs: settings.allowMissingGlyphs, warn: Console.warning)
        let cancellation = SignalTrap.install()
        // A flow is one continuous clip: --direction does not apply (docs/templates.md, "Flows").
        if rendered.flow != nil, direction != nil { Console.warning("--direction does not apply to a flow; rendering the whole flow") }
        let directions = settings.directions
        let reporter = RenderProgressReporter(style: progress)
        // Hashes into a FIFO for several clips: held open from the first clip to the last, so its
        // reader sees one stream (each clip's file closing it would end the reader's input).
        let heldStream = frameHashes.flatMap { FileNode(path: $0) == .fifo && directions.count > 1 ? open($0, O_WRONLY | O_CLOEXEC) : nil }
        defer { if let heldStream, heldStream >= 0 { close(heldStream) } }
        for dir in directions {
            // A flow's clip is named for the template alone (NAME.mp4).
            let flowOutput = rendered.flow == nil ? nil : [rendered.name, format.extensions.first ?? ""].filter { !$0.isEmpty }.joined(separator: ".")
            let path = RenderCommand.outputPath(output ?? flowOutput, name: rendered.name, direction: dir, count: directions.count,
                                                defaultExtension: format.extensions.first ?? "")
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let removed = StaleTemporaryFiles.sweep(folder)
            if !removed.isEmpty { Console.warning("removed \(removed.count) stale temporary file\(removed.count == 1 ? "" : "s") from \(folder): \(removed.joined(separator: ", "))") }
            let frames = try ClipFrames(template: rendered, direction: dir)
            try OutputFolder.ensure(for: path)
            let hashes = try frameHashes.map {
                try FrameHashFile(path: RenderCommand.outputPath($0, name: rendered.name, direction: dir, count: directions.count,
                                                                 defaultExtension: hashOption.algorithm.fileExtension),
                                  format: frames.manifestFormat(hashOption.algorithm))
            }
            reporter.started(file: path, direction: dir, frames: frames.frameCount)
            let summary = try ClipExporter.export(frames, assets: assets, to: path, jobs: settings.jobs, format: format, cancellation: cancellation,
                                                  hashing: hashes != nil ? hashOption.algorithm : nil, needsPixmaps: false,
                                                  engine: settings.engine) { frame in
                if let checksum = frame.checksum { try hashes?.append(checksum) }
                reporter.advanced(done: frame.index.value + 1)
            }
            try hashes?.finish()
            let subtitles = try CaptionSidecars.write(frames.captionCues, besideVideo: path, mode: settings.subtitles)
            reporter.finished(summary, subtitles: subtitles)
            if let level = summary.h264Level, level > .widelySupported {
                Console.warning("\(path): H.264 level \(level) is above \(H264Level.widelySupported); some players and upload paths refuse it; --fps 30 or --scale lowers it, --codec hevc has no such limit, and --delivery appstore gives a preset that fits")
            }
        }
        // An App Store preview's screens (captured or drawn) and its poster frame's time code,
        // once it is written (a refusal stays one line).
        AppPreviewReport.lines(rendered).forEach(Console.warning)
    }

    /// OUT for one clip; OUT-direction.ext for several; NAME-direction.ext without OUT.
    static func outputPath(_ output: String?, name: String, direction: SegueDirection, count: Int,
                           defaultExtension: String = "mp4") -> String {
        ClipOutputName.path(output, name: name, direction: direction, count: count, defaultExtension: defaultExtension)
    }
}
