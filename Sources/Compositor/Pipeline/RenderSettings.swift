import Foundation

/// A render's settings, resolved once from the template as loaded and the caller's
/// `RenderOptions` (the command line's flags, or a library caller's fields) and not changed
/// after: `render`, `batch`, `SegueVideo.render` and the preview's clip renderer read this one
/// value. The loaded template is left as it was; `template` is a new value, the one the frames
/// are made from. A value outside an option's declared range (`OptionCatalog`) is refused with
/// the command line's message, never clamped.
public struct RenderSettings: Sendable {
    /// The template the frames are made from: the loaded one with the options' encoder
    /// settings, background and delivery preset, fitted to that preset (`delivered()`).
    public let template: SegueTemplate
    /// The clips, in order: a flow's one clip, else the options' directions, else the template's.
    public let directions: [SegueDirection]
    /// Threads compositing frames (`OptionCatalog.jobs`).
    public let jobs: Int
    /// The output format: the options' codec, else the template's `video.codec`, else the one
    /// the output's extension names, else H.264.
    package let format: OutputFormat
    /// Characters no font covers draw as the missing-glyph box instead of failing.
    public let allowMissingGlyphs: Bool
    /// The hash every frame gets while rendering; nil: none.
    public let frameHash: FrameHashAlgorithm?
    /// The engine's switches.
    public let engine: EngineSettings
    /// Whether captions and callouts also go into subtitle files (`OptionCatalog.subtitles`):
    /// the options', else the template's `video.subtitles`.
    public let subtitles: SubtitleFiles

    /// Resolves `options` over `loaded`. `output` (a path, or nil) chooses the format by its
    /// extension when neither the options nor the template name a codec. Throws `OptionError`
    /// (exit 2) for a value out of its declared range, `OutputFormatError` for an output the
    /// format catalog cannot write, and what `delivered()` throws.
    public init(template loaded: SegueTemplate, options: RenderOptions, output: String? = nil) throws {
        try OptionCatalog.jobs.check(options.jobs)
        if let crf = options.crf { try OptionCatalog.crf.check(crf) }
        var template = loaded
        if let crf = options.crf { template.video.crf = crf }
        if let preset = options.preset { template.video.preset = preset }
        if let profile = options.proresProfile { template.video.proresProfile = profile }
        if let subtitles = options.subtitles { template.video.subtitles = subtitles }
        if let background = options.background {
            // With a device frame the color replaces the backdrop, else the canvas's background.
            if template.frame != nil { template.frame?.backdrop = .color(background) } else { template.canvas.backgroundColor = background }
        }
        if let delivery = options.delivery {
            template.delivery = DeliverySpec(preset: delivery, backdrop: template.delivery?.backdrop ?? .black, field: OptionCatalog.delivery.flag)
        }
        template = try template.delivered()
        format = try OutputFormatCatalog.resolve(codec: options.codec ?? template.video.codec, path: output)
        if let bitDepth = options.bitDepth { template.video.bitDepth = bitDepth }
        self.template = template
        directions = template.flow != nil ? [.present] : options.directions ?? template.segue.directions
        jobs = options.jobs
        allowMissingGlyphs = options.allowMissingGlyphs
        frameHash = options.frameHashes ? options.frameHash : nil
        engine = options.engine
        subtitles = template.video.subtitles
    }
}
