import CFFmpeg
import Compositor
import CompositorMedia
import CompositorRaster
import CompositorScene
import Foundation

/// Timings of the frame pipeline's stages, for `segue-video bench` (release builds): the
/// compositor alone on one thread, RGBA → Y'CbCr 4:2:0 conversion alone, and the whole
/// pipeline (composite, convert, encode to a temporary MP4). The clock is read only here, to
/// report; nothing timed here reaches any output.
package enum PipelineBenchmark {
    /// One measurement: mean wall-clock and thread-CPU seconds per frame over `frames` frames.
    /// On a busy machine CPU time is the fairer figure (wall time includes waiting for a core).
    public struct Timing: Sendable {
        /// Wall-clock seconds per frame.
        public var seconds: Double
        /// CPU seconds per frame used by the measuring thread.
        public var cpuSeconds: Double
        /// Frames made.
        public var frames: Int
    }

    /// Compositing `frames` (each a list of layers) round-robin with one renderer until at least
    /// `minimumSeconds` have passed.
    public static func composite(_ frames: [[View]], canvas: Canvas, assets: AssetStore, minimumSeconds: Double) throws -> Timing {
        // As the pipeline does: one renderer, its frame memory reused from frame to frame.
        let renderer = SceneRenderer(canvas: canvas, assets: assets)
        var pixmap = Pixmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        for layers in frames { try renderer.render(layers, into: &pixmap) }  // warm caches (mip chains, scratch layers)
        return try repeatUntil(minimumSeconds) { i in try renderer.render(frames[i % frames.count], into: &pixmap) }
    }

    /// Making the frames of `frames` that are plane frames (`SceneRenderer.planeFrame`: a scene
    /// at rest, a cross-dissolve of two stores) straight into a `yuv420p` picture, round-robin
    /// on one thread until at least `minimumSeconds` have passed; `nil` when none is. The
    /// pipeline does this instead of compositing and converting those frames. Also the count
    /// of such frames.
    public static func planeFrames(_ frames: [[View]], canvas: Canvas, assets: AssetStore,
                                   minimumSeconds: Double) throws -> (timing: Timing, count: Int)? {
        // As the pipeline does: planes in a cache of their own (`SharedPlaneCache`), beside the stores.
        let renderer = SceneRenderer(canvas: canvas, assets: assets)
        renderer.layerCache.sharedPlanes = SharedPlaneCache()
        let planar = try frames.filter { try renderer.planeFrame($0) != nil }  // also warms the stores and planes
        guard !planar.isEmpty else { return nil }
        let picture = try LibavFrame(width: canvas.pixelWidth, height: canvas.pixelHeight, format: AV_PIX_FMT_YUV420P)
        let timing = try repeatUntil(minimumSeconds) { i in try renderer.planeFrame(planar[i % planar.count])?.write(into: picture.pointer) }
        return (timing, planar.count)
    }

    /// Converting `frames` to 4:2:0 planes on one thread.
    public static func convert(_ frames: [Pixmap], minimumSeconds: Double) -> Timing {
        guard let first = frames.first else { return Timing(seconds: 0, cpuSeconds: 0, frames: 0) }
        let w = first.width, h = first.height
        var y = [UInt8](repeating: 0, count: w * h), cb = [UInt8](repeating: 0, count: w * h / 4), cr = cb
        return repeatUntil(minimumSeconds) { i in
            let frame = frames[i % frames.count]
            y.withUnsafeMutableBufferPointer { y in
                cb.withUnsafeMutableBufferPointer { cb in
                    cr.withUnsafeMutableBufferPointer { cr in
                        YUV420Converter.convert(frame, rowPairs: 0..<(h / 2), y: y.baseAddress!, yStride: w,
                                                cb: cb.baseAddress!, cbStride: w / 2, cr: cr.baseAddress!, crStride: w / 2)
                    }
                }
            }
        }
    }

    /// Mean seconds per frame compositing `count` frames (cycling through `frames`) on one
    /// thread and encoding them with `settings` into a temporary file, removed afterwards.
    public static func pipeline(_ frames: [[View]], canvas: Canvas, assets: AssetStore, settings: EncoderSettings, count: Int) throws -> Double {
        let path = NSTemporaryDirectory() + "segue-video-bench-\(ProcessInfo.processInfo.processIdentifier).mp4"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let renderer = SceneRenderer(canvas: canvas, assets: assets)
        let encoder = try VideoEncoder(outputPath: path, settings: settings)
        let start = DispatchTime.now()
        var pixmap = Pixmap(width: canvas.pixelWidth, height: canvas.pixelHeight)
        for i in 0..<count {
            try renderer.render(frames[i % frames.count], into: &pixmap)
            try encoder.append(pixmap)
        }
        try encoder.finish()
        return seconds(since: start) / Double(max(count, 1))
    }

    private static func repeatUntil(_ minimumSeconds: Double, _ body: (Int) throws -> Void) rethrows -> Timing {
        let start = DispatchTime.now(), cpuStart = ThreadClock.cpuSeconds()
        var n = 0
        repeat {
            try body(n)
            n += 1
        } while seconds(since: start) < minimumSeconds
        return Timing(seconds: seconds(since: start) / Double(n), cpuSeconds: (ThreadClock.cpuSeconds() - cpuStart) / Double(n), frames: n)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
