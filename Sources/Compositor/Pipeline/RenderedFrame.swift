import CompositorCore
import CompositorDocument
import CompositorScene

/// One frame of a clip as the in-order consumer receives it from `ClipFrames.render`.
///
/// The checksum, when asked for, is computed by the worker thread that composited the frame,
/// so hashing runs in parallel with compositing instead of in the single in-order consumer.
package struct RenderedFrame {
    /// The frame's position in the clip.
    public var index: FrameIndex
    /// The composited frame (for a repeat, the previous frame's pixmap).
    public var pixmap: Pixmap
    /// True when the frame shows exactly what the frame before it shows (see `ClipFrames.repeatsPrevious`).
    public var repeatsPrevious: Bool
    /// The frame's hash row, when rendering was asked to hash (`hashing:` an algorithm); `nil` otherwise.
    public var checksum: FrameChecksum?
}
