import CPixelKernels
import CompositorScene

/// RGB → Y'CbCr 4:2:0, BT.709 matrix, limited ("TV") range, in 16.16 fixed point.
///
/// Our own converter rather than libswscale's: on a 1080×1920 frame in a release build it takes
/// 1.05 ms with the AVX2 kernel (`segue_yuv420_row_pair_at` in CPixelKernels), 1.43 ms through the
/// scalar loops the compiler vectorizes for baseline SSE2 (taken without AVX2 and for the last
/// `width % 16` pixels), against swscale's 8.7–11.5 ms for 1080p (SWS_ACCURATE_RND |
/// SWS_BITEXACT); best of 60 frames, five frames in turn so they do not stay in the cache. It is
/// exact by construction: integer arithmetic only, each
/// output sample depends on its own 1 or 2×2 input pixels, so the result does not depend on
/// the machine, the instruction set or on how rows are split across threads. (swscale agrees to ±1 in Y; its
/// chroma differs by up to 6 at edges because it filters chroma differently.)
///
/// Y' = 16 + 219 · (0.2126 R + 0.7152 G + 0.0722 B) / 255; Cb, Cr = 128 + 224 · (B − Y'), (R − Y')
/// over 255 · 1.8556 and 255 · 1.5748, from the 2×2 block's mean RGB (chroma sited at the
/// block centre). The coefficient rows sum exactly to 219/255 and to 0, so every grey has
/// Cb = Cr = 128 exactly, white is (235, 128, 128) and black (16, 128, 128).
/// Pixels are taken as opaque: a premultiplied pixel's alpha is ignored, which is compositing
/// it over black.
package enum YUV420Converter {
    package static let fractionBits = 16
    // round(2^16 · 219/255 · K) with the green term taking the remainder of the row's sum.
    package static let yR: Int32 = 11966, yB: Int32 = 4064, yG: Int32 = 56284 - yR - yB
    // round(2^16 · 224/255 · Kr / (2 (1 − Kb))), round(2^16 · 112/255); rows sum to 0.
    package static let cbR: Int32 = -6596, cbB: Int32 = 28784, cbG: Int32 = -cbR - cbB
    package static let crG: Int32 = -26145, crB: Int32 = -2639, crR: Int32 = -crG - crB

    /// One pixel's Y', Cb, Cr (the 4:4:4 value, for tests and documentation).
    package static func ycbcr(r: Int32, g: Int32, b: Int32) -> (y: UInt8, cb: UInt8, cr: UInt8) {
        (luma(r, g, b), chroma(cbR, cbG, cbB, r << 2, g << 2, b << 2), chroma(crR, crG, crB, r << 2, g << 2, b << 2))
    }

    @inline(__always)
    package static func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (16 << 16 + 1 << 15 + yR &* r + yG &* g + yB &* b) >> 16)
    }

    /// From sums of four pixels' channels; the result lies in 16...240 for any input.
    @inline(__always)
    package static func chroma(_ cr: Int32, _ cg: Int32, _ cb: Int32, _ r4: Int32, _ g4: Int32, _ b4: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: (128 << 18 + 1 << 17 + cr &* r4 + cg &* g4 + cb &* b4) >> 18)
    }

    /// Converts `pixmap` (even width and height) into the three planes, whose rows are
    /// `yStride`, `cbStride` and `crStride` bytes apart. Rows `rowPairs` (in units of two
    /// luma rows) only, so callers may split a frame into independent bands. Sixteen pixels a
    /// step with AVX-512 or AVX2 when the CPU has them (`kernelRowPair`), equal byte for byte to
    /// `convertReference` (tested on random frames and over the colour cube, with every kernel
    /// level up to `kernels`, which tests lower to check the narrower kernels on a wide machine).
    package static func convert(_ pixmap: Pixmap, rowPairs: Range<Int>,
                        y: UnsafeMutablePointer<UInt8>, yStride: Int,
                        cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
                        cr: UnsafeMutablePointer<UInt8>, crStride: Int, kernels: Int32 = widestKernels) {
        forEachRowPair(pixmap, rowPairs, y, yStride, cb, cbStride, cr, crStride) { top, bottom, yTop, yBottom, cb, cr, width in
            kernelRowPair(top, bottom, yTop, yBottom, cb, cr, width, kernels: kernels)
        }
    }

    /// The widest kernels the CPU takes: 2 with AVX-512 (F, BW, VL, VNNI), 1 with AVX2, 0 with
    /// neither (`segue_kernel_level`).
    package static let widestKernels = segue_kernel_level()

    /// The C kernel on the first pixels it takes (a multiple of 16; none without AVX2), the
    /// scalar loops on the rest. The kernel computes `luma` and `chroma` with the same
    /// integers: luma's coefficients and bias are all even, so halving them and shifting by 15
    /// instead of 16 gives the same quotient, and the halves fit `vpmaddwd`'s (and
    /// `vpdpwssd`'s) 16-bit factors. `kernels` caps the instruction set (for tests).
    @inline(__always)
    package static func kernelRowPair(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                              _ yTop: UnsafeMutablePointer<UInt8>, _ yBottom: UnsafeMutablePointer<UInt8>,
                              _ cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>, _ width: Int,
                              kernels: Int32 = widestKernels) {
        let x = segue_yuv420_row_pair_at(kernels, top, bottom, yTop, yBottom, cb, cr, width)
        scalarRowPair(top + x, bottom + x, yTop + x, yBottom + x, cb + x / 2, cr + x / 2, width - x)
    }

    /// `convert` one pixel at a time: the definition the vector path is tested against.
    package static func convertReference(_ pixmap: Pixmap, rowPairs: Range<Int>,
                                 y: UnsafeMutablePointer<UInt8>, yStride: Int,
                                 cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
                                 cr: UnsafeMutablePointer<UInt8>, crStride: Int) {
        forEachRowPair(pixmap, rowPairs, y, yStride, cb, cbStride, cr, crStride, scalarRowPair)
    }

    /// Converts two source rows: their luma rows, and the chroma row of their 2×2 blocks.
    package typealias RowPairConversion = (_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                                   _ yTop: UnsafeMutablePointer<UInt8>, _ yBottom: UnsafeMutablePointer<UInt8>,
                                   _ cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>, _ width: Int) -> Void

    @inline(__always)
    private static func forEachRowPair(_ pixmap: Pixmap, _ rowPairs: Range<Int>,
                                       _ y: UnsafeMutablePointer<UInt8>, _ yStride: Int,
                                       _ cb: UnsafeMutablePointer<UInt8>, _ cbStride: Int,
                                       _ cr: UnsafeMutablePointer<UInt8>, _ crStride: Int,
                                       _ body: RowPairConversion) {
        let width = pixmap.width
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            let source = pixels.baseAddress!
            for pair in rowPairs {
                let top = source + 2 * pair * width
                body(top, top + width, y + 2 * pair * yStride, y + (2 * pair + 1) * yStride,
                     cb + pair * cbStride, cr + pair * crStride, width)
            }
        }
    }

    /// The scalar conversion of two rows; also the kernel's tail (widths not a multiple of 16)
    /// and the whole conversion without AVX2 (the compiler vectorizes its loops for SSE2: faster
    /// there than the hand-written SIMD-type path it replaced, 1.43 against 1.99 ms a frame).
    @inline(__always)
    package static func scalarRowPair(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                              _ yTop: UnsafeMutablePointer<UInt8>, _ yBottom: UnsafeMutablePointer<UInt8>,
                              _ cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>, _ width: Int) {
        lumaRow(top, yTop, width)
        lumaRow(bottom, yBottom, width)
        chromaRow(top, bottom, cb, cr, width / 2)
    }

    /// A separate, branch-free loop per plane so the compiler can vectorize it.
    @inline(__always)
    private static func lumaRow(_ source: UnsafePointer<UInt32>, _ y: UnsafeMutablePointer<UInt8>, _ width: Int) {
        for x in 0..<width {
            let p = source[x]
            y[x] = luma(Int32(p & 0xFF), Int32(p >> 8 & 0xFF), Int32(p >> 16 & 0xFF))
        }
    }

    /// Sums each 2×2 block's channels two at a time (R and B share a word, 16 bits each) and
    /// converts the sums.
    @inline(__always)
    private static func chromaRow(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                                  _ cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>, _ columns: Int) {
        for column in 0..<columns {
            let p0 = top[2 * column], p1 = top[2 * column + 1], p2 = bottom[2 * column], p3 = bottom[2 * column + 1]
            let rb = (p0 & 0x00FF_00FF) &+ (p1 & 0x00FF_00FF) &+ (p2 & 0x00FF_00FF) &+ (p3 & 0x00FF_00FF)
            let g = (p0 >> 8 & 0xFF) &+ (p1 >> 8 & 0xFF) &+ (p2 >> 8 & 0xFF) &+ (p3 >> 8 & 0xFF)
            let r4 = Int32(rb & 0xFFFF), g4 = Int32(g), b4 = Int32(rb >> 16)
            cb[column] = chroma(cbR, cbG, cbB, r4, g4, b4)
            cr[column] = chroma(crR, crG, crB, r4, g4, b4)
        }
    }
}
