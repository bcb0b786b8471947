import CompositorCore

/// Lays out and draws labels with FreeType and HarfBuzz: one per rendering thread, because it
/// owns an `FT_Library`, its faces and their HarfBuzz fonts, none of which may be used from two
/// threads at once. Layouts and glyph masks it makes are values; the masks go to a `GlyphCache`
/// that the renderers of a clip's threads share.
package final class TextRenderer {
    package let fonts: FontCollection
    private let shaper = TextShaper()
    /// Rasterized glyph masks: shared with the other threads' renderers of a clip, or its own.
    private let glyphs: GlyphCache
    /// Emoji bitmaps with their mip chains, by face and glyph.
    package let colorGlyphs = ColorGlyphCache()
    private var layouts: [LayoutKey: TextLayout] = [:]
    private static let layoutCacheLimit = 512
    /// Labels shaped once for every box they are laid out in (`PreparedLabel`), by colorless
    /// label; `nil` for a label that draws nothing.
    private var prepared: [Label: PreparedLabel?] = [:]
    private static let preparedCacheLimit = 256

    private struct LayoutKey: Hashable {
        var label: Label
        var width: Double
        var height: Double?
    }

    /// Fonts load on first use, so a fresh renderer costs little. `glyphs` is the mask cache to
    /// draw from: the clip's shared one (`AssetStore.glyphMasks`), or by default one of its own.
    /// Glyph keys name the face by file and face index (`FontFace.cacheID`), so renderers of
    /// different locales may share one cache.
    /// `cjkFace`: the face of the CJK fallback font (`FontFallback.cjkFace(locale:)`).
    public init(glyphs: GlyphCache = GlyphCache(), cjkFace: Int = 0) throws {
        fonts = FontCollection(library: try FreeTypeLibrary(), cjkFace: cjkFace)
        self.glyphs = glyphs
    }

    /// Shaped lines of `label` in a box `width` points wide (`.infinity` for one unwrapped line per
    /// paragraph), with no height limit: for tests and measurement.
    public func layout(_ label: Label, width: Double) throws -> TextLayout {
        try layout(label, width: width, height: nil)
    }

    /// Shaped lines of `label` in a box `width` × `height` points (`height` nil: unlimited); a
    /// bounded height keeps only the lines that fit, as UILabel does.
    public func layout(_ label: Label, width: Double, height: Double?) throws -> TextLayout {
        var colorless = label
        colorless.color = .clear  // color does not change layout; an animated color must still hit the cache
        let key = LayoutKey(label: colorless, width: width, height: height)
        if let layout = layouts[key] { return layout }
        let layouter = LabelLayouter(fonts: fonts, shaper: shaper)
        let shaped: PreparedLabel?
        if let known = prepared[colorless] {
            shaped = known
        } else {
            shaped = try layouter.prepare(label)
            if prepared.count >= Self.preparedCacheLimit { prepared.removeAll(keepingCapacity: true) }
            prepared[colorless] = shaped
        }
        let layout = shaped.map { layouter.layout($0, width: width, height: height) } ?? .empty
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }

    /// Checks that the label's fonts load and that some bundled or named font has every character.
    /// Throws `AssetError` for a missing or corrupt font file, an unknown family, or (unless
    /// `allowMissingGlyphs`) characters no font has, listed as U+XXXX; with `allowMissingGlyphs`
    /// those come back as a warning and draw as the font's .notdef glyph.
    public func validate(_ label: Label, allowMissingGlyphs: Bool) throws -> [String] {
        var everything = label
        everything.numberOfLines = 0
        let missing = try LabelLayouter(fonts: fonts, shaper: shaper)
            .layout(everything, width: .infinity, height: nil).missingCharacters
        guard !missing.isEmpty else { return [] }
        let list = missing.map(Self.codePoint).joined(separator: ", ")
        let oneLine = String(String.UnicodeScalarView(label.text.unicodeScalars.map { $0.isParagraphSeparator ? " " : $0 }))
        let excerpt = oneLine.count > 40 ? oneLine.prefix(40) + "…" : oneLine
        if allowMissingGlyphs {
            return ["label \"\(excerpt)\": no bundled or named font has \(list); drawn as the font's .notdef glyph"]
        }
        throw AssetError(path: label.font.file ?? label.font.family ?? BundledFonts.defaultFamily,
                         message: "no bundled or named font has \(list) (label \"\(excerpt)\")")
    }

    /// Draws `label` laid out in a box of `size` points whose local coordinates (origin top-left,
    /// y down, points) map to device pixels by `transform` (canvas scale and every ancestor
    /// transform included). `opacity` multiplies the label color's alpha. Only device pixels in
    /// `x0..<x1` × `y0..<y1` of `clip` (and of the pixmap) change. As UILabel, the block of lines
    /// is centered vertically in the box.
    ///
    /// Glyphs are rasterized at the device size (font size × transform scale, quantized by
    /// `GlyphRasterSize`), so text stays sharp while a segue scales it. Under scale and
    /// translation only, masks are copied at quarter-pixel pen positions; under rotation, skew
    /// or flips they are resampled bilinearly through the transform.
    public func draw(_ label: Label, size: Size, transform: AffineTransform, opacity: Double,
                     clip: (x0: Int, y0: Int, x1: Int, y1: Int), into pixmap: inout Pixmap) throws {
        let color = label.color.premultiplied(opacity: opacity.isFinite ? opacity : 0)
        guard color.a > 0 else { return }
        let layout = try layout(label, width: size.width, height: size.height)
        let bounds = (x0: max(clip.x0, 0), y0: max(clip.y0, 0), x1: min(clip.x1, pixmap.width), y1: min(clip.y1, pixmap.height))
        guard !layout.lines.isEmpty, bounds.x0 < bounds.x1, bounds.y0 < bounds.y1 else { return }
        let top = (size.height - layout.height) / 2
        let t = transform, fontSize = label.font.size, raster = Self.axisAlignedSize(fontSize, t)
        let stride = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
            let blitter = GlyphBlitter(pixels: pixels, stride: stride, clip: bounds, color: color.packed)
            if let raster {
                drawAxisAligned(layout, top: top, transform: t, size: raster, with: blitter)
            } else {
                drawTransformed(layout, top: top, transform: t, fontSize: fontSize, with: blitter)
            }
        }
        if layout.faceIDs.contains(where: { fonts.faces[$0].isColorBitmap }) {
            drawColorGlyphs(layout, top: top, transform: t, fontSize: fontSize, opacity: UInt32(color.a), clip: bounds, into: &pixmap)
        }
    }

    /// The raster size (device pixels a font-size em, x and y) masks are copied at when
    /// `transform` only scales (positively) and translates and both sizes are in range; nil
    /// when the transformed route (masks resampled through the transform) draws instead.
    private static func axisAlignedSize(_ fontSize: Double, _ t: AffineTransform) -> (x: Int, y: Int)? {
        let sizeX = GlyphRasterSize.quantize(fontSize * t.a), sizeY = GlyphRasterSize.quantize(fontSize * t.d)
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, (1...GlyphRasterSize.maximum).contains(sizeX),
              (1...GlyphRasterSize.maximum).contains(sizeY) else { return nil }
        return (sizeX, sizeY)
    }

    private func drawAxisAligned(_ layout: TextLayout, top: Double, transform t: AffineTransform,
                                 size: (x: Int, y: Int), with blitter: GlyphBlitter) {
        forEachAxisAlignedMask(layout, top: top, transform: t, size: size) { blitter.blit($0, x: $1, y: $2) }
    }

    /// Each glyph mask the axis-aligned route places, with the device pixel of its top-left
    /// corner: what `drawAxisAligned` blits, and `inkBounds` measures.
    private func forEachAxisAlignedMask(_ layout: TextLayout, top: Double, transform t: AffineTransform,
                                        size: (x: Int, y: Int), _ body: (GlyphMask, Int, Int) -> Void) {
        for line in layout.lines {
            for g in line.glyphs {
                let pen = t.apply(Point(x: line.x + g.x, y: top + line.baseline + g.y))
                guard let x = GlyphRasterSize.snap(pen.x), let y = GlyphRasterSize.snap(pen.y) else { continue }
                let face = layout.faceIDs[g.font]
                let key = GlyphKey(face: fonts.faces[face].cacheID, glyph: g.glyph, sizeX: Int32(size.x), sizeY: Int32(size.y),
                                   subpixelX: UInt8(x.subpixel), subpixelY: UInt8(y.subpixel))
                let mask = glyphs.mask(for: key) {
                    fonts.faces[face].rasterize(glyph: g.glyph, size: size, subpixel: (x.subpixel, y.subpixel))
                }
                guard !mask.isEmpty else { continue }
                body(mask, x.pixel + mask.left, y.pixel + mask.top)
            }
        }
    }

    /// Rasterizes at the transform's mean scale (square root of the determinant, capped) with no
    /// subpixel offset, and lets bilinear sampling place and orient each mask.
    private func drawTransformed(_ layout: TextLayout, top: Double, transform t: AffineTransform,
                                 fontSize: Double, with blitter: GlyphBlitter) {
        guard let inverse = t.inverted() else { return }
        forEachTransformedMask(layout, top: top, transform: t, fontSize: fontSize) { mask, localToMask, bounds in
            blitter.blit(mask, map: inverse.concatenating(localToMask), bounds: bounds)
        }
    }

    /// Each glyph mask the transformed route places: the map from the label's local points to
    /// mask pixels, and the device pixels the mask may change (its mapped corners, one pixel
    /// more). What `drawTransformed` blits, and `inkBounds` measures.
    private func forEachTransformedMask(_ layout: TextLayout, top: Double, transform t: AffineTransform, fontSize: Double,
                                        _ body: (GlyphMask, AffineTransform, (x0: Int, y0: Int, x1: Int, y1: Int)) -> Void) {
        guard t.inverted() != nil else { return }
        let q = min(GlyphRasterSize.quantize(fontSize * t.determinant.magnitude.squareRoot()), GlyphRasterSize.maximum)
        guard q > 0 else { return }
        let rasterPerPoint = Double(q) / 4 / fontSize
        for line in layout.lines {
            for g in line.glyphs {
                let pen = Point(x: line.x + g.x, y: top + line.baseline + g.y)
                let face = layout.faceIDs[g.font]
                let key = GlyphKey(face: fonts.faces[face].cacheID, glyph: g.glyph, sizeX: Int32(q), sizeY: Int32(q), subpixelX: 0, subpixelY: 0)
                let mask = glyphs.mask(for: key) { fonts.faces[face].rasterize(glyph: g.glyph, size: (q, q), subpixel: (0, 0)) }
                guard !mask.isEmpty else { continue }
                // Mask pixel (u, v) is local point pen + ((left + u, top + v) / rasterPerPoint).
                let maskToLocal = AffineTransform(
                    a: 1 / rasterPerPoint, b: 0, c: 0, d: 1 / rasterPerPoint,
                    tx: pen.x + Double(mask.left) / rasterPerPoint, ty: pen.y + Double(mask.top) / rasterPerPoint)
                let maskToDevice = maskToLocal.concatenating(t)
                let localToMask = AffineTransform(
                    a: rasterPerPoint, b: 0, c: 0, d: rasterPerPoint,
                    tx: -(pen.x * rasterPerPoint + Double(mask.left)), ty: -(pen.y * rasterPerPoint + Double(mask.top)))
                let area = maskToDevice.bounds(of: Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)))
                guard area.minX.magnitude < 1e9, area.maxX.magnitude < 1e9,
                      area.minY.magnitude < 1e9, area.maxY.magnitude < 1e9 else { continue }
                let bounds = (x0: Int(area.minX.rounded(.down)) - 1, y0: Int(area.minY.rounded(.down)) - 1,
                              x1: Int(area.maxX.rounded(.up)) + 1, y1: Int(area.maxY.rounded(.up)) + 1)
                body(mask, localToMask, bounds)
            }
        }
    }

    /// The device pixels `draw` may change for `label` laid out in a box of `size` points
    /// through `transform` (as `draw` takes them, at any opacity above zero): the union of the
    /// glyph masks it places, found by the very routes that place them. Tighter than any
    /// reckoning from the box (glyphs overhang their advance, a line outgrows a short box) and
    /// exact for what is drawn, so a caller may draw the label only there (a slide's bar rows).
    /// `.empty` when it draws nothing; nil when a color glyph (drawn by its own route) is in it.
    public func inkBounds(_ label: Label, size: Size, transform: AffineTransform) throws -> IntRect? {
        guard label.color.premultiplied(opacity: 1).a > 0 else { return .empty }
        let layout = try layout(label, width: size.width, height: size.height)
        guard !layout.lines.isEmpty else { return .empty }
        if layout.faceIDs.contains(where: { fonts.faces[$0].isColorBitmap }) { return nil }
        let top = (size.height - layout.height) / 2
        let t = transform, fontSize = label.font.size
        var ink = IntRect.empty
        func add(_ r: IntRect) { ink = ink.isEmpty ? r : ink.union(r) }
        if let raster = Self.axisAlignedSize(fontSize, t) {
            forEachAxisAlignedMask(layout, top: top, transform: t, size: raster) { mask, x, y in
                add(IntRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height))
            }
        } else {
            forEachTransformedMask(layout, top: top, transform: t, fontSize: fontSize) { _, _, b in
                add(IntRect(x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1))
            }
        }
        return ink
    }

    /// "U+0041" style, at least four hex digits.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// Glyph masks cached so far (for tests of cache behavior).
    package var cachedGlyphCount: Int { glyphs.count }
}
