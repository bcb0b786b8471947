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
/// `@unchecked Sendable`: `stores`, `verdicts` and `restingAsks` are only touched under `lock`;
/// a slot's contents only under the slot's own lock.
package final class SharedPlaneCache: @unchecked Sendable {
    /// One key's shared values, each under its own lock: making planes takes the store.
    private final class Slot {
        let planesLock = NSLock(), storeLock = NSLock(), verdictLock = NSLock()
        var planes: FixedPointPlanes?
        var store: BackingStore?
        var verdict: Bool?
    }

    /// Slots by key, the oldest dropped first past `limit`. Used under `SharedPlaneCache.lock`.
    private struct Table {
        let limit: Int
        var slots: [LayerCache.Key: Slot] = [:]
        var order: [LayerCache.Key] = []

        /// `key`'s slot, made (and the oldest dropped past `limit`) when missing.
        mutating func slot(_ key: LayerCache.Key) -> Slot {
            if let found = slots[key] { return found }
            let made = Slot()
            slots[key] = made
            order.append(key)
            if order.count > limit { slots[order.removeFirst()] = nil }
            return made
        }
    }

    private let lock = NSLock()
    /// Stores and planes: a few screens' worth of memory each.
    private var stores: Table
    /// Trim verdicts, a Boolean each: in a table of their own, so the keys they are asked for
    /// (a scene unclipped, beside its clipped store's key) never push a store out. A push
    /// between screens with bars asks for seven keys: each screen's verdict, its store at rest
    /// (bars included) and its store under the moving bars, and the top screen's edge shadow —
    /// more than six, so in one table its stores were dropped and rendered again.
    private var verdicts = Table(limit: 64)
    /// Keys asked for as a scene at rest (`isFirstRestingAsk`): few, kept for the clip.
    private var restingAsks: Set<LayerCache.Key> = []
    /// Most stores and planes kept: a cross-dissolve needs two, the one before and after it two
    /// more; a push between screens with bars five (each screen at rest and under the moving
    /// bars, the top screen's edge shadow).
    package var limit: Int { stores.limit }

    /// Largest store kept for all threads, in bytes.
    package let storeLimitBytes: Int

    package init(limit: Int = 6, storeLimitBytes: Int = .max) {
        stores = Table(limit: max(limit, 1))
        self.storeLimitBytes = storeLimitBytes
    }

    /// `key`'s planes, made by `make` unless another thread made (or is making) them.
    package func planes(_ key: LayerCache.Key, make: () throws -> FixedPointPlanes) throws -> FixedPointPlanes {
        try shared(key, in: \.stores, \.planes, \.planesLock, make: make) ?? make()
    }

    /// `key`'s backing store, rendered by `make` unless another thread did (or is doing) it.
    /// Without its mip chain: each thread builds one if it scales the store down.
    /// Stores larger than `storeLimitBytes` (a scene at twice the canvas scale) are not kept:
    /// each thread renders its own, as before.
    package func store(_ key: LayerCache.Key, make: () throws -> BackingStore) throws -> BackingStore {
        var large: BackingStore?
        let kept = try shared(key, in: \.stores, \.store, \.storeLock) { () -> BackingStore? in
            let made = try make()
            if made.byteCount > storeLimitBytes { large = made; return nil }
            return made
        }
        return try kept ?? large ?? make()
    }

    /// `key`'s trim verdict (`LayerCache.trimVerdict`), decided once for all threads.
    package func verdict(_ key: LayerCache.Key, decide: () -> Bool) -> Bool {
        // `decide` does not throw, so neither does `shared`.
        ((try? shared(key, in: \.verdicts, \.verdict, \.verdictLock, make: decide)) ?? nil) ?? decide()
    }

    /// The value at `field` of `key`'s slot in `table`, made by `make` when missing.
    private func shared<T>(_ key: LayerCache.Key, in table: ReferenceWritableKeyPath<SharedPlaneCache, Table>,
                           _ field: ReferenceWritableKeyPath<Slot, T?>, _ fieldLock: KeyPath<Slot, NSLock>,
                           make: () throws -> T?) throws -> T? {
        let slot = lock.withLock { self[keyPath: table].slot(key) }
        let lock = slot[keyPath: fieldLock]
        lock.lock()
        defer { lock.unlock() }
        if let value = slot[keyPath: field] { return value }
        let value = try make()
        slot[keyPath: field] = value
        return value
    }

    /// Whether `key` is asked for as a scene at rest for the first time by any of the clip's
    /// threads (`LayerCache.isFirstRestingAsk`).
    package func isFirstRestingAsk(_ key: LayerCache.Key) -> Bool {
        lock.withLock { restingAsks.insert(key).inserted }
    }

    /// `key`'s planes if they are made, without waiting for a thread making them.
    package func existing(_ key: LayerCache.Key) -> FixedPointPlanes? {
        guard let slot = lock.withLock({ stores.slots[key] }), slot.planesLock.try() else { return nil }
        defer { slot.planesLock.unlock() }
        return slot.planes
    }

    /// Keys of stores and planes held (at most `limit`).
    package var count: Int { lock.withLock { stores.slots.count } }
}
