import Foundation

/// What one rendered clip came to, for the closing line.
public struct ExportSummary: Sendable, CustomStringConvertible {
    public var path: String
    public var frames: Int
    /// The clip's length in seconds.
    public var duration: Rational
    /// Wall-clock seconds the render took (reported only, never written into output).
    public var elapsed: Double

    public var description: String {
        let fps = elapsed > 0 ? Double(frames) / elapsed : 0
        return "wrote \(path): \(frames) frames, \(String(format: "%.2f", duration.doubleValue)) s of video in "
            + "\(String(format: "%.2f", elapsed)) s (\(String(format: "%.1f", fps)) fps)"
    }
}

/// Renders a clip's frames and streams them to the encoder as they are made.
public enum ClipExporter {
    /// Writes `frames` as an MP4 at `path` (via a temporary file renamed into place when done).
    /// `onFrame` sees every composited frame in order, before encoding (frame hashes, progress).
    /// On any error or cancellation nothing is left at `path` or beside it.
    @discardableResult
    public static func export(_ frames: ClipFrames, assets: AssetStore, to path: String, jobs: Int,
                              cancellation: CancellationFlag = CancellationFlag(),
                              onFrame: (FrameIndex, Pixmap) throws -> Void = { _, _ in }) throws -> ExportSummary {
        try export(frames, assets: assets, to: path, jobs: jobs, cancellation: cancellation, hashing: false) { frame in
            try onFrame(frame.index, frame.pixmap)
        }
    }

    /// As `export(_:assets:to:jobs:cancellation:onFrame:)`, handing `onFrame` each frame whole;
    /// with `hashing`, each carries its MD5, taken on the compositing threads (no cost in order).
    @discardableResult
    public static func export(_ frames: ClipFrames, assets: AssetStore, to path: String, jobs: Int,
                              cancellation: CancellationFlag = CancellationFlag(), hashing: Bool,
                              onFrame: (RenderedFrame) throws -> Void) throws -> ExportSummary {
        let start = DispatchTime.now()
        let template = frames.template
        let settings = EncoderSettings(width: template.canvas.pixelWidth, height: template.canvas.pixelHeight,
                                       frameRate: template.video.frameRate, crf: template.video.crf,
                                       preset: template.video.preset)
        let encoder = try VideoEncoder(outputPath: path, settings: settings)
        do {
            try frames.render(jobs: jobs, assets: assets, cancellation: cancellation, hashing: hashing) { frame in
                try onFrame(frame)
                if frame.repeatsPrevious { try encoder.appendRepeat() } else { try encoder.append(frame.pixmap) }
            }
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return ExportSummary(path: path, frames: frames.frameCount, duration: frames.timeline.duration, elapsed: elapsed)
    }
}
