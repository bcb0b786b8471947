import Compositor
import Foundation

/// Writes frames `range` of one clip (the page's in/out range) in one format: the library's
/// frames (`ClipFrames.render`, composited on `jobs` threads, the pixels `render` makes) handed
/// to the format's encoder, which writes a temporary file and renames it into place only in
/// `finish()`, so a cancelled or failed export leaves nothing. Frames before the range are
/// composited and dropped (a frame is a pure function of its index, so the kept ones are the
/// very frames of the whole clip); composition stops at the range's end.
enum RangeExport {
    /// Thrown by the frame consumer once the range's last frame is written.
    private struct RangeEnd: Error {}

    /// `template` (delivery preset removed: presets fit whole clips) from frame `range` of the
    /// clip at the template's rate; `progress` gets (frames written, frames in the range).
    /// Throws what `SegueVideo.render` throws for the same template and format.
    static func write(_ template: SegueTemplate, assets: AssetStore, direction: SegueDirection, range: Range<Int>,
                      codec: Codec?, to path: String, engine: EngineSettings, jobs: Int, cancellation: CancellationFlag,
                      progress: (Int, Int) -> Void) throws {
        var template = template
        template.delivery = nil
        let settings = try RenderSettings(template: template, options: RenderOptions(directions: [direction], jobs: jobs, codec: codec, engine: engine),
                                          output: path)
        let format = settings.format
        let whole = try ClipFrames(template: settings.template, direction: direction)
        let frames = try whole.adapted(to: format)
        let kept = RangeExport.frames(range, from: whole.timeline.frameRate, to: frames.timeline.frameRate, count: frames.frameCount)
        let encoderSettings = ClipExporter.settings(for: frames)
        try OutputFormatCatalog.checkTransparency(frames.template, format: format, settings: encoderSettings)
        try OutputFormatCatalog.checkBitDepth(frames.template, format: format)
        let encoder = try format.encoder(path: path, settings: encoderSettings)
        do {
            var written = 0
            do {
                try frames.render(jobs: jobs, assets: assets, cancellation: cancellation, hashing: nil, engine: engine) { frame in
                    let index = frame.index.value
                    guard index >= kept.lowerBound else { return }
                    guard index < kept.upperBound else { throw RangeEnd() }
                    if frame.repeatsPrevious && written > 0 { try encoder.appendRepeat() } else { try encoder.append(frame.pixmap) }
                    written += 1
                    progress(written, kept.count)
                }
            } catch is RangeEnd {}
            try cancellation.check()
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
    }

    /// `range` (frames at `from`) as frames at `to` covering the same times, within `count`.
    static func frames(_ range: Range<Int>, from: FrameRate, to: FrameRate, count: Int) -> Range<Int> {
        guard from != to else { return min(range.lowerBound, count)..<min(range.upperBound, count) }
        let scale = to.rate / from.rate
        let lower = Int((Rational(Int64(range.lowerBound)) * scale).floor)
        let upper = Int((Rational(Int64(range.upperBound)) * scale).floor)
        return min(lower, count)..<min(max(upper, lower + 1), count)
    }
}
