import CompositorCore
import CompositorMedia
import CompositorMotion
import CompositorScene
import Foundation

/// Encoder settings a template chooses.
public struct VideoSettings: Hashable, Sendable {
    /// Frames per second.
    public var frameRate: FrameRate
    /// x264's constant rate factor, 0 (lossless) to 51.
    public var crf: Int
    /// x264's preset.
    public var preset: X264Preset

    /// The output format's `--codec` name (`OutputFormatCatalog`); nil: chosen by the output's
    /// extension, else H.264.
    public var codec: Codec?
    /// Which ProRes the `prores` codec writes.
    public var proresProfile: ProResProfile = .hq
    /// HEVC's bits per sample, 8 or 10 (`video.bitDepth`, `--pixel-format yuv420p10le`).
    public var bitDepth = 8
    /// Whether the captions and callouts also go into `NAME.vtt` and `NAME.srt` beside the
    /// clip (`video.subtitles`, `OptionCatalog.subtitles`).
    public var subtitles: SubtitleFiles = .byDefault

    /// The format `codec` names (H.264 when none); throws for an unknown name.
    package func outputFormat() throws(OutputFormatError) -> OutputFormat {
        try OutputFormatCatalog.resolve(codec: codec, path: nil)
    }

    /// x264's constant rate factor when a template gives none.
    public static let defaultCRF = EncoderSettings.defaultCRF
    /// x264's preset when a template gives none.
    public static let defaultPreset = EncoderSettings.defaultPreset
    /// The x264 presets' names, fastest first.
    public static var presets: [String] { EncoderSettings.presets }
    /// CRF values x264's High profile accepts (0, lossless, needs another profile).
    public static var crfRange: ClosedRange<Int> { EncoderSettings.crfRange }

    /// Settings with the defaults a template's `video:` has.
    public init(frameRate: FrameRate = FrameRate(60), crf: Int = VideoSettings.defaultCRF, preset: X264Preset = VideoSettings.defaultPreset) {
        self.frameRate = frameRate; self.crf = crf; self.preset = preset
    }
}

/// A whole template file, decoded and checked: everything needed to render its clips.
public struct SegueTemplate: Sendable {
    /// The template's path as given.
    public var file: String
    /// The clip name: the template's `name`, else the file name without extension.
    public var name: String
    /// One or two sentences for whoever picks a clip (a marketer browsing the gallery): what
    /// the viewer sees, in plain words (`description:`); nil when the template gives none.
    public var description: String? = nil
    /// The screen the scenes are drawn on.
    public var canvas: Canvas
    /// Frame rate and encoder settings.
    public var video: VideoSettings
    /// In document order.
    public var scenes: [Scene]
    /// The transition between two of the scenes.
    public var segue: SegueSpec
    /// A flow of steps over the scenes, rendered as one continuous clip; when set, `segue`
    /// only stands in for it (its one direction, `present`) and is not drawn.
    public var flow: FlowSpec?
    /// Recoverable problems found while loading (printed by the CLI).
    public var warnings: [String]
    /// Where the clip is delivered (`delivery:` or `--delivery`): sizes, length, rate control
    /// and audio that preset checks and produces (`DeliveryPlan`); nil: the template's own.
    public var delivery: DeliverySpec? = nil
    /// A soundtrack mixed under the clip (`audio:`), for formats with an audio track.
    public var audio: Soundtrack? = nil
    /// The real paths of the files the template includes (empty for a template built in code):
    /// with `file` and `imagePaths`, every file the clip depends on, so a watcher (the preview
    /// studio) knows exactly which edits change it.
    package var includedFiles: [String] = []
    /// The locale the template's texts are shown in (`--locale`, `locale:`, else the
    /// development language of its string tables); nil for a template without string tables.
    public var locale: String? = nil
    /// The key each text shown came from (the text as shown → its key), so `validate` names
    /// the key of a label that does not fit.
    package var stringKeys: [String: String] = [:]
    /// True when every text was pseudo-localized (`--pseudo-locale`).
    public var isPseudoLocalized = false
    /// The variant axes the template declares (`variants:`), which `batch` renders the product of.
    public var variants = TemplateVariants()
    /// The combination of axes this template was loaded for (`TemplateLoader.load(path:strings:variant:)`):
    /// its name has the axes' values after it (`walk.de.dark`); nil when loaded as written.
    public var variant: TemplateVariant? = nil
    /// A device frame around the screen (`frame:`); nil: the canvas is the video.
    public var frame: DeviceFrame?
    /// Where keys that choose the output were written, for errors found only when the output
    /// is known (`OutputFormatCatalog.checkTransparency`).
    package var outputKeyLocations = OutputKeyLocations()
    /// The document the template was read from (its file's keys and values, includes not
    /// expanded), which `Codable` encodes; nil for a template built in code.
    public var document: TemplateDocument? = nil
    /// What its sound files gave when first probed (`probeSound`), shared by its copies: one
    /// probe per load, however many stills, checksums or exports follow.
    package var soundProbes = SoundProbeCache()

