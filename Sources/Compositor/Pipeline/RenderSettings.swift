import CompositorDocument
import CompositorMedia
import CompositorMotion
import Foundation

/// A render's settings, resolved once from the template as loaded and the caller's
/// `RenderOptions` (the command line's flags, or a library caller's fields) and not changed
/// after: `render`, `still`, `checksum`, `batch`, `SegueVideo.render`/`renderStill` and the
/// preview's clip renderer read this one value. The loaded template is left as it was;
/// `template` is a new value, the one the frames are made from. A value outside an option's
/// declared bounds (`OptionCatalog`) is refused with the command line's message, never clamped.
public struct RenderSettings: Sendable {
    /// The template the frames are made from: the loaded one with the options' device frame,
    /// scale, frame rate, background and encoder settings, and (for clips) fitted to the
    /// delivery preset (`delivered()`).
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

    /// Resolves `options` over `loaded` for clips. `output` (a path, or nil) chooses the format
    /// by its extension when neither the options nor the template name a codec. Throws
    /// `OptionError` (exit 2) for a value out of its declared bounds, `OutputFormatError` for an
    /// output the format catalog cannot write, and what `scaled(by:)` and `delivered()` throw.
    public init(template loaded: SegueTemplate, options: RenderOptions, output: String? = nil) throws {
        var template = try Self.pictured(loaded, options: options)
        if let crf = options.crf { template.video.crf = crf }
        if let preset = options.preset { template.video.preset = preset }
        if let profile = options.proresProfile { template.video.proresProfile = profile }
        if let subtitles = options.subtitles { template.video.subtitles = subtitles }
        if let delivery = options.delivery {
            var spec = DeliverySpec(preset: delivery, backdrop: template.delivery?.backdrop ?? .black, field: OptionCatalog.delivery.flag)
            // The template's App Store choices stay when the flag names the same preset.
            if let own = template.delivery, own.preset == delivery { (spec.storeSafe, spec.posterTime) = (own.storeSafe, own.posterTime) }
            template.delivery = spec
        }
        if options.storeSafe {
            guard template.delivery?.preset == .appstore else {
                throw OptionError(message: "\(OptionCatalog.storeSafe.flag) is for App Store previews: add \(OptionCatalog.delivery.flag) appstore (or the template's delivery: appstore)")
            }
            template.delivery?.storeSafe = true
        }
        template = try template.delivered()
        let format = try OutputFormatCatalog.resolve(codec: options.codec ?? template.video.codec, path: output)
        if let bitDepth = options.bitDepth { template.video.bitDepth = bitDepth }
        self.init(template, format: format, options: options)
    }

    /// Resolves `options` over `loaded` for pictures not encoded into a clip (`still`,
    /// `checksum`, `SegueVideo.renderStill`): the device frame, scale, frame rate and
    /// background, without the delivery preset's fitting, as stills have always been drawn.
    public init(picturesOf loaded: SegueTemplate, options: RenderOptions) throws {
        let template = try Self.pictured(loaded, options: options)
        self.init(template, format: try OutputFormatCatalog.resolve(codec: options.codec ?? template.video.codec, path: nil), options: options)
    }

    private init(_ template: SegueTemplate, format: OutputFormat, options: RenderOptions) {
        self.template = template
        self.format = format
        directions = template.flow != nil ? [.present] : options.directions ?? template.segue.directions
        jobs = options.jobs
        allowMissingGlyphs = options.allowMissingGlyphs
        frameHash = options.frameHashes ? options.frameHash : nil
        engine = options.engine
        subtitles = template.video.subtitles
    }

    /// `loaded` as the options draw it, after checking every option against its declaration:
    /// the device frame (and its size), the scale, the frame rate and the background, in the
    /// order the command line has always applied them.
    private static func pictured(_ loaded: SegueTemplate, options: RenderOptions) throws -> SegueTemplate {
        try options.check()
        var template = loaded
        if let choice = options.deviceFrame { template = try choice.applied(to: template) }
        if let size = options.frameSize {
            let flag = OptionCatalog.frameSize.flag
            guard template.frame != nil else { throw OptionError(message: "\(flag) needs a device frame (\(OptionCatalog.deviceFrame.flag) or the template's frame:)") }
            template.frame?.resize(width: size.width, height: size.height)
            // The template's check, again at the new size (a caption font the template set stays).
            if let problem = template.frame?.captionRoomProblem { throw OptionError(message: "\(flag) \(size.width)x\(size.height): \(problem)") }
        }
        if let scale = options.scale { template = try template.scaled(by: scale) }
        if let rate = options.frameRate {
            template.video.frameRate = rate
            template.canvas.frameRate = rate
        }
        if let background = options.background {
            // With a device frame the color replaces the backdrop, else the canvas's background.
            if template.frame != nil { template.frame?.backdrop = .color(background) } else { template.canvas.backgroundColor = background }
        }
        return template
    }
}
