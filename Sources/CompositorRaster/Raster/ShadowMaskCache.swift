import CompositorScene

/// Blurred shadow masks by shape, per renderer: the cards of a screen share one mask when they
/// have the same size, corners, subpixel position and blur, and a shape still or moving by
/// whole pixels is blurred once (issue 51: a rounded rectangle's shadow is a function of its
/// size, radius, blur and offset; the color is applied when compositing, so it is not part of
/// the key).
///
/// The key is every input of the mask: the shape's fixed-point coverage parameters with its
/// position taken at the area's first pixel, the area's size and the box widths, so a hit
/// returns exactly the mask that would be computed, and the output never depends on what the
/// cache holds. Bounded by the bytes of the masks held (`byteBudget`): past it, the least
/// recently used masks go first (ties cannot happen: every use takes a new tick), so memory
/// stays flat however long the clip.
package final class ShadowMaskCache {
    /// Largest mask (values) made for a shape's whole shadow rather than the part a clip
    /// shows (`Pixmap.drawShadow`): a nine-patch is usually its perimeter, a large round one
    /// (a circle of 1000 pixels) is not.
    package static let wholeMaskLimit = 1 << 20
    /// Bytes of masks held at most by default (a frame of RGBA at 1179×2556 is 12 MB).
    package static let defaultByteBudget = 16 << 20
    /// Bytes of masks held at most.
    package let byteBudget: Int

    private struct Key: Hashable {
        var ua: Int64, ub: Int64, va: Int64, vb: Int64, u0: Int64, v0: Int64
        var hw: Int64, hh: Int64, rx: Int64, ry: Int64
        var width: Int, height: Int, boxes: [Int]
    }
    private var masks: ByteBoundedCache<Key, ShadowMask>
    /// Bytes of the values of the masks held.
    package var bytes: Int { masks.bytes }
    /// Masks made (misses), for tests.
    package private(set) var made = 0

    package init(byteBudget: Int = ShadowMaskCache.defaultByteBudget) {
        self.byteBudget = byteBudget
        masks = ByteBoundedCache(byteBudget: byteBudget)
    }

    /// Masks held.
    package var count: Int { masks.count }

    /// `shape`'s mask over `area` blurred by `boxes`: the one made before for the same key, or a
    /// new one.
    package func mask(_ shape: RoundedRectCoverage, area: IntRect, boxes: [Int]) -> ShadowMask {
        let key = Key(ua: shape.ua, ub: shape.ub, va: shape.va, vb: shape.vb,
                      u0: shape.u(area.x0, area.y0), v0: shape.v(area.x0, area.y0),
                      hw: shape.hw, hh: shape.hh, rx: shape.rx, ry: shape.ry,
                      width: area.width, height: area.height, boxes: boxes)
        if let mask = masks.value(key) { return mask }
        let mask = ShadowMask(shape, area: area, boxes: boxes)
        made += 1
        masks.insert(mask, byteCount: mask.byteCount, for: key)
        return mask
    }
}
