import CompositorCore
import CompositorDocument
import CompositorMedia
import CompositorRaster
import CompositorScene
import Foundation

/// What one rendered clip came to, for the closing line.
public struct ExportSummary: Sendable, CustomStringConvertible {
    public var path: String
    public var frames: Int
    /// The video's length in seconds (`ClipTimeline.videoDuration`: frames × 1 / fps).
    public var duration: Rational
    /// Wall-clock seconds the render took (reported only, never written into output).
    public var elapsed: Double
    /// The level an H.264 stream declares (`MediaProbe.h264Level`); nil for other formats.
    public var h264Level: H264Level?
    /// Whether compositing kept up with the encoder (reported only): wall seconds the encoder's
    /// thread waited for frames (all told, and before the first), and CPU seconds the
    /// compositing threads used.
    public var pipeline: PipelineReport?

    public var description: String {
        let fps = elapsed > 0 ? Double(frames) / elapsed : 0
        return "wrote \(path): \(frames) frames, \(String(format: "%.2f", duration.doubleValue)) s of video in "
            + "\(String(format: "%.2f", elapsed)) s (\(String(format: "%.1f", fps)) fps)"
            + (h264Level.map { ", H.264 level \($0)" } ?? "")
            + (pipeline.map { "; \($0)" } ?? "")
    }
}

/// How a render's compositing went beside its encoder, for the closing line: if the encoder
/// waited for frames only before the first, compositing was hidden behind it (it never held
/// the encoder up); what remains of a gap to the encoder alone is then the CPU the compositing
/// threads took from it on a busy machine.
public struct PipelineReport: Sendable, Equatable, CustomStringConvertible {
    /// Wall seconds the encoder's thread waited for frames not yet made, all told.
    public var encoderWaitSeconds: Double
    /// Of those, the seconds before the first frame.
    public var firstFrameWaitSeconds: Double
    /// CPU seconds the compositing threads used (compositing and picture conversion; not the
    /// thread that warms the first move's stores during an opening hold longer than the
    /// workers' lookahead, `ClipFrames.warmFirstMove`).
    public var compositingCPUSeconds: Double
    /// The compositing threads.
    public var threads: Int

    init(_ report: OrderedParallel.Report) {
        encoderWaitSeconds = report.consumerWaitSeconds
        firstFrameWaitSeconds = report.firstWaitSeconds
        compositingCPUSeconds = report.producerCPUSeconds
        threads = report.producers
    }

    /// `compositing 0.41 s CPU on 2 threads, encoder waited 0.03 s for frames (0.02 s for the first)`.
    public var description: String {
        "compositing \(String(format: "%.2f", compositingCPUSeconds)) s CPU on \(threads) thread\(threads == 1 ? "" : "s"), "
            + "encoder waited \(String(format: "%.2f", encoderWaitSeconds)) s for frames "
            + "(\(String(format: "%.2f", firstFrameWaitSeconds)) s for the first)"
    }
}

