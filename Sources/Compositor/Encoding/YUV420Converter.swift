/// RGB → Y'CbCr 4:2:0, BT.709 matrix, limited ("TV") range, in 16.16 fixed point.
///
/// Our own converter rather than libswscale's because it is faster on a 1080p frame (see the
/// encoder's report figures in `VideoEncoder`) and exact by construction: integer arithmetic
/// only, each output sample depends on its own 1 or 2×2 input pixels, so the result does not
/// depend on the machine or on how rows are split across threads.
///
/// Y' = 16 + 219 · (0.2126 R + 0.7152 G + 0.0722 B) / 255; Cb, Cr = 128 + 224 · (B − Y'), (R − Y')
/// over 255 · 1.8556 and 255 · 1.5748, from the 2×2 block's mean RGB (chroma sited at the
/// block centre). The coefficient rows sum exactly to 219/255 and to 0, so every grey has
/// Cb = Cr = 128 exactly, white is (235, 128, 128) and black (16, 128, 128).
/// Pixels are taken as opaque: a premultiplied pixel's alpha is ignored, which is compositing
/// it over black.
enum YUV420Converter {
    static let fractionBits = 16
    // round(2^16 · 219/255 · K) with the green term taking the remainder of the row's sum.
    static let yR: Int32 = 11966, yB: Int32 = 4064, yG: Int32 = 56284 - yR - yB
    // round(2^16 · 224/255 · Kr / (2 (1 − Kb))), round(2^16 · 112/255); rows sum to 0.
    static let cbR: Int32 = -6596, cbB: Int32 = 28784, cbG: Int32 = -cbR - cbB
    static let crG: Int32 = -26145, crB: Int32 = -2639, crR: Int32 = -crG - crB

    /// One pixel's Y', Cb, Cr (the 4:4:4 value, for tests and documentation).
    static func ycbcr(r: Int32, g: Int32, b: Int32) -> (y: UInt8, cb: UInt8, cr: UInt8) {
        (luma(r, g, b), chroma(cbR, cbG, cbB, r << 2, g << 2, b << 2), chroma(crR, crG, crB, r << 2, g << 2, b << 2))
    }

    @inline(__always)
    static func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (16 << 16 + 1 << 15 + yR &* r + yG &* g + yB &* b) >> 16)
    }

    /// From sums of four pixels' channels; the result lies in 16...240 for any input.
    @inline(__always)
    static func chroma(_ cr: Int32, _ cg: Int32, _ cb: Int32, _ r4: Int32, _ g4: Int32, _ b4: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (128 << 18 + 1 << 17 + cr &* r4 + cg &* g4 + cb &* b4) >> 18)
    }

    /// Converts `pixmap` (even width and height) into the three planes, whose rows are
    /// `yStride`, `cbStride` and `crStride` bytes apart. Rows `rowPairs` (in units of two
    /// luma rows) only, so callers may split a frame into independent bands.
    static func convert(_ pixmap: Pixmap, rowPairs: Range<Int>,
                        y: UnsafeMutablePointer<UInt8>, yStride: Int,
                        cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
                        cr: UnsafeMutablePointer<UInt8>, crStride: Int) {
        let width = pixmap.width
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            let source = pixels.baseAddress!
            for pair in rowPairs {
                let top = source + 2 * pair * width, bottom = top + width
                let yTop = y + 2 * pair * yStride, yBottom = yTop + yStride
                let cbRow = cb + pair * cbStride, crRow = cr + pair * crStride
                for column in 0..<(width / 2) {
                    let x = 2 * column
                    let p0 = top[x], p1 = top[x + 1], p2 = bottom[x], p3 = bottom[x + 1]
                    let r0 = Int32(p0 & 0xFF), g0 = Int32(p0 >> 8 & 0xFF), b0 = Int32(p0 >> 16 & 0xFF)
                    let r1 = Int32(p1 & 0xFF), g1 = Int32(p1 >> 8 & 0xFF), b1 = Int32(p1 >> 16 & 0xFF)
                    let r2 = Int32(p2 & 0xFF), g2 = Int32(p2 >> 8 & 0xFF), b2 = Int32(p2 >> 16 & 0xFF)
                    let r3 = Int32(p3 & 0xFF), g3 = Int32(p3 >> 8 & 0xFF), b3 = Int32(p3 >> 16 & 0xFF)
                    yTop[x] = luma(r0, g0, b0)
                    yTop[x + 1] = luma(r1, g1, b1)
                    yBottom[x] = luma(r2, g2, b2)
                    yBottom[x + 1] = luma(r3, g3, b3)
                    let r4 = r0 + r1 + r2 + r3, g4 = g0 + g1 + g2 + g3, b4 = b0 + b1 + b2 + b3
                    cbRow[column] = chroma(cbR, cbG, cbB, r4, g4, b4)
                    crRow[column] = chroma(crR, crG, crB, r4, g4, b4)
                }
            }
        }
    }
}
