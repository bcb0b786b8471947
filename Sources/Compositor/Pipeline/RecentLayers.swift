import CompositorScene
import Foundation

/// The views of the clip's most recently built frames, shared by the compositing workers, so
/// that deciding whether frame *i* repeats frame *i* − 1 (`ClipFrames.plan(at:renderer:planes:recent:)`)
/// reuses the views the worker making frame *i* − 1 built instead of building them again: a
/// moving frame's views are built once, not three times.
///
/// Only a cache: a frame's views are a pure function of its index, so what is found here is
/// what building them gives, and no output depends on whether it was found (it depends on which
/// worker got there first).
///
/// `@unchecked Sendable`: `views` is only touched under `lock`.
package final class RecentLayers: @unchecked Sendable {
    private let lock = NSLock()
    private var views: [Int: [View]] = [:]
    /// How many of the latest frames are kept.
    private let limit: Int

    init(limit: Int) { self.limit = max(limit, 2) }

    /// Frame `index`'s views: the kept ones, or `make()`'s, then kept (the frames more than
    /// `limit` before the newest kept one are dropped).
    func layers(at index: FrameIndex, make: () -> [View]) -> [View] {
        if let kept = lock.withLock({ views[index.value] }) { return kept }
        let made = make()
        lock.withLock {
            views[index.value] = made
            let newest = views.keys.max() ?? index.value
            if views.count > limit { views = views.filter { $0.key > newest - limit } }
        }
        return made
    }
}
