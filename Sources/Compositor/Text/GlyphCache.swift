/// Which rasterization of which glyph: face, size per axis (quarter pixels per em), glyph id and
/// subpixel offset per axis.
struct GlyphKey: Hashable {
    var face: Int
    var glyph: UInt32
    var sizeX: Int32
    var sizeY: Int32
    var subpixelX: UInt8
    var subpixelY: UInt8
}

/// Glyph masks already rasterized by one `TextRenderer`.
///
/// Bounded by bytes: when full it is emptied at once. That cannot change output, because a
/// rasterization depends only on its key.
struct GlyphCache {
    static let byteLimit = 64 << 20
    private var masks: [GlyphKey: GlyphMask] = [:]
    private var bytes = 0

    /// The cached mask for `key`, or the one `rasterize` makes (which is then cached).
    mutating func mask(for key: GlyphKey, rasterize: () -> GlyphMask) -> GlyphMask {
        if let mask = masks[key] { return mask }
        let mask = rasterize()
        let cost = mask.coverage.count + 64
        if bytes + cost > Self.byteLimit {
            masks.removeAll(keepingCapacity: true)
            bytes = 0
        }
        masks[key] = mask
        bytes += cost
        return mask
    }

    var count: Int { masks.count }
}
