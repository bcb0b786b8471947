import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorMotion
import Foundation

/// The library's front door: a template to MP4 clips in one call, and checks for templates
/// built in code.
///
/// ```swift
/// let clips = try await SegueVideo.render(templateAt: "Templates/fade.yaml", to: "out/fade.mp4") { progress in
///     print(progress.direction, progress.framesDone, "/", progress.frameCount)
/// }
/// ```
///
/// Inside the package the steps are `TemplateLoader`, `AssetLoader`, `ClipFrames` and
/// `ClipExporter`, in that order; only `TemplateLoader` is public, the rest are `package`.
public enum SegueVideo {
    /// The version of segue-video (the library and the command-line tool), recorded in batch
    /// manifests beside the libraries' versions.
    public static let version = "0.1.0"

    /// Looks for the bundled fonts in `folder` first (a copy of Resources/Fonts, for a binary
    /// kept apart from its resource bundle). Call it before the first render: the folder is
    /// looked up once per process. The command-line tool calls it with `SEGUE_VIDEO_FONTS`.
    public static func useBundledFonts(in folder: String) {
        BundledFonts.configuredFolder.withLock { $0 = folder }
    }

    /// Checks a template built in code with the rules a template file is held to; throws
    /// `TemplateError` (one problem) or `TemplateErrors` (several) with the same messages the
    /// YAML/JSON path gives, so nothing invalid reaches the renderer.
    public static func validate(_ template: SegueTemplate) throws {
        let problems = TemplateValidator.problems(in: template)
        if problems.count == 1 { throw problems[0] }
        if !problems.isEmpty { throw TemplateErrors(problems) }
    }

    /// Loads the template file at `path` (YAML or JSON) and renders it as `render(_:to:options:progress:)` does.
    public static func render(templateAt path: String, to output: String? = nil, options: RenderOptions = RenderOptions(),
                              progress: @escaping @Sendable (RenderProgress) -> Void = { _ in }) async throws -> [RenderedClip] {
        try await render(try TemplateLoader.load(path: path), to: output, options: options, progress: progress)
    }

    /// Renders `template`'s clips (the directions in `options`, else the template's) to MP4:
    /// with one direction to `output`, with several to `output`'s name with `-present` /
    /// `-dismiss` (`ClipOutputName`), creating the output's folder when missing.
    ///
    /// Runs on its own threads; `progress` is called from them after every frame. Cancelling
    /// the calling task stops the render within a frame, removes unfinished files and throws
    /// `InterruptedError`. Throws `TemplateError(s)` (invalid template), `AssetError` and
    /// `OutputError` as the command-line tool reports them; never traps on bad input.
    public static func render(_ template: SegueTemplate, to output: String? = nil, options: RenderOptions = RenderOptions(),
                              progress: @escaping @Sendable (RenderProgress) -> Void = { _ in }) async throws -> [RenderedClip] {
        try validate(template)
        let settings = try RenderSettings(template: template, options: options, output: output)
        let cancellation = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result {
                        try renderNow(settings, to: output, cancellation: cancellation, progress: progress)
                    })
                }
            }
        } onCancel: {
            cancellation.raise()
        }
    }

    /// Renders `settings`' clips (the template was validated and the options checked when
    /// `settings` was resolved).
    private static func renderNow(_ settings: RenderSettings, to output: String?, cancellation: CancellationFlag,
                                  progress: (RenderProgress) -> Void) throws -> [RenderedClip] {
        let template = settings.template, directions = settings.directions
        let assets = try AssetLoader.load(template, allowMissingGlyphs: settings.allowMissingGlyphs)
        var clips: [RenderedClip] = []
        for direction in directions {
            try cancellation.check()
            let path = ClipOutputName.path(output, name: template.name, direction: direction, count: directions.count,
                                           defaultExtension: settings.format.extensions.first ?? "mp4")
            let frames = try ClipFrames(template: template, direction: direction)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw OutputError(path: path, message: "cannot create the folder \(folder): \(error.localizedDescription)")
            }
            var hashes = settings.frameHash.map(frames.manifestFormat)
            let summary = try ClipExporter.export(frames, assets: assets, to: path, jobs: settings.jobs, format: settings.format,
                                                  cancellation: cancellation, hashing: settings.frameHash, needsPixmaps: false,
                                                  engine: settings.engine) { frame in
                if let checksum = frame.checksum { hashes?.frames.append(checksum) }
                progress(RenderProgress(direction: direction, framesDone: frame.index.value + 1, frameCount: frames.frameCount))
            }
            let subtitles = try CaptionSidecars.write(frames.captionCues, besideVideo: path, mode: settings.subtitles)
            clips.append(RenderedClip(direction: direction, summary: summary, frameHashes: hashes, subtitles: subtitles))
        }
        return clips
    }
}

