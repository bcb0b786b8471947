/// The 8-bit coverage of one glyph at one raster size and subpixel offset, in device pixels.
///
/// A value: masks can be handed between threads even though the faces that made them cannot.
struct GlyphMask: Sendable {
    let width: Int
    let height: Int
    /// Offset of the mask's top-left pixel from the pen position, in pixels, y down.
    let left: Int
    let top: Int
    /// `width × height` coverage values, row by row from the top.
    let coverage: [UInt8]

    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])

    var isEmpty: Bool { width == 0 || height == 0 }
}
