/// Finished blur materials per renderer, reused from frame to frame while their backdrop stays
/// the same (issue 51): a tab bar or a floating bar over a screen that does not move under it
/// (holds, a switch turned on elsewhere on the screen, a sheet over a still presenter) is
/// blurred, saturated and upsampled once instead of at every frame.
///
/// Exact by construction: a material's pixels (`MaterialBlur.render`) are a function of its
/// recipe (`MaterialBlur`'s factor, boxes, saturation and tint), its area and the coarse grid
/// the backdrop is averaged down to (`MaterialBlur.downsample`, whose origin the area fixes).
/// The key holds the first two and the entry the last, compared in full (not hashed): a hit
/// returns exactly the pixels a miss computes, so the output never depends on what the cache
/// held before, nor on `--jobs`. The averaging is still done every time (a fraction of the
/// cost: one read of the backdrop; the blur, saturation and the upsampling to every device
/// pixel of the area are what is saved).
///
/// Bounded by the bytes held (`byteBudget`): past it the least recently used entry goes first
/// (every use takes a new tick, so there are no ties), so memory stays flat however long the clip.
package final class MaterialCache {
    /// Bytes held at most by default: a full-width tab bar's material at 1179×2556 is about
    /// 1.2 MB, a floating bar's about 0.8 MB.
    package static let defaultByteBudget = 16 << 20
    /// Bytes of entries held at most.
    package let byteBudget: Int

    private struct Key: Hashable {
        var factor: Int, boxes: [Int], saturation: Int, tint: UInt32
        var area: IntRect
    }
    private struct Entry {
        let coarse: MaterialBlur.Coarse
        let made: [UInt32]
        var lastUse: UInt64
        var byteCount: Int { coarse.byteCount + 4 * made.count }
    }
    private var entries: [Key: Entry] = [:]
    private var tick: UInt64 = 0
    /// Bytes of the entries held.
    package private(set) var bytes = 0
    /// Materials finished (misses), for tests.
    package private(set) var made = 0

    package init(byteBudget: Int = MaterialCache.defaultByteBudget) { self.byteBudget = byteBudget }

    /// Entries held.
    package var count: Int { entries.count }

    /// `blur.render(backdrop, area: area)`: the pixels finished before for the same recipe,
    /// area and coarse backdrop, or new ones.
    package func render(_ blur: MaterialBlur, backdrop: Pixmap, area: IntRect) -> [UInt32] {
        let key = Key(factor: blur.factor, boxes: blur.boxes, saturation: blur.saturation, tint: blur.tint, area: area)
        let coarse = blur.coarse(backdrop, area: area)
        tick += 1
        if let entry = entries[key], entry.coarse == coarse {
            entries[key]?.lastUse = tick
            return entry.made
        }
        let pixels = blur.finish(coarse, area: area)
        made += 1
        if let old = entries.removeValue(forKey: key) { bytes -= old.byteCount }
        let entry = Entry(coarse: coarse, made: pixels, lastUse: tick)
        bytes += entry.byteCount
        entries[key] = entry
        // Evict the least recently used until within budget (never the entry just made).
        while bytes > byteBudget, entries.count > 1,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.byteCount
            entries[oldest.key] = nil
        }
        return pixels
    }
}
