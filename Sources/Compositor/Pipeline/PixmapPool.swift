import Foundation

/// Frame buffers handed back after encoding and reused for later frames, so a clip does not
/// allocate (and page-fault) a fresh full-size frame for every frame.
///
/// `@unchecked Sendable`: `free` is only touched under `lock`. A pixmap still referenced
/// elsewhere when returned is harmless: `Pixmap` is copy-on-write.
final class PixmapPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Pixmap] = []
    private let limit: Int

    /// Keeps at most `limit` idle buffers.
    init(limit: Int) { self.limit = limit }

    /// An idle buffer of `width × height` (contents undefined), or a new one.
    func take(width: Int, height: Int) -> Pixmap {
        let reused: Pixmap? = lock.withLock { free.popLast() }
        guard let pixmap = reused, pixmap.width == width, pixmap.height == height else {
            return Pixmap(width: width, height: height)
        }
        return pixmap
    }

    func give(_ pixmap: Pixmap) {
        lock.withLock { if free.count < limit { free.append(pixmap) } }
    }
}
