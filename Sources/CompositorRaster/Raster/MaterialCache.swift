import CompositorScene

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
/// Bounded by the bytes held (`byteBudget`, `ByteBoundedCache`): memory stays flat however long
/// the clip.
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
        var byteCount: Int { coarse.byteCount + 4 * made.count }
    }
    private var entries: ByteBoundedCache<Key, Entry>
    /// Bytes of the entries held.
    package var bytes: Int { entries.bytes }
    /// Materials finished (misses), for tests.
    package private(set) var made = 0

    package init(byteBudget: Int = MaterialCache.defaultByteBudget) {
        self.byteBudget = byteBudget
        entries = ByteBoundedCache(byteBudget: byteBudget)
    }

    /// Entries held.
    package var count: Int { entries.count }

    /// `blur.render(backdrop, area: area)`: the pixels finished before for the same recipe,
    /// area and coarse backdrop, or new ones.
    package func render(_ blur: MaterialBlur, backdrop: Pixmap, area: IntRect) -> [UInt32] {
        let key = Key(factor: blur.factor, boxes: blur.boxes, saturation: blur.saturation, tint: blur.tint, area: area)
        let coarse = blur.coarse(backdrop, area: area)
        if let entry = entries.value(key), entry.coarse == coarse { return entry.made }
        let pixels = blur.finish(coarse, area: area)
        made += 1
        let entry = Entry(coarse: coarse, made: pixels)
        entries.insert(entry, byteCount: entry.byteCount, for: key)
        return pixels
    }
}
