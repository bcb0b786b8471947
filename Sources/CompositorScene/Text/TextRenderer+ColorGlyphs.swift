import CompositorCore

/// Color emoji: bitmap glyphs (Noto Color Emoji's CBDT strike) resampled by the image path's
/// own fixed-point sampler (`MipChain` + `ImageSampler`), under any transform.
extension TextRenderer {
    /// Draws every glyph of `layout` that comes from a color bitmap font, after the outline
    /// glyphs; `opacity` (0...255) is the label color's premultiplied alpha.
    package func drawColorGlyphs(_ layout: TextLayout, top: Double, transform t: AffineTransform, fontSize: Double, opacity: UInt32,
                         clip: (x0: Int, y0: Int, x1: Int, y1: Int), into pixmap: inout Pixmap) {
        let region = ClipRegion(rect: IntRect(x0: clip.x0, y0: clip.y0, x1: clip.x1, y1: clip.y1))
        for line in layout.lines {
            for g in line.glyphs {
                let face = fonts.faces[layout.faceIDs[g.font]]
                guard face.isColorBitmap, face.strikePixelsPerEm > 0,
                      let bitmap = colorGlyphs.bitmap(face: layout.faceIDs[g.font], glyph: g.glyph, { face.colorBitmap(glyph: g.glyph) })
                else { continue }
                let pointsPerPixel = fontSize / Double(face.strikePixelsPerEm)
                let origin = Point(x: line.x + g.x + Double(bitmap.left) * pointsPerPixel,
                                   y: top + line.baseline + g.y + Double(bitmap.top) * pointsPerPixel)
                let imageToLocal = AffineTransform(a: pointsPerPixel, b: 0, c: 0, d: pointsPerPixel, tx: origin.x, ty: origin.y)
                let base = bitmap.chain.levels[0]
                guard let sampler = ImageSampler(chain: bitmap.chain, imageToDevice: imageToLocal.concatenating(t), opacity: opacity),
                      let shape = RoundedRectCoverage(size: Size(width: Double(base.width) * pointsPerPixel, height: Double(base.height) * pointsPerPixel),
                                                      cornerRadius: 0, transform: AffineTransform.translation(origin.x, origin.y).concatenating(t))
                else { continue }
                pixmap.draw(sampler, through: CoverageScanner(shape: shape, clip: region, target: pixmap.bounds))
            }
        }
    }
}

/// Color glyph bitmaps by (face id, glyph), each with its mip chain, made on first use. Owned by
/// one `TextRenderer` (one thread), like the glyph cache.
package final class ColorGlyphCache {
    package struct Entry {
        let chain: MipChain
        let left: Int, top: Int
    }

    private var entries: [UInt64: Entry?] = [:]
    private static let limit = 1024

    /// The cached bitmap, or `make`'s result (nil: a glyph with no bitmap) stored for next time.
    package func bitmap(face: Int, glyph: UInt32, _ make: () -> (image: Pixmap, left: Int, top: Int)?) -> Entry? {
        let key = UInt64(face) << 32 | UInt64(glyph)
        if let entry = entries[key] { return entry }
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        let entry = make().map { Entry(chain: MipChain($0.image), left: $0.left, top: $0.top) }
        entries[key] = entry
        return entry
    }
}
