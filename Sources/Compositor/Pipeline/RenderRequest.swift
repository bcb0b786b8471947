import CompositorCore
import CompositorDocument

/// How `ClipFrames.render` runs, apart from the frames and their output: the threads, the
/// cancellation it polls, what each frame must carry to the consumer (its hash, its RGBA
/// pixels) and the engine's switches. Grouped so the frame loop takes one value, not nine.
package struct RenderRequest: Sendable {
    /// Compositing threads.
    package var jobs: Int
    /// Polled between frames.
    package var cancellation: CancellationFlag
    /// Each frame's hash, taken on the worker that composited it; nil: no hashes.
    package var hashing: FrameHashAlgorithm?
    /// Whether the consumer reads each frame's RGBA pixels; false: a frame a plane writer takes
    /// is composited only when hashed (its `RenderedFrame.pixmap` is then a placeholder).
    package var needsPixmaps: Bool
    /// The engine's switches (`EngineSettings`).
    package var engine: EngineSettings

    package init(jobs: Int, cancellation: CancellationFlag = CancellationFlag(), hashing: FrameHashAlgorithm? = nil,
                 needsPixmaps: Bool = true, engine: EngineSettings = EngineSettings()) {
        (self.jobs, self.cancellation, self.hashing, self.needsPixmaps, self.engine) = (jobs, cancellation, hashing, needsPixmaps, engine)
    }

    /// Whether frames are composited in RGBA even when a plane writer takes them.
    var composites: Bool { needsPixmaps || hashing != nil }
}
