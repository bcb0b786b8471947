import CompositorCore
import CompositorMedia
import CompositorMotion
import CompositorScene

/// What a delivery preset makes of one clip, checked: the output frame and the canvas's fit
/// in it, the frame rate, the rate control, and whether an audio track is needed.
///
/// Built in two steps. `SegueTemplate.delivered()` changes the template itself (canvas scale
/// for the fit, frame rate capped), before its frames are laid out; `DeliveryPlan(…)` then
/// checks what needs the laid-out clip (its length, the codec) and says how to encode it.
/// Everything a preset refuses is a `TemplateError` at `delivery` (or `--delivery`): exit 3,
/// naming what to change.
package struct DeliveryPlan: Sendable {
    public let spec: DeliverySpec
    public let preset: DeliveryPreset
    public let fit: DeliveryFit
    /// The video's length in seconds: frames ÷ fps.
    public let duration: Rational

    /// Checks `template` (already `delivered()`) with `frameCount` frames, to be written in
    /// `format`; `isRange`: the frames are a part of the clip (the preview's in/out range), and
    /// a wrong length is named as the range's.
    public init(template: SegueTemplate, frameCount: Int, format: OutputFormat, isRange: Bool = false) throws {
        guard let spec = template.delivery, let preset = spec.resolved else {
            throw TemplateError(file: template.file, field: "delivery", message: "no delivery preset")
        }
        self.spec = spec
        self.preset = preset
        fit = try DeliveryPlan.fit(template, spec: spec, preset: preset)
        duration = Rational(Int64(frameCount)) * template.video.frameRate.timeBase
        if let problem = DeliveryPlan.durationProblem(preset, duration: duration, frameCount: frameCount, rate: template.video.frameRate,
                                                      isRange: isRange) {
            throw spec.error(template, problem)
        }
        if let codecs = preset.codecs, !codecs.contains(format.codec) {
            throw spec.error(template, "\(preset.name) takes \(codecs.map(\.rawValue).joined(separator: " or ")), not \(format.codec); use an .mp4 output (or .mov for ProRes 422 HQ)")
        }
    }

    /// The fit for the template's output canvas (the screen's, or a device frame's), or the
    /// error naming the accepted sizes. `canvas`: that canvas when the caller has it undithered
    /// (`outputCanvas` asks for the dither target, which asks whether the bars are transparent).
    static func fit(_ template: SegueTemplate, spec: DeliverySpec, preset: DeliveryPreset, canvas: Canvas? = nil) throws -> DeliveryFit {
        let canvas = canvas ?? template.outputCanvas
        func withinBars(_ fit: DeliveryFit) -> Bool {
            guard let share = preset.maxBarShare else { return true }
            return Rational(Int64(fit.size.width - fit.pictureWidth), Int64(fit.size.width)) <= share
                && Rational(Int64(fit.size.height - fit.pictureHeight), Int64(fit.size.height)) <= share
        }
        // The nearest size of the canvas's own class; failing that, the nearest of any class
        // (a portrait video canvas takes the 1080 × 1920 iPhone size).
        var size = DeliveryFit.nearestSize(for: canvas, among: preset.sizes)
        var fit = DeliveryFit(points: canvas.size, in: spec.drafted(size))
        if !withinBars(fit) {
            size = DeliveryFit.nearestSize(for: canvas, among: preset.sizes, anyClass: true)
            fit = DeliveryFit(points: canvas.size, in: spec.drafted(size))
        }
        let shape = "\(PlainNumber.text(canvas.size.width))x\(PlainNumber.text(canvas.size.height)) pt"
        // A canvas far narrower than the frame (4400x2 pt in a square) would be drawn under a
        // pixel high: there is no picture to draw, so it is refused here, where `validate` sees it.
        if fit.pictureWidth < 1 || fit.pictureHeight < 1 {
            throw spec.error(template, "in the \(preset.title) frame (\(fit.size)) the canvas (\(shape)) would be \(fit.pictureWidth)x\(fit.pictureHeight) pixels, under one pixel on a side; use a canvas of a shape nearer the frame's")
        }
        if let share = preset.maxBarShare {
            if !withinBars(fit) {
                let accepted = preset.sizes.map { "\($0) (\($0.label))" }.joined(separator: ", ")
                throw spec.error(template, "the canvas (\(shape)) does not fit any \(preset.title) size within \(PlainNumber.text((share * Rational(100)).doubleValue)) % bars; nearest is \(size), accepted: \(accepted); use a device canvas of that class (e.g. canvas.device: iPhone 16 Pro) or a size of one of those shapes")
            }
        }
        return fit
    }

    /// Why a clip of `duration` seconds does not suit `preset`, saying how much to add or cut;
    /// `isRange`: the clip is an in/out range of a longer one, to widen or narrow.
    static func durationProblem(_ preset: DeliveryPreset, duration: Rational, frameCount: Int, rate: FrameRate,
                                isRange: Bool = false) -> String? {
        guard let range = preset.duration, !range.contains(duration) else { return nil }
        let seconds = { (r: Rational) in String(format: "%.2f", r.doubleValue) }
        let what = "the \(isRange ? "in/out range" : "video") lasts \(seconds(duration)) s (\(frameCount) frames at \(rate) fps)"
        if isRange {
            let change = duration < range.lowerBound
                ? "widen the range by at least \(seconds(range.lowerBound - duration)) s"
                : "narrow the range by at least \(seconds(duration - range.upperBound)) s"
            return "\(what); \(preset.title)s last \(range.lowerBound) to \(range.upperBound) s: \(change), or export with no delivery preset"
        }
        if duration < range.lowerBound {
            return "\(what); \(preset.title)s last \(range.lowerBound) to \(range.upperBound) s: add at least \(seconds(range.lowerBound - duration)) s (longer holds, a longer transition, or more steps)"
        }
        return "\(what); \(preset.title)s last \(range.lowerBound) to \(range.upperBound) s: cut at least \(seconds(duration - range.upperBound)) s (the last frame counts: a clip of D seconds lasts D + 1/fps)"
    }
}

