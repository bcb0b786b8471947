import CompositorRaster
import CompositorScene
import Foundation

/// Frame buffers handed back after encoding and reused for later frames, so a clip does not
/// allocate (and page-fault) a fresh full-size frame for every frame: a `ScratchPool` shared by
/// the compositing threads.
///
/// `@unchecked Sendable`: `buffers` is only touched under `lock`. A pixmap still referenced
/// elsewhere when returned is harmless: `Pixmap` is copy-on-write.
final class PixmapPool: @unchecked Sendable {
    private let lock = NSLock()
    private let buffers: ScratchPool

    /// Keeps at most `limit` idle buffers.
    init(limit: Int) { buffers = ScratchPool(limit: limit) }

    /// A buffer of `width × height` whose contents are undefined: the renderer overwrites them.
    func take(width: Int, height: Int) -> Pixmap {
        lock.withLock { buffers.take(width: width, height: height, fill: nil) }
    }

    func give(_ pixmap: Pixmap) {
        lock.withLock { buffers.give(pixmap) }
    }
}
