/// An opaque frame's Y', Cb and Cr 4:2:0 planes (BT.709 limited range, as `YUV420Converter`
/// makes them) before their last rounding: 8.8 fixed point, so a sample's top byte is exactly
/// the converter's output and its low byte the fraction it drops. The layer cache keeps them
/// beside an opaque full-frame store (`LayerCache.withPlanes`) so frames made of such stores
/// (`PlaneFrame`) are written straight into the encoder's picture, without compositing and
/// converting RGBA: a cross-fade of two stores rounds once, from the fractions, instead of
/// rounding the RGBA blend and then its conversion.
struct FixedPointPlanes: Sendable {
    let width: Int, height: Int
    /// `width × height` luma samples, then `width/2 × height/2` of each chroma plane, row by row.
    let y: [UInt16], cb: [UInt16], cr: [UInt16]

    /// Bytes held (two a sample).
    var byteCount: Int { 2 * (y.count + cb.count + cr.count) }

    /// The planes of `pixmap` (even width and height; alpha ignored, as `YUV420Converter` does):
    /// its `luma` and `chroma` sums shifted 8 bits less, so `sample >> 8` is the converter's
    /// byte exactly (floor of a floor). Scalar loops: this runs once per store and clip.
    init(_ pixmap: Pixmap) {
        let width = pixmap.width, height = pixmap.height, columns = width / 2
        typealias C = YUV420Converter
        var y = [UInt16](repeating: 0, count: width * height)
        var cb = [UInt16](repeating: 0, count: columns * (height / 2)), cr = cb
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            y.withUnsafeMutableBufferPointer { y in
                for index in 0..<(width * height) {
                    let p = pixels[index]
                    let (r, g, b) = (Int32(p & 0xFF), Int32(p >> 8 & 0xFF), Int32(p >> 16 & 0xFF))
                    y[index] = UInt16(truncatingIfNeeded: (16 << 16 + 1 << 15 + C.yR &* r + C.yG &* g + C.yB &* b) >> 8)
                }
            }
            cb.withUnsafeMutableBufferPointer { cb in
                cr.withUnsafeMutableBufferPointer { cr in
                    for pair in 0..<(height / 2) {
                        let top = pixels.baseAddress! + 2 * pair * width, bottom = top + width, row = pair * columns
                        for column in 0..<columns {
                            // Each 2×2 block's channel sums, R and B sharing a word as YUV420Converter sums them.
                            let p0 = top[2 * column], p1 = top[2 * column + 1], p2 = bottom[2 * column], p3 = bottom[2 * column + 1]
                            let rb = (p0 & 0x00FF_00FF) &+ (p1 & 0x00FF_00FF) &+ (p2 & 0x00FF_00FF) &+ (p3 & 0x00FF_00FF)
                            let g = (p0 >> 8 & 0xFF) &+ (p1 >> 8 & 0xFF) &+ (p2 >> 8 & 0xFF) &+ (p3 >> 8 & 0xFF)
                            let r4 = Int32(rb & 0xFFFF), g4 = Int32(g), b4 = Int32(rb >> 16)
                            cb[row + column] = Self.chroma(C.cbR, C.cbG, C.cbB, r4, g4, b4)
                            cr[row + column] = Self.chroma(C.crR, C.crG, C.crB, r4, g4, b4)
                        }
                    }
                }
            }
        }
        (self.width, self.height, self.y, self.cb, self.cr) = (width, height, y, cb, cr)
    }

    /// `YUV420Converter.chroma` 8 bits short of its last shift (the sum is positive: the
    /// result lies in 16...240).
    private static func chroma(_ cr: Int32, _ cg: Int32, _ cb: Int32, _ r4: Int32, _ g4: Int32, _ b4: Int32) -> UInt16 {
        UInt16(truncatingIfNeeded: (128 << 18 + 1 << 17 + cr &* r4 + cg &* g4 + cb &* b4) >> 10)
    }
}