extension SegueTemplate {
    /// The encoded video's size: the delivery preset's frame, else the canvas's pixels.
    public var outputPixelSize: (width: Int, height: Int) {
        if let spec = delivery, let preset = spec.resolved, let fit = try? DeliveryPlan.fit(self, spec: spec, preset: preset) {
            return (fit.size.width, fit.size.height)
        }
        return (canvas.pixelWidth, canvas.pixelHeight)
    }

    /// The template as its delivery preset renders it: the canvas scaled to fit the preset's
    /// frame (`DeliveryFit`) — or, with a device frame, the frame's output made the preset's
    /// size — and the frame rate capped at the preset's. Itself without a preset (and unchanged
    /// by a second call). Throws the preset's size error, its refusal of a device frame, or a
    /// store-safe preview's refusal of drawn app content (`StoreSafety`).
    public func delivered() throws -> SegueTemplate {
        guard let spec = delivery, let preset = spec.resolved else { return self }
        if spec.storeSafe, let refusal = StoreSafety.refusal(self) { throw spec.error(self, refusal) }
        var template = self
        if var frame {
            if let refusal = preset.frameRefusal { throw spec.error(self, refusal) }
            let size = spec.drafted(DeliveryFit.nearestSize(for: outputCanvas, among: preset.sizes))
            // The default padding follows the output's size; a padding written stays.
            if frame.padding == DeviceFrame.defaultPadding(width: frame.width, height: frame.height) {
                frame.padding = DeviceFrame.defaultPadding(width: size.width, height: size.height)
            }
            (frame.width, frame.height) = (size.width, size.height)
            template.frame = frame
        } else {
            template.canvas.scale = try DeliveryPlan.fit(self, spec: spec, preset: preset).scale
        }
        if let max = preset.maxFrameRate, video.frameRate.rate > max {
            template.video.frameRate = try FrameRate(max)
            template.canvas.frameRate = try FrameRate(max)
        }
        return template
    }
}

extension DeliveryPlan {
    /// The encoder settings the preset asks for: bit rate and level, ProRes 422 HQ, and the
    /// audio track of the clip's `frames` (the soundtrack and voice-overs, or silence when the
    /// preset requires a track).
    package func configure(_ settings: inout EncoderSettings, template: SegueTemplate, frames: Range<Int>, format: OutputFormat) {
        settings.bitrate = preset.bitrate
        settings.editLists = preset.allowsEditLists
        if preset.codecs != nil, format.codec == .prores { settings.proresProfile = .hq }
        if format.carriesAudio, preset.requiresAudio || template.hasSound {
            settings.audio = template.audioTrack(frames: frames)
        }
    }

    /// `encoder`, behind a `LetterboxEncoder` when the picture does not fill the frame.
    package func encoder(_ encoder: FrameEncoder) -> FrameEncoder {
        fit.hasBars ? LetterboxEncoder(encoder, fit: fit, backdrop: spec.backdrop) : encoder
    }
}
