/// One axis-aligned image draw's column table: for each device column its two texel columns and
/// the weight of the second (`ImageSampler.taps`), worked out once per draw.
///
/// Kept as three rows of `stride` words — every column's first texel, then every second texel,
/// then every weight — so that the AVX2 row kernels (`segue_bilinear_row`, `segue_hlerp_row`)
/// read eight columns' taps with three plain loads from any column instead of splitting
/// interleaved triplets with permutes on every row of the draw.
package struct ColumnTaps {
    /// The first row's word for device column 0 (a pointer offset by the draw's first column).
    package let base: UnsafePointer<UInt32>
    /// Words a row: the draw's width.
    package let stride: Int

    /// The table over `words` (room for `3 × width` words) of the `width` columns from device
    /// column `x0`, filled with `taps(column)` for each.
    package static func fill(_ words: UnsafeMutablePointer<UInt32>, x0: Int, width: Int,
                     _ taps: (Int) -> (Int, Int, UInt32)) -> ColumnTaps {
        for i in 0..<width {
            let (a, b, f) = taps(x0 + i)
            words[i] = UInt32(a); words[width + i] = UInt32(b); words[2 * width + i] = f
        }
        return ColumnTaps(base: UnsafePointer(words) - x0, stride: width)
    }

    /// Column `x`'s first texel.
    @inline(__always) package func x0(_ x: Int) -> Int { Int(base[x]) }
    /// Column `x`'s second texel.
    @inline(__always) package func x1(_ x: Int) -> Int { Int(base[x + stride]) }
    /// Column `x`'s weight on its second texel (0...255).
    @inline(__always) package func fx(_ x: Int) -> UInt32 { base[x + 2 * stride] }
    /// The kernels' pointer for the run starting at column `x` (its first texel; the other rows
    /// `stride` and `2 × stride` words on).
    @inline(__always) package func kernelTaps(from x: Int) -> UnsafePointer<UInt32> { base + x }
}
