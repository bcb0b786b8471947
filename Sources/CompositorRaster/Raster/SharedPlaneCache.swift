import Foundation

/// Store planes (`FixedPointPlanes`), backing stores and trim verdicts shared by a clip's
/// compositing threads: each thread's renderer has its own layer cache, so without this every
/// thread would render the same scene's store (and decide its trim, and convert it to planes)
/// again. A frame made of planes (`PlaneFrame`) needs only the planes, so a thread finding them
/// here renders no store at all; a slide's strip needs the stores, rendered once for all.
///
/// Each is a pure function of its key (`LayerCache.Key`), so which thread made it, and what the
/// cache holds, never changes a frame. The first thread to ask for a key makes it while others
/// asking for the same key wait for it (they would make the very same). At most `limit` keys
/// are kept, the oldest dropped first, so memory does not grow with clip length (a flow visits
/// many screens).
///
/// `@unchecked Sendable`: `slots` and `order` are only touched under `lock`; a slot's contents
/// only under the slot's own lock.
package final class SharedPlaneCache: @unchecked Sendable {
    /// One key's shared values, each under its own lock: making planes takes the store.
    private final class Slot {
        let planesLock = NSLock(), storeLock = NSLock(), verdictLock = NSLock()
        var planes: FixedPointPlanes?
        var store: BackingStore?
        var verdict: Bool?
    }

    private let lock = NSLock()
    private var slots: [LayerCache.Key: Slot] = [:]
    private var order: [LayerCache.Key] = []
    /// Most keys kept: a cross-dissolve needs two, the one before and after it two more; a
    /// push three (its top scene's with and without its edge shadow).
    package let limit: Int

    /// Largest store kept for all threads, in bytes.
    package let storeLimitBytes: Int

    package init(limit: Int = 6, storeLimitBytes: Int = .max) {
        self.limit = max(limit, 1)
        self.storeLimitBytes = storeLimitBytes
    }

    /// `key`'s planes, made by `make` unless another thread made (or is making) them.
    package func planes(_ key: LayerCache.Key, make: () throws -> FixedPointPlanes) throws -> FixedPointPlanes {
        try shared(key, \.planes, \.planesLock, make: make) ?? make()
    }

    /// `key`'s backing store, rendered by `make` unless another thread did (or is doing) it.
    /// Without its mip chain: each thread builds one if it scales the store down.
    /// Stores larger than `storeLimitBytes` (a scene at twice the canvas scale) are not kept:
    /// each thread renders its own, as before.
    package func store(_ key: LayerCache.Key, make: () throws -> BackingStore) throws -> BackingStore {
        var large: BackingStore?
        let kept = try shared(key, \.store, \.storeLock) { () -> BackingStore? in
            let made = try make()
            if made.byteCount > storeLimitBytes { large = made; return nil }
            return made
        }
        return try kept ?? large ?? make()
    }

    /// `key`'s trim verdict (`LayerCache.trimVerdict`), decided once for all threads.
    package func verdict(_ key: LayerCache.Key, decide: () -> Bool) -> Bool {
        // `decide` does not throw, so neither does `shared`.
        ((try? shared(key, \.verdict, \.verdictLock, make: decide)) ?? nil) ?? decide()
    }

    /// The value at `field` of `key`'s slot, made by `make` when missing.
    private func shared<T>(_ key: LayerCache.Key, _ field: ReferenceWritableKeyPath<Slot, T?>, _ fieldLock: KeyPath<Slot, NSLock>,
                           make: () throws -> T?) throws -> T? {
        let slot = lock.withLock {
            if let found = slots[key] { return found }
            let made = Slot()
            slots[key] = made
            order.append(key)
            if order.count > limit { slots[order.removeFirst()] = nil }
            return made
        }
        let lock = slot[keyPath: fieldLock]
        lock.lock()
        defer { lock.unlock() }
        if let value = slot[keyPath: field] { return value }
        let value = try make()
        slot[keyPath: field] = value
        return value
    }

    /// `key`'s planes if they are made, without waiting for a thread making them.
    package func existing(_ key: LayerCache.Key) -> FixedPointPlanes? {
        guard let slot = lock.withLock({ slots[key] }), slot.planesLock.try() else { return nil }
        defer { slot.planesLock.unlock() }
        return slot.planes
    }

    /// Keys held (at most `limit`).
    package var count: Int { lock.withLock { slots.count } }
}