/// Renders a clip's frames and streams them to the encoder as they are made.
package enum ClipExporter {
    /// Writes `frames` at `path` in `format` (default: the template's `video.codec`, else H.264),
    /// via a temporary file (or folder) renamed into place when done. A format that cannot
    /// play the template's frame rate renders at its own (`OutputFormat.frameRate(for:)`).
    /// `onFrame` sees every composited frame in order, before encoding (frame hashes, progress).
    /// Throws `OutputFormatError` (exit 3) for a transparent canvas in a format without alpha.
    /// On any error or cancellation nothing is left at `path` or beside it.
    @discardableResult
    public static func export(_ frames: ClipFrames, assets: AssetStore, to path: String, jobs: Int,
                              format: OutputFormat? = nil,
                              cancellation: CancellationFlag = CancellationFlag(),
                              onFrame: (FrameIndex, Pixmap) throws -> Void = { _, _ in }) throws -> ExportSummary {
        try export(frames, assets: assets, to: path, jobs: jobs, format: format, cancellation: cancellation, hashing: nil) { frame in
            try onFrame(frame.index, frame.pixmap)
        }
    }

    /// As `export(_:assets:to:jobs:format:cancellation:onFrame:)`, handing `onFrame` each frame
    /// whole; with `hashing`, each carries its hash, taken on the compositing threads (no cost in order).
    /// `needsPixmaps: false` says `onFrame` reads only the index, the repeat flag and the hash:
    /// frames the encoder takes as planes (`FramePlan`, `PictureWriter`) are then not
    /// composited in RGBA unless hashed (their `pixmap` is a placeholder). The output file is
    /// the same either way.
    ///
    /// With `range`, only those frames are written (`ClipRange`: counted at the rate they were
    /// chosen at, mapped to the same times of the clip as encoded): the delivery preset's
    /// length rule applies to them (a range outside it is refused, saying by how much), the
    /// sound starts at the range's first frame, and `onFrame` sees only them. Frames before the
    /// range are composited and dropped (a frame is a pure function of its index, so the kept
    /// ones are the very frames of the whole clip); composition stops at the range's end.
    @discardableResult
    public static func export(_ frames: ClipFrames, assets: AssetStore, to path: String, jobs: Int,
                              format: OutputFormat? = nil,
                              cancellation: CancellationFlag = CancellationFlag(), hashing: FrameHashAlgorithm?,
                              needsPixmaps: Bool = true, engine: EngineSettings = EngineSettings(),
                              onFrame: (RenderedFrame) throws -> Void) throws -> ExportSummary {
        try export(frames, assets: assets, to: path, jobs: jobs, format: format, range: nil, cancellation: cancellation,
                   hashing: hashing, needsPixmaps: needsPixmaps, engine: engine, onFrame: onFrame)
    }

    /// As `export(_:assets:to:jobs:format:cancellation:hashing:needsPixmaps:engine:onFrame:)`,
    /// writing only `range` when given.
    @discardableResult
    package static func export(_ frames: ClipFrames, assets: AssetStore, to path: String, jobs: Int,
                               format: OutputFormat? = nil, range: ClipRange?,
                               cancellation: CancellationFlag = CancellationFlag(), hashing: FrameHashAlgorithm?,
                               needsPixmaps: Bool = true, engine: EngineSettings = EngineSettings(),
                               onFrame: (RenderedFrame) throws -> Void) throws -> ExportSummary {
        let start = DispatchTime.now()
        let planned = try plan(frames, format: format, range: range)
        let (frames, format, kept, delivery) = (planned.frames, planned.format, planned.kept, planned.delivery)
        let template = frames.template
        var settings = settings(for: frames)
        settings.x264Assembly = engine.x264Assembly
        if let delivery { (settings.width, settings.height) = (delivery.fit.size.width, delivery.fit.size.height) }
        try OutputFormatCatalog.checkTransparency(template, format: format, settings: settings)
        try OutputFormatCatalog.checkBitDepth(template, format: format)
        delivery?.configure(&settings, template: template, frames: kept, format: format)
        if template.hasSound, format.carriesAudio, settings.audio == nil {
            settings.audio = template.audioTrack(frames: kept)
        }
        let decoding = (assets.videos as? VideoFramePool)?.memory(jobs: jobs) ?? 0
        let encoder = try delivery?.encoder(format.encoder(path: path, settings: settings, decoding: decoding))
            ?? format.encoder(path: path, settings: settings, decoding: decoding)
        var report: OrderedParallel.Report?
        do {
            // A libavcodec encoder's pictures are written by the compositing workers
            // (`PictureWriter`), so conversion overlaps encoding; other encoders take the frames
            // as they are. An 8-bit 4:2:0 encoder takes frames made of opaque stores from their
            // planes, always (so the bytes do not depend on what else is asked of the frames).
            // A range takes every frame in RGBA: its first frame may repeat one never written.
            let request = RenderRequest(jobs: jobs, cancellation: cancellation, hashing: hashing, needsPixmaps: needsPixmaps || range != nil,
                                        engine: engine)
            let pictures = range != nil ? nil
                : PictureWriter(for: encoder, convertsPixmaps: engine.convertsOnWorkers, writesPlaneFrames: engine.writesPlaneFrames)
            do {
                report = try frames.render(assets: assets, request: request, pictures: pictures) { frame, picture in
                    let index = frame.index.value
                    guard index >= kept.lowerBound else { return }
                    guard index < kept.upperBound else { throw RangeEnd() }
                    try onFrame(frame)
                    if frame.repeatsPrevious && index > kept.lowerBound {
                        try encoder.appendRepeat()
                    } else if let picture {
                        try encoder.append(picture)
                    } else {
                        try encoder.append(frame.pixmap)
                    }
                }
            } catch is RangeEnd {}
            try cancellation.check()
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let duration = range == nil ? frames.timeline.videoDuration : Rational(Int64(kept.count)) * template.video.frameRate.timeBase
        return ExportSummary(path: path, frames: kept.count, duration: duration, elapsed: elapsed,
                             h264Level: format.codec == .h264 ? MediaProbe.h264Level(path: path) : nil, pipeline: report.map(PipelineReport.init))
    }

    /// Thrown by the frame consumer once a range's last frame is written.
    private struct RangeEnd: Error {}

    /// What `export` writes, checked before any output exists: `frames` as `format` (default:
    /// the template's) and the delivery preset take them, the frames kept (`range`'s, else
    /// all), and the preset's plan for them (nil without a preset). Throws the preset's refusal
    /// (`DeliveryPlan`: a range of the wrong length is named as the range) and the format's.
    package static func plan(_ frames: ClipFrames, format: OutputFormat?, range: ClipRange?) throws
        -> (frames: ClipFrames, format: OutputFormat, kept: Range<Int>, delivery: DeliveryPlan?) {
        let format = try format ?? frames.template.video.outputFormat()
        let frames = try frames.delivered().adapted(to: format)
        let kept = range?.frames(at: frames.timeline.frameRate, count: frames.frameCount) ?? 0..<frames.frameCount
        if kept.isEmpty, let range {
            throw OptionError(message: "frames \(range.frames.lowerBound)..<\(range.frames.upperBound) are not in the clip's \(frames.frameCount) frames")
        }
        let template = frames.template
        let delivery = try template.delivery.map { _ in
            try DeliveryPlan(template: template, frameCount: kept.count, format: format, isRange: range != nil)
        }
        return (frames, format, kept, delivery)
    }
}

extension ClipExporter {
    /// The encoder settings for `frames`: the output canvas's pixels, the template's rate, CRF,
    /// preset and ProRes profile, alpha kept when the output is transparent (its canvas, or
    /// a delivery preset's bars on a transparent backdrop).
    public static func settings(for frames: ClipFrames) -> EncoderSettings {
        let video = frames.template.video
        var settings = EncoderSettings(width: frames.canvas.pixelWidth, height: frames.canvas.pixelHeight,
                                       frameRate: video.frameRate, crf: video.crf, preset: video.preset)
        settings.proresProfile = video.proresProfile
        settings.bitDepth = video.bitDepth
        settings.keepsAlpha = frames.template.outputIsTransparent
        return settings
    }
}

extension ClipFrames {
    /// These frames as the template's delivery preset renders them (`SegueTemplate.delivered()`:
    /// canvas fitted, frame rate capped); themselves without a preset.
    public func delivered() throws -> ClipFrames {
        let changed = try template.delivered()
        guard changed.canvas != template.canvas || changed.video != template.video else { return self }
        return try ClipFrames(template: changed, direction: direction)
    }

    /// These frames at the rate `format` plays and dithered for it (`DitherTarget`): themselves
    /// when the template's rate and its own format's dither suit `format`.
    public func adapted(to format: OutputFormat) throws -> ClipFrames {
        var changed = template
        changed.video.frameRate = format.frameRate(for: template.video.frameRate)
        if template.ditherTarget(for: format) != template.ditherTarget { changed.video.codec = format.codec }
        guard changed.video != template.video else { return self }
        return try ClipFrames(template: changed, direction: direction)
    }
}
