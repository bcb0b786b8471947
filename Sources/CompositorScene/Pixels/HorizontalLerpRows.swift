import CPixelKernels

/// The horizontal lerps of an image's source rows at one draw's columns (`segue_hlerp_row`),
/// the last two rows made kept. A bilinear sample is the vertical lerp of its two source rows'
/// horizontal lerps, each rounded as `ImageSampler.lerp` rounds (`ImageSampler.sample`'s order:
/// the same integers), so output rows that share a source row — an image drawn larger than its
/// texels, or near their size, as a scale's growing photo — make that row's lerps once instead
/// of once per output row, and read it without gathers. `Pixmap.drawAxisAligned` uses it for
/// opaque images drawn at full opacity, stepping less than two texels a row.
package struct HorizontalLerpRows {
    /// Two rows of `width` pixels: the slots.
    private let base: UnsafeMutablePointer<UInt32>
    /// Pixels a row: the draw's columns, from its first.
    package let width: Int
    /// The image level's texels, `sourceWidth` a row.
    private let source: UnsafePointer<UInt32>, sourceWidth: Int
    /// The draw's column table, and its first column.
    private let columns: ColumnTaps, x0: Int
    /// The source row each slot holds (−1: none).
    private var held = (-1, -1)

    /// Rows over `base` (room for `2 × width` pixels) of `source`, at the `width` columns of
    /// `columns` from column `x0`.
    package init(base: UnsafeMutablePointer<UInt32>, width: Int, source: UnsafePointer<UInt32>, sourceWidth: Int, columns: ColumnTaps, x0: Int) {
        (self.base, self.width, self.source, self.sourceWidth, self.columns, self.x0) = (base, width, source, sourceWidth, columns, x0)
    }

    /// Source row `y`'s lerps, made unless a slot holds them, in the slot not holding row
    /// `keeping` (the other row the caller needs now).
    package mutating func row(_ y: Int, keeping: Int) -> UnsafePointer<UInt32> {
        if held.0 == y { return UnsafePointer(base) }
        if held.1 == y { return UnsafePointer(base + width) }
        let slot = held.0 == keeping ? 1 : 0
        let out = base + slot * width, r = source + y * sourceWidth
        for i in segue_hlerp_row(r, sourceWidth, columns.kernelTaps(from: x0), columns.stride, out, width)..<width {
            out[i] = ImageSampler.lerp(r[columns.x0(x0 + i)], r[columns.x1(x0 + i)], columns.fx(x0 + i))
        }
        if slot == 0 { held.0 = y } else { held.1 = y }
        return UnsafePointer(out)
    }
}
