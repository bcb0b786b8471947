/// A dictionary bounded by the bytes of its values, for the renderer's caches of pure functions
/// (`ShadowMaskCache`, `MaterialCache`): past `byteBudget` the least recently used entries go
/// first, never the one just inserted. Every use takes a new tick, so there are no ties and the
/// choice never depends on dictionary order; and since its users' hits are exactly what a miss
/// computes, what it evicts never changes their output, only their speed.
package struct ByteBoundedCache<Key: Hashable, Value> {
    /// Bytes of values held at most (one entry larger than this is still kept, alone).
    package let byteBudget: Int
    private var entries: [Key: (value: Value, bytes: Int, lastUse: UInt64)] = [:]
    private var tick: UInt64 = 0
    /// Bytes of the values held.
    package private(set) var bytes = 0

    package init(byteBudget: Int) { self.byteBudget = byteBudget }

    /// Entries held.
    package var count: Int { entries.count }

    /// The value of `key`, marked used now, or nil.
    package mutating func value(_ key: Key) -> Value? {
        tick += 1
        guard entries[key] != nil else { return nil }
        entries[key]!.lastUse = tick
        return entries[key]!.value
    }

    /// Holds `value` (of `byteCount` bytes) for `key`, replacing what it held, then evicts the
    /// least recently used others until within the budget.
    package mutating func insert(_ value: Value, byteCount: Int, for key: Key) {
        tick += 1
        if let old = entries.updateValue((value, byteCount, tick), forKey: key) { bytes -= old.bytes }
        bytes += byteCount
        while bytes > byteBudget, entries.count > 1,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }
}