    /// The canvas the video is drawn on: the device frame's output, else the canvas itself,
    /// dithered for the template's output format (`ditherTarget`).
    public var outputCanvas: Canvas {
        var output = frame?.canvas(screen: canvas) ?? canvas
        output.ditherTarget = ditherTarget
        return output
    }

    /// A template built in code; check it with `SegueVideo.validate` (the render entry points do too).
    public init(file: String, name: String, canvas: Canvas, video: VideoSettings, scenes: [Scene],
                segue: SegueSpec, warnings: [String] = []) {
        self.file = file; self.name = name; self.canvas = canvas; self.video = video
        self.scenes = scenes; self.segue = segue; self.warnings = warnings
    }

    /// The scene called `name`, or nil.
    public func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// The present clip's layout in time (a flow's: its whole length as one span, no holds around it).
    public var timeline: ClipTimeline { timeline(.present) }

    /// The layout in time of the clip of `direction` (its transition lasts `segue.duration(direction)`;
    /// a flow is one clip whatever the direction).
    public func timeline(_ direction: SegueDirection) -> ClipTimeline {
        if let flow { return ClipTimeline(frameRate: video.frameRate, holdBefore: .zero, transition: flow.duration, holdAfter: .zero) }
        return ClipTimeline(frameRate: video.frameRate, holdBefore: segue.holdBefore,
                            transition: segue.duration(direction), holdAfter: segue.holdAfter)
    }

    /// The template as the clip of `direction` plays it: for a dismiss clip with its own
    /// `dismissDuration`, the segue's duration is that one (the animator and its springs are
    /// built for the dismissal's length); otherwise the template itself.
    package func playing(_ direction: SegueDirection) -> SegueTemplate {
        let d = segue.duration(direction)
        guard d != segue.duration else { return self }
        var copy = self
        copy.segue.duration = d
        return copy
    }

    /// The transitioning context the animator works with.
    /// A scene that is missing (possible only in a template built in code and not validated)
    /// stands as an empty one; `SegueVideo.validate(_:)` reports it.
    package var transitionContext: TransitionContext {
        TransitionContext(canvas: canvas, from: scene(named: segue.from) ?? Scene(name: segue.from, root: View(frame: canvas.bounds)),
                          to: scene(named: segue.to) ?? Scene(name: segue.to, root: View(frame: canvas.bounds)),
                          duration: segue.duration, curve: segue.curve, options: segue.options, style: segue.style,
                          scenes: scenes)
    }

    /// Every image file the scenes show, each once, in first-use order, then the device
    /// frame's backdrop image and the flow's screenshots' backdrop images.
    package var imagePaths: [String] {
        var seen = Set<String>(), paths: [String] = []
        for scene in scenes {
            var root = scene.root
            root.visit { v in
                if let p = v.image?.path, seen.insert(p).inserted { paths.append(p) }
            }
        }
        if let p = frame?.backdropImage, seen.insert(p).inserted { paths.append(p) }
        for shot in flow?.screenshots ?? [] {
            if let p = shot.look?.frame.backdropImage, seen.insert(p).inserted { paths.append(p) }
        }
        return paths
    }

    /// Every video file the scenes show, each once, in first-use order.
    package var videoPaths: [String] {
        var seen = Set<String>(), paths: [String] = []
        for scene in scenes {
            var root = scene.root
            root.visit { v in
                if let p = v.video?.path, seen.insert(p).inserted { paths.append(p) }
            }
        }
        return paths
    }

    /// Every label in the scenes, with the bars their presentation style adds, and the device
    /// frame's caption and the flow's screenshots' captions, for font and glyph checks.
    package var labels: [Label] {
        var found: [Label] = frame?.caption.map { [$0.label] } ?? []
        found += flow?.screenshots.compactMap { $0.look?.frame.caption?.label } ?? []
        for scene in scenes {
            var root = transitionContext.placed(scene)
            root.visit { v in if let l = v.label { found.append(l) } }
        }
        for step in flow?.steps ?? [] {
            if case .change(let change) = step.action { found += change.texts.map { Label(text: $0.text) } }
        }
        for caption in flow?.steps.compactMap(\.caption) ?? [] {
            found += ([caption.text] + (caption.subtitle.map { [$0] } ?? [])).map { Label(text: $0, font: FontSpec(size: 17, weight: .semibold)) }
        }
        return found
    }
}
