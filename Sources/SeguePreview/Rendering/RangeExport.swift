import Compositor
import Foundation

/// Writes frames `range` of one clip (the page's in/out range) in one format, with a delivery
/// preset or none: `ClipExporter` with a `ClipRange` (the frames `render` makes, composited on
/// `jobs` threads; the preset's frame, bit rate, audio track and length rule, the length being
/// the range's), written under a temporary name and renamed into place only when complete,
/// so a cancelled or failed export leaves nothing.
enum RangeExport {
    /// The settings and the range for `template` (its delivery as the page chose it: the
    /// template's own, `delivery`, or none when the caller removed it), checked as the export
    /// will check them before any output exists: a range a preset refuses (App Store previews
    /// last 15 to 30 s) throws the preset's `TemplateError` naming the range's length.
    /// `range` nil: the whole clip. Returns the frames the file will hold.
    static func check(_ template: SegueTemplate, direction: SegueDirection, range: Range<Int>?, codec: Codec?,
                      delivery: DeliveryPresetName?, engine: EngineSettings, jobs: Int, output path: String) throws
        -> (settings: RenderSettings, frames: ClipFrames, range: ClipRange?, count: Int) {
        let options = RenderOptions(directions: [direction], jobs: jobs, codec: codec, delivery: delivery, engine: engine)
        let settings = try RenderSettings(template: template, options: options, output: path)
        let frames = try ClipFrames(template: settings.template, direction: direction)
        // The page counts frames at the template's own rate; a preset may cap it.
        let clipRange = range.map { ClipRange(frames: $0, rate: template.video.frameRate) }
        let planned = try ClipExporter.plan(frames, format: settings.format, range: clipRange)
        return (settings, frames, clipRange, planned.kept.count)
    }

    /// Writes the range at `path` (see `check`); `progress` gets (frames written, frames in
    /// the range). Returns the frames written. Throws what `SegueVideo.render` throws for the
    /// same template and format.
    @discardableResult
    static func write(_ template: SegueTemplate, assets: AssetStore, direction: SegueDirection, range: Range<Int>,
                      codec: Codec?, delivery: DeliveryPresetName?, to path: String, engine: EngineSettings, jobs: Int,
                      cancellation: CancellationFlag, progress: (Int, Int) -> Void) throws -> Int {
        let checked = try check(template, direction: direction, range: range, codec: codec, delivery: delivery, engine: engine,
                                jobs: jobs, output: path)
        var written = 0
        try ClipExporter.export(checked.frames, assets: assets, to: path, jobs: jobs, format: checked.settings.format,
                                range: checked.range, cancellation: cancellation, hashing: nil, engine: engine) { _ in
            written += 1
            progress(written, checked.count)
        }
        return checked.count
    }
}
