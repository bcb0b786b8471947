import Foundation

/// Store planes (`FixedPointPlanes`) shared by a clip's compositing threads: each thread's
/// renderer has its own layer cache, so without this every thread would render the same
/// scene's store and convert it to planes again. A frame made of planes (`PlaneFrame`) needs
/// only the planes, so a thread finding them here renders no store at all.
///
/// Planes are a pure function of their key (`LayerCache.Key`), so which thread made them, and
/// what the cache holds, never changes a frame. The first thread to ask for a key makes its
/// planes while others asking for the same key wait for them (they would make the very same).
/// At most `limit` keys are kept, the oldest dropped first, so memory does not grow with clip
/// length (a flow visits many screens).
///
/// `@unchecked Sendable`: `slots` and `order` are only touched under `lock`; a slot's planes
/// only under the slot's own lock.
final class SharedPlaneCache: @unchecked Sendable {
    private final class Slot {
        let lock = NSLock()
        var planes: FixedPointPlanes?
    }

    private let lock = NSLock()
    private var slots: [LayerCache.Key: Slot] = [:]
    private var order: [LayerCache.Key] = []
    /// Most keys kept: a cross-dissolve needs two, the one before and after it two more.
    let limit: Int

    init(limit: Int = 4) { self.limit = max(limit, 1) }

    /// `key`'s planes, made by `make` unless another thread made (or is making) them.
    func planes(_ key: LayerCache.Key, make: () throws -> FixedPointPlanes) throws -> FixedPointPlanes {
        let slot = lock.withLock {
            if let found = slots[key] { return found }
            let made = Slot()
            slots[key] = made
            order.append(key)
            if order.count > limit { slots[order.removeFirst()] = nil }
            return made
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let planes = slot.planes { return planes }
        let planes = try make()
        slot.planes = planes
        return planes
    }

    /// `key`'s planes if they are made, without waiting for a thread making them.
    func existing(_ key: LayerCache.Key) -> FixedPointPlanes? {
        guard let slot = lock.withLock({ slots[key] }), slot.lock.try() else { return nil }
        defer { slot.lock.unlock() }
        return slot.planes
    }

    /// Keys held (at most `limit`).
    var count: Int { lock.withLock { slots.count } }
}
