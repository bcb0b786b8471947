/// The 8-bit coverage of one glyph at one raster size and subpixel offset, in device pixels.
///
/// A value: masks can be handed between threads even though the faces that made them cannot.
package struct GlyphMask: Sendable {
    package let width: Int
    package let height: Int
    /// Offset of the mask's top-left pixel from the pen position, in pixels, y down.
    package let left: Int
    package let top: Int
    /// `width × height` coverage values, row by row from the top.
    package let coverage: [UInt8]

    package static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])

    package var isEmpty: Bool { width == 0 || height == 0 }
}
