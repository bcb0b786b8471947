import CPixelKernels
import CompositorScene
import Synchronization

/// An opaque frame's Y', Cb and Cr 4:2:0 planes (BT.709 limited range, as `YUV420Converter`
/// makes them) before their last rounding: 8.8 fixed point, so a sample's top byte is exactly
/// the converter's output and its low byte the fraction it drops. The layer cache keeps them
/// beside an opaque full-frame store (`LayerCache.withPlanes`) so frames made of such stores
/// (`PlaneFrame`) are written straight into the encoder's picture, without compositing and
/// converting RGBA: a cross-fade of two stores rounds once, from the fractions, instead of
/// rounding the RGBA blend and then its conversion.
package struct FixedPointPlanes: Sendable {
    package let width: Int, height: Int
    /// Which planes these are, unique in the process (a count, never reused): a picture written
    /// from them remembers it (`RestingPicture`), so the next frame on the same planes rewrites
    /// only what changed. Never part of any output.
    package let id: Int
    private static let made = Atomic<Int>(0)
    /// `width × height` luma samples, then `width/2 × height/2` of each chroma plane, row by row.
    package let y: [UInt16], cb: [UInt16], cr: [UInt16]
    /// Column chroma, `width × height/2` of each, row pair by row pair: for each column of a row
    /// pair, the 8.8 chroma of a 2×2 block made of that column twice (its two pixels' sums
    /// doubled). A frame that shows the store moved sideways (`PlaneBands`) takes its blocks'
    /// chroma from these: the chroma of any mix of whole columns, before rounding, is the same
    /// mix of theirs.
    package let cbColumns: [UInt16], crColumns: [UInt16]

    /// Bytes held (two a sample).
    package var byteCount: Int { 2 * (y.count + cb.count + cr.count + cbColumns.count + crColumns.count) }

    /// The planes of `pixmap` (even width and height; alpha ignored, as `YUV420Converter` does):
    /// its `luma` and `chroma` sums shifted 8 bits less, so `sample >> 8` is the converter's
    /// byte exactly (floor of a floor). The AVX-512 or AVX2 kernel `segue_yuv420_fixed_row_pair_at`
    /// on the first pixels of each row pair (a multiple of 8; none without AVX2), `scalarRowPair`
    /// on the rest; `kernels` caps the instruction set (`YUV420Converter.widestKernels`; tests
    /// lower it to check the narrower kernel on a wide machine). Runs once per store and clip.
    package init(_ pixmap: Pixmap, kernels: Int32 = YUV420Converter.widestKernels) {
        let width = pixmap.width, height = pixmap.height, columns = width / 2
        // Every sample is written below (even sizes); odd ones keep a zeroed last row or column.
        let even = width % 2 == 0 && height % 2 == 0
        var y = Self.samples(width * height, zeroed: !even)
        var cb = Self.samples(columns * (height / 2), zeroed: !even), cr = Self.samples(columns * (height / 2), zeroed: !even)
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            y.withUnsafeMutableBufferPointer { y in
                cb.withUnsafeMutableBufferPointer { cb in
                    cr.withUnsafeMutableBufferPointer { cr in
                        let (p, yp, cbp, crp) = (pixels.baseAddress!, y.baseAddress!, cb.baseAddress!, cr.baseAddress!)
                        for pair in 0..<(height / 2) {
                            let top = p + 2 * pair * width, yTop = yp + 2 * pair * width, c = pair * columns
                            let done = segue_yuv420_fixed_row_pair_at(kernels, top, top + width, yTop, yTop + width, cbp + c, crp + c, width)
                            Self.scalarRowPair(top + done, top + width + done, yTop + done, yTop + width + done,
                                               cbp + c + done / 2, crp + c + done / 2, width - done)
                        }
                    }
                }
            }
        }
        (self.width, self.height, self.y, self.cb, self.cr) = (width, height, y, cb, cr)
        id = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
        (cbColumns, crColumns) = Self.columnChroma(pixmap)
    }

    /// `cbColumns` and `crColumns` of `pixmap`: `chroma` of each column's two pixels doubled
    /// (`segue_yuv420_column_chroma` on the first columns of each row pair, the same integers).
    private static func columnChroma(_ pixmap: Pixmap) -> ([UInt16], [UInt16]) {
        typealias C = YUV420Converter
        let width = pixmap.width, pairs = pixmap.height / 2
        // Every sample of the pairs is written below.
        var cb = samples(width * pairs, zeroed: false), cr = samples(width * pairs, zeroed: false)
        pixmap.pixels.withUnsafeBufferPointer { pixels in
            cb.withUnsafeMutableBufferPointer { cb in
                cr.withUnsafeMutableBufferPointer { cr in
                    for pair in 0..<pairs {
                        let top = pixels.baseAddress! + 2 * pair * width, bottom = top + width, row = pair * width
                        let done = segue_yuv420_column_chroma(top, bottom, cb.baseAddress! + row, cr.baseAddress! + row, width)
                        for x in done..<width {
                            let p = top[x], q = bottom[x]
                            let r = Int32(p & 0xFF) &+ Int32(q & 0xFF), g = Int32(p >> 8 & 0xFF) &+ Int32(q >> 8 & 0xFF)
                            let b = Int32(p >> 16 & 0xFF) &+ Int32(q >> 16 & 0xFF)
                            cb[row + x] = chroma(C.cbR, C.cbG, C.cbB, 2 &* r, 2 &* g, 2 &* b)
                            cr[row + x] = chroma(C.crR, C.crG, C.crB, 2 &* r, 2 &* g, 2 &* b)
                        }
                    }
                }
            }
        }
        return (cb, cr)
    }

    /// `count` samples, set to 0 when `zeroed`, else left for the caller to write every one of
    /// (no pass over them first, and each plane its own buffer, not a copy made on first write).
    private static func samples(_ count: Int, zeroed: Bool) -> [UInt16] {
        if zeroed { return [UInt16](repeating: 0, count: count) }
        return [UInt16](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Two rows' 8.8 luma and their 2×2 blocks' 8.8 chroma, one pixel at a time (the kernel's
    /// tail, and everything without AVX2).
    private static func scalarRowPair(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>,
                                      _ yTop: UnsafeMutablePointer<UInt16>, _ yBottom: UnsafeMutablePointer<UInt16>,
                                      _ cb: UnsafeMutablePointer<UInt16>, _ cr: UnsafeMutablePointer<UInt16>, _ width: Int) {
        typealias C = YUV420Converter
        func lumaRow(_ row: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt16>) {
            for x in 0..<width {
                let p = row[x]
                let (r, g, b) = (Int32(p & 0xFF), Int32(p >> 8 & 0xFF), Int32(p >> 16 & 0xFF))
                out[x] = UInt16(truncatingIfNeeded: (16 << 16 + 1 << 15 + C.yR &* r + C.yG &* g + C.yB &* b) >> 8)
            }
        }
        lumaRow(top, yTop)
        lumaRow(bottom, yBottom)
        for column in 0..<(width / 2) {
            // Each 2×2 block's channel sums, R and B sharing a word as YUV420Converter sums them.
            let p0 = top[2 * column], p1 = top[2 * column + 1], p2 = bottom[2 * column], p3 = bottom[2 * column + 1]
            let rb = (p0 & 0x00FF_00FF) &+ (p1 & 0x00FF_00FF) &+ (p2 & 0x00FF_00FF) &+ (p3 & 0x00FF_00FF)
            let g = (p0 >> 8 & 0xFF) &+ (p1 >> 8 & 0xFF) &+ (p2 >> 8 & 0xFF) &+ (p3 >> 8 & 0xFF)
            let r4 = Int32(rb & 0xFFFF), g4 = Int32(g), b4 = Int32(rb >> 16)
            cb[column] = chroma(C.cbR, C.cbG, C.cbB, r4, g4, b4)
            cr[column] = chroma(C.crR, C.crG, C.crB, r4, g4, b4)
        }
    }

    /// `YUV420Converter.chroma` 8 bits short of its last shift (the sum is positive: the
    /// result lies in 16...240).
    package static func chroma(_ cr: Int32, _ cg: Int32, _ cb: Int32, _ r4: Int32, _ g4: Int32, _ b4: Int32) -> UInt16 {
        UInt16(truncatingIfNeeded: (128 << 18 + 1 << 17 + cr &* r4 + cg &* g4 + cb &* b4) >> 10)
    }
}
