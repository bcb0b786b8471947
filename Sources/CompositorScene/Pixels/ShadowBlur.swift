/// The blur of a drop shadow: three box blurs in each direction, which approximate a Gaussian
/// closely (the sizes follow Kutskir's "boxes for Gauss"), in exact integer arithmetic.
///
/// Sums are carried unnormalized through the three passes of each direction, so nothing is lost
/// to rounding but the one division after the horizontal passes and the one at the end; the
/// mask is padded by the blur's reach, so the blur neither loses nor gains ink at the borders.
package enum ShadowBlur {
    /// Three odd box widths whose successive application approximates a Gaussian of `sigma`
    /// pixels; all 1 (no blur) for sigma below a third of a pixel.
    public static func boxes(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 1.0 / 3 else { return [1, 1, 1] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// How far (pixels) the blur spreads a pixel on each side.
    public static func reach(_ boxes: [Int]) -> Int { boxes.reduce(0) { $0 + ($1 - 1) / 2 } }

    /// `mask` (`width × height` values 0...255, row-major) blurred by `boxes` both ways, values
    /// 0...255. Pixels beyond the mask count as 0; pad the mask by `reach` to keep all the ink.
    public static func blur(_ mask: [UInt8], width: Int, height: Int, boxes: [Int]) -> [UInt8] {
        let total = boxes.reduce(1) { $0 * Int64($1) }
        // Every shadow up to a sigma of about 20 pixels: the same values in 32-bit sums.
        if fitsNarrowSums(total: total) { return blurNarrow(mask, width: width, height: height, boxes: boxes, total: total) }
        return blurWide(mask, width: width, height: height, boxes: boxes)
    }

    /// `blur` with 64-bit sums, for any boxes.
    package static func blurWide(_ mask: [UInt8], width: Int, height: Int, boxes: [Int]) -> [UInt8] {
        let total = boxes.reduce(1) { $0 * Int64($1) }
        var a = mask.map { Int64($0) }
        var b = [Int64](repeating: 0, count: a.count)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var src = a.baseAddress!, dst = b.baseAddress!
                for w in boxes where w > 1 {
                    for y in 0..<height { boxRow(src + y * width, dst + y * width, count: width, radius: w / 2) }
                    swap(&src, &dst)
                }
                // To 8.8 fixed point, rounded: the vertical sums then stay well inside Int64.
                divide(src, count: width * height, times: 256, adding: total / 2, by: total, largest: 256 * 256 * Double(total))
                for w in boxes where w > 1 {
                    boxColumns(src, dst, width: width, height: height, radius: w / 2)
                    swap(&src, &dst)
                }
                let divisor = total * 256
                divide(src, count: width * height, times: 1, adding: divisor / 2, by: divisor, largest: 256 * 256 * Double(total))
                if src != a.baseAddress! { a.baseAddress!.update(from: src, count: width * height) }
            }
        }
        return a.map { UInt8(truncatingIfNeeded: min(max($0, 0), 255)) }
    }

    /// values[i] = (values[i] · factor + bias) / divisor, rounded down, for values whose
    /// numerator is at least 0 and at most `largest`. Below 2⁵² through a double: both operands
    /// are exact there and the correctly rounded quotient n / d never reaches the next integer
    /// (that would take n ≥ 2⁵³), so its truncation is the integer quotient — at a fraction of a
    /// 64-bit `idiv`'s cost (the blur divides every value twice). Beyond
    /// (never for a sigma up to 400), the integer division.
    package static func divide(_ values: UnsafeMutablePointer<Int64>, count: Int, times factor: Int64, adding bias: Int64,
                               by divisor: Int64, largest: Double) {
        if largest < 0x1p52 {
            let d = Double(divisor)
            for i in 0..<count { values[i] = Int64(Double(values[i] &* factor &+ bias) / d) }
        } else {
            for i in 0..<count { values[i] = (values[i] * factor + bias) / divisor }
        }
    }

    /// out[i] = in[i − r] + … + in[i + r], zero beyond the ends.
    package static func boxRow(_ src: UnsafeMutablePointer<Int64>, _ dst: UnsafeMutablePointer<Int64>, count: Int, radius r: Int) {
        var sum: Int64 = 0
        for j in 0..<min(r, count) { sum += src[j] }
        for i in 0..<count {
            if i + r < count { sum += src[i + r] }
            dst[i] = sum
            if i - r >= 0 { sum -= src[i - r] }
        }
    }

    /// The vertical box sums of every column at once, row by row (cache-friendly).
    package static func boxColumns(_ src: UnsafeMutablePointer<Int64>, _ dst: UnsafeMutablePointer<Int64>, width: Int, height: Int, radius r: Int) {
        var sums = [Int64](repeating: 0, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
            for j in 0..<min(r, height) { for x in 0..<width { sums[x] += src[j * width + x] } }
            for i in 0..<height {
                if i + r < height { let row = src + (i + r) * width; for x in 0..<width { sums[x] += row[x] } }
                let out = dst + i * width
                for x in 0..<width { out[x] = sums[x] }
                if i - r >= 0 { let row = src + (i - r) * width; for x in 0..<width { sums[x] -= row[x] } }
            }
        }
    }
}
