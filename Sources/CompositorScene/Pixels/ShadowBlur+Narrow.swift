/// The shadow blur's sums in 32-bit lanes (`ShadowBlur.blur`): the same arithmetic as the
/// 64-bit route, exactly, whenever no sum can reach 2³², at twice the lanes a vector register
/// holds and half the memory traffic. The rows' sliding sums run in three branch-free stretches
/// (before the window's trailing edge enters, the middle, past the leading edge) instead of
/// testing both edges at every value.
///
/// The bound (`fits`): the horizontal passes sum at most 255 · Π boxes; rounded to 8.8, a value
/// is at most 65 280, so the vertical passes sum at most 65 280 · Π boxes, and the largest
/// numerator of either division, with its rounding half added, is under 65 536 · Π boxes.
/// Every sliding sum only ever subtracts a value it added before, so it never wraps below zero.
extension ShadowBlur {
    /// Whether blurring by boxes whose widths multiply to `total` keeps every sum under 2³².
    package static func fitsNarrowSums(total: Int64) -> Bool { total > 0 && total < (1 << 32) / 65_536 }

    /// `blur` with 32-bit sums; only for `fitsNarrowSums(total:)`.
    package static func blurNarrow(_ mask: [UInt8], width: Int, height: Int, boxes: [Int], total: Int64) -> [UInt8] {
        let count = width * height
        var a = [UInt32](unsafeUninitializedCapacity: count) { buffer, made in
            for i in 0..<count { buffer[i] = UInt32(mask[i]) }
            made = count
        }
        var b = [UInt32](repeating: 0, count: count)
        let t = UInt32(total)
        a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeMutableBufferPointer { b in
                var src = a.baseAddress!, dst = b.baseAddress!
                for w in boxes where w > 1 {
                    for y in 0..<height { boxRowNarrow(src + y * width, dst + y * width, count: width, radius: w / 2) }
                    swap(&src, &dst)
                }
                divideNarrow(src, count: count, times: 256, adding: t / 2, by: t)
                for w in boxes where w > 1 {
                    boxColumnsNarrow(src, dst, width: width, height: height, radius: w / 2)
                    swap(&src, &dst)
                }
                divideNarrow(src, count: count, times: 1, adding: t * 128, by: t * 256)
                if src != a.baseAddress! { a.baseAddress!.update(from: src, count: count) }
            }
        }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, made in
            for i in 0..<count { buffer[i] = UInt8(truncatingIfNeeded: min(a[i], 255)) }
            made = count
        }
    }

    /// values[i] = (values[i] · factor + bias) / divisor, rounded down, through a double (exact
    /// below 2⁵², `divide`).
    private static func divideNarrow(_ values: UnsafeMutablePointer<UInt32>, count: Int, times factor: UInt32, adding bias: UInt32,
                                     by divisor: UInt32) {
        let d = Double(divisor)
        for i in 0..<count { values[i] = UInt32(Double(values[i] &* factor &+ bias) / d) }
    }

    /// out[i] = in[i − r] + … + in[i + r], zero beyond the ends (`boxRow`), in three stretches.
    package static func boxRowNarrow(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, radius r: Int) {
        var sum: UInt32 = 0
        let head = min(r, count), tail = max(head, count - r)
        for j in 0..<head { sum &+= src[j] }
        // i < r: nothing leaves the window yet.
        for i in 0..<head {
            if i + r < count { sum &+= src[i + r] }
            dst[i] = sum
        }
        // r ≤ i < count − r: one value enters, one leaves.
        for i in head..<tail {
            sum &+= src[i + r]
            dst[i] = sum
            sum &-= src[i - r]
        }
        // i ≥ count − r: nothing enters any more.
        for i in tail..<count {
            dst[i] = sum
            if i >= r { sum &-= src[i - r] }
        }
    }

    /// The vertical box sums of every column at once, row by row (`boxColumns`).
    private static func boxColumnsNarrow(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                                         radius r: Int) {
        var sums = [UInt32](repeating: 0, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
            let sums = sums.baseAddress!
            for j in 0..<min(r, height) { let row = src + j * width; for x in 0..<width { sums[x] &+= row[x] } }
            for i in 0..<height {
                if i + r < height { let row = src + (i + r) * width; for x in 0..<width { sums[x] &+= row[x] } }
                (dst + i * width).update(from: sums, count: width)
                if i - r >= 0 { let row = src + (i - r) * width; for x in 0..<width { sums[x] &-= row[x] } }
            }
        }
    }
}