/// How `SegueVideo.render` renders, on top of the template (the command line's `render` flags
/// as fields); every field defaults to what the template says. Resolved once into
/// `RenderSettings`, which refuses values outside their declared ranges (`OptionCatalog`).
public struct RenderOptions: Sendable {
    /// The clips to render, in order; `nil`: the template's `segue.directions`.
    public var directions: [SegueDirection]?
    /// Threads compositing frames, `OptionCatalog.jobs.range` (1…64; more is refused, not
    /// clamped); the output is identical for any value.
    public var jobs: Int
    /// x264's constant rate factor, overriding the template's (`OptionCatalog.crf.range`).
    public var crf: Int?
    /// x264's preset, overriding the template's.
    public var preset: X264Preset?
    /// The output format, overriding the template's `video.codec`.
    public var codec: Codec?
    /// The ProRes flavour, overriding the template's.
    public var proresProfile: ProResProfile?
    /// HEVC's bits per sample (8 or 10), overriding the template's `video.bitDepth`.
    public var bitDepth: Int?
    /// The color composited under a transparent canvas (or a device frame's backdrop).
    public var background: Color?
    /// The delivery preset, over the template's `delivery:`.
    public var delivery: DeliveryPresetName?
    /// A fraction (0, 1] of the canvas scale, for drafts (`OptionCatalog.scale`); nil: full size.
    public var scale: Double?
    /// The frame rate, overriding the template's `video.fps` (`OptionCatalog.frameRate`: 1 to 240).
    public var frameRate: FrameRate?
    /// A drawn device around the screen, or none, over the template's `frame:` (`OptionCatalog.deviceFrame`).
    public var deviceFrame: DeviceFrameChoice?
    /// The device frame's output size (`OptionCatalog.frameSize`); needs a device frame.
    public var frameSize: FrameSize?
    /// Draw characters no font covers as the font's missing-glyph box instead of failing.
    public var allowMissingGlyphs: Bool
    /// Also return every frame's hash (taken on the compositing threads).
    public var frameHashes: Bool
    /// The hash `frameHashes` takes: XXH3-128 (`xxh128sum`) by default, MD5 for FFmpeg's framemd5.
    public var frameHash: FrameHashAlgorithm
    /// The engine's switches (the command-line tool's `SEGUE_*` variables); the defaults otherwise.
    public var engine = EngineSettings()
    /// Subtitle files beside each clip, over the template's `video.subtitles` (`OptionCatalog.subtitles`).
    public var subtitles: SubtitleFiles? = nil
    /// Refuse drawn app content in an App Store preview (`OptionCatalog.storeSafe`); needs the
    /// appstore preset (`delivery`, or the template's).
    public var storeSafe = false

    /// Options; `jobs` defaults to the core count, at most `OptionCatalog.jobs`' 64.
    public init(directions: [SegueDirection]? = nil, jobs: Int = min(ProcessInfo.processInfo.activeProcessorCount, OptionCatalog.jobs.range.upperBound),
                crf: Int? = nil, preset: X264Preset? = nil, codec: Codec? = nil, proresProfile: ProResProfile? = nil,
                bitDepth: Int? = nil, background: Color? = nil, delivery: DeliveryPresetName? = nil,
                scale: Double? = nil, frameRate: FrameRate? = nil, deviceFrame: DeviceFrameChoice? = nil, frameSize: FrameSize? = nil,
                allowMissingGlyphs: Bool = false, frameHashes: Bool = false,
                frameHash: FrameHashAlgorithm = .xxh128, engine: EngineSettings = EngineSettings()) {
        self.directions = directions; self.jobs = jobs; self.crf = crf; self.preset = preset
        self.codec = codec; self.proresProfile = proresProfile; self.bitDepth = bitDepth
        self.background = background; self.delivery = delivery
        self.scale = scale; self.frameRate = frameRate; self.deviceFrame = deviceFrame; self.frameSize = frameSize
        self.allowMissingGlyphs = allowMissingGlyphs; self.frameHashes = frameHashes; self.frameHash = frameHash
        self.engine = engine
    }
}

/// How far `SegueVideo.render` has come in one clip.
public struct RenderProgress: Sendable, Hashable {
    /// The clip being rendered.
    public var direction: SegueDirection
    /// Frames composited and handed to the encoder so far.
    public var framesDone: Int
    /// The clip's frames.
    public var frameCount: Int
}

/// One clip `SegueVideo.render` wrote.
public struct RenderedClip: Sendable {
    public var direction: SegueDirection
    /// The path, frame count, duration and time taken (`summary.path` is where the MP4 is).
    public var summary: ExportSummary
    /// Every frame's hash when `RenderOptions.frameHashes` was set.
    public var frameHashes: FrameHashManifest?
    /// The subtitle files written beside the clip (`NAME.vtt`, `NAME.srt`); empty without captions.
    public var subtitles: [String] = []
}
