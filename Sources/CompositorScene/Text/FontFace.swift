import CompositorCore
import Synchronization
import CFreeType
import CHarfBuzz
import Foundation

/// One font file loaded for one rendering thread: the file's bytes, two FreeType faces over them
/// and the HarfBuzz font that shapes with one of them.
///
/// Shaping and rasterizing use separate faces because an `FT_Face` has one current size: the
/// shaping face stays at `FontFace.shapingPixelsPerEm` (so HarfBuzz positions are exact integers
/// independent of the label's size), while the raster face changes size for every glyph mask.
/// Not thread-safe, like the FreeType objects it owns.
package final class FontFace {
    /// `cacheID` by font file path, for every face loaded in the process.
    private static let cacheIDs = Mutex<[String: Int]>([:])
    /// HarfBuzz positions are 26.6 pixels at this many pixels per em: 65 536 units per em.
    package static let shapingPixelsPerEm = 1024
    /// Layout units (HarfBuzz positions) per em.
    package static let unitsPerEm = shapingPixelsPerEm * 64

    /// The file name (bundled fonts) or the template's path, as messages and layouts name it.
    package let name: String
    /// The face's glyph-cache identity: one number per font file in the process
    /// (`FontFace.cacheIDs`), the same in every thread's collection whatever order it loads faces in.
    package let cacheID: Int
    /// Design metrics in font units: ascender (up, positive), descender (negative), line spacing.
    package let ascender: Int, descender: Int, lineSpacing: Int, designUnitsPerEm: Int

    private let library: FreeTypeLibrary
    private let bytes: UnsafeMutableRawBufferPointer
    private let shapingFace: FT_Face
    private let rasterFace: FT_Face
    /// `hb_font_t`, made by `hb_ft_font_create_referenced` over `shapingFace`.
    package let harfBuzzFont: OpaquePointer
    /// True for a color bitmap font (Noto Color Emoji's CBDT): glyphs come from `colorBitmap`.
    package let isColorBitmap: Bool
    /// The pixels per em of a color bitmap font's strike (0 for outline fonts).
    package let strikePixelsPerEm: Int
    /// The raster face's current size (quarter pixels per em), to skip redundant `FT_Set_Char_Size`.
    private var rasterSize: (x: Int, y: Int) = (0, 0)

    /// Loads the font file at `path` (face `faceIndex` of a collection such as a `.ttc`);
    /// `name` is how errors and layouts refer to it.
    package init(path: String, name: String, library: FreeTypeLibrary, faceIndex: Int = 0) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw AssetError(path: name, message: "font file not found")
        }
        // A FIFO would block the read below until some writer came.
        if let refusal = FileNode(path: path).inputRefusal { throw AssetError(path: name, message: refusal) }
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw AssetError(path: name, message: "cannot read the font file (or it is empty)")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        func openFace() throws -> FT_Face {
            var face: FT_Face?
            let error = FT_New_Memory_Face(library.handle, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                           FT_Long(bytes.count), FT_Long(faceIndex), &face)
            guard error == 0, let face else {
                throw AssetError(path: name, message: "not a font FreeType can read (FreeType error \(error))")
            }
            // Outlines, or color bitmaps (CBDT emoji, drawn by `colorBitmap` and resampled).
            guard (CFreeType_isScalable(face) != 0 && face.pointee.units_per_EM > 0)
                    || (CFreeType_hasColor(face) != 0 && face.pointee.num_fixed_sizes > 0) else {
                FT_Done_Face(face)
                throw AssetError(path: name, message: "the font has no scalable outlines")
            }
            return face
        }
        let shaping: FT_Face, raster: FT_Face
        do {
            shaping = try openFace()
            do { raster = try openFace() } catch { FT_Done_Face(shaping); throw error }
        } catch {
            bytes.deallocate()
            throw error
        }
        let isColorBitmap = CFreeType_isScalable(raster) == 0
        let font: OpaquePointer
        if isColorBitmap {
            // A bitmap-only font has no size to shape at: HarfBuzz's own OpenType functions
            // shape it in design units scaled to the same 65 536 units per em.
            FT_Select_Size(raster, 0)
            let blob = hb_blob_create(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self),
                                      UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
            let hbFace = hb_face_create(blob, 0)
            hb_blob_destroy(blob)
            font = hb_font_create(hbFace)
            hb_face_destroy(hbFace)
            hb_font_set_scale(font, Int32(Self.unitsPerEm), Int32(Self.unitsPerEm))
            strikePixelsPerEm = Int(raster.pointee.size.pointee.metrics.y_ppem)
        } else {
            // Takes its own reference to `shaping`; hb_font_destroy drops it.
            guard FT_Set_Char_Size(shaping, 0, FT_F26Dot6(Self.shapingPixelsPerEm * 64), 72, 72) == 0,
                  let made = hb_ft_font_create_referenced(shaping) else {
                FT_Done_Face(shaping)
                FT_Done_Face(raster)
                bytes.deallocate()
                throw AssetError(path: name, message: "FreeType cannot scale the font")
            }
            font = made
            hb_ft_font_set_load_flags(font, CFreeType_loadFlagsUnhintedOutline())
            strikePixelsPerEm = 0
        }
        self.isColorBitmap = isColorBitmap

        self.name = name
        let file = faceIndex == 0 ? path : "\(path)#\(faceIndex)"
        cacheID = Self.cacheIDs.withLock { ids in
            if let id = ids[file] { return id }
            ids[file] = ids.count
            return ids.count - 1
        }
        self.library = library
        self.bytes = bytes
        self.shapingFace = shaping
        self.rasterFace = raster
        self.harfBuzzFont = font
        if isColorBitmap {
            // FreeType gives a bitmap-only face no design units: its strike's pixels stand in.
            let metrics = raster.pointee.size.pointee.metrics
            designUnitsPerEm = max(strikePixelsPerEm, 1)
            ascender = Int(metrics.ascender) / 64
            descender = Int(metrics.descender) / 64
            lineSpacing = Int(metrics.height) / 64
        } else {
            designUnitsPerEm = Int(shaping.pointee.units_per_EM)
            ascender = Int(shaping.pointee.ascender)
            descender = Int(shaping.pointee.descender)
            lineSpacing = Int(shaping.pointee.height)
        }
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        FT_Done_Face(shapingFace)
        FT_Done_Face(rasterFace)
        bytes.deallocate()
    }

    /// True when the font has a glyph for `scalar`.
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(rasterFace, FT_ULong(scalar.value)) != 0
    }

    /// Rasterizes `glyph` unhinted at `size` (quarter pixels per em, horizontally and vertically),
    /// its origin moved right and down by `subpixel` / `GlyphRasterSize.subpixelSteps` of a pixel.
    /// A glyph FreeType cannot load or render (or a blank one) gives an empty mask.
    package func rasterize(glyph: UInt32, size: (x: Int, y: Int), subpixel: (x: Int, y: Int)) -> GlyphMask {
        guard !isColorBitmap else { return .empty }
        if size != rasterSize {
            guard FT_Set_Char_Size(rasterFace, FT_F26Dot6(size.x * 16), FT_F26Dot6(size.y * 16), 72, 72) == 0 else {
                rasterSize = (0, 0)
                return .empty
            }
            rasterSize = size
        }
        guard FT_Load_Glyph(rasterFace, glyph, CFreeType_loadFlagsUnhintedOutline()) == 0,
              let slot = rasterFace.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return .empty }
        let step = 64 / GlyphRasterSize.subpixelSteps
        // FreeType's y axis points up; the device's points down.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel.x * step), FT_Pos(-subpixel.y * step))
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.num_grays == 256
        else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means the rows run bottom-up in memory.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                (out.baseAddress! + row * width).update(from: source, count: width)
            }
        }
        return GlyphMask(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                         top: -Int(slot.pointee.bitmap_top), coverage: coverage)
    }

    /// A color bitmap glyph as premultiplied RGBA at the strike's size, with the offset of its
    /// top-left pixel from the pen (strike pixels, y down); `nil` for outline fonts or blanks.
    package func colorBitmap(glyph: UInt32) -> (image: Pixmap, left: Int, top: Int)? {
        guard isColorBitmap, FT_Load_Glyph(rasterFace, glyph, CFreeType_loadFlagsColor()) == 0,
              let slot = rasterFace.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        else { return nil }
        var image = Pixmap(width: width, height: height)
        for row in 0..<height {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
            for x in 0..<width {
                // FreeType's BGRA is premultiplied, as ours; only the byte order differs.
                let b = UInt32(source[4 * x]), g = UInt32(source[4 * x + 1]), r = UInt32(source[4 * x + 2]), a = UInt32(source[4 * x + 3])
                image.pixels[row * width + x] = r | g << 8 | b << 16 | a << 24
            }
        }
        return (image, Int(slot.pointee.bitmap_left), -Int(slot.pointee.bitmap_top))
    }
}
