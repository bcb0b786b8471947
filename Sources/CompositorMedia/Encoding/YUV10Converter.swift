import CFFmpeg
import CompositorScene

/// RGB → 10-bit Y'CbCr, BT.709 matrix, limited range (Y' 64…940, Cb/Cr 64…960), in 16.16
/// fixed point: the 10-bit twin of `YUV420Converter` for ProRes (4:2:2, or 4:4:4 with alpha).
///
/// Y' = 64 + 876 · (0.2126 R + 0.7152 G + 0.0722 B) / 255; Cb, Cr = 512 + 896 · (B − Y'), (R − Y')
/// over 255 · 1.8556 and 255 · 1.5748. The coefficients are rounded once (green takes each
/// row's remainder so greys have Cb = Cr = 512 exactly); per pixel only integers. Colors are
/// un-premultiplied first (`StraightAlpha`); alpha maps 0…255 to 0…1023.
enum YUV10Converter {
    private static func fixed(_ v: Double) -> Int32 { Int32((v * 65536).rounded()) }
    private static let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
    static let yR = fixed(876.0 / 255 * kr), yB = fixed(876.0 / 255 * kb)
    static let yG = fixed(876.0 / 255) - yR - yB
    static let cbR = fixed(-448.0 / 255 * kr / (1 - kb)), cbB = fixed(448.0 / 255)
    static let cbG = -cbR - cbB
    static let crG = fixed(-448.0 / 255 * kg / (1 - kr)), crB = fixed(-448.0 / 255 * kb / (1 - kr))
    static let crR = -crG - crB

    /// The 16.16 coefficients copied into a local value once per frame: each `static let` read
    /// is a lazy-global check (`swift_once`), which per pixel was 5.8 % of a ProRes render.
    struct Coefficients {
        let yR = YUV10Converter.yR, yG = YUV10Converter.yG, yB = YUV10Converter.yB
        let cbR = YUV10Converter.cbR, cbG = YUV10Converter.cbG, cbB = YUV10Converter.cbB
        let crR = YUV10Converter.crR, crG = YUV10Converter.crG, crB = YUV10Converter.crB

        /// Y' of one straight pixel (BT.709, limited range, 10 bits).
        @inline(__always) func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt16 {
            UInt16(truncatingIfNeeded: (64 << 16 + 1 << 15 + yR &* r + yG &* g + yB &* b) >> 16)
        }
        /// Cb and Cr of channel sums over 2^(shift − 16) pixels.
        @inline(__always) func chroma(_ r: Int32, _ g: Int32, _ b: Int32, shift: Int32) -> (UInt16, UInt16) {
            let base: Int32 = 512 << shift + 1 << (shift - 1)
            return (UInt16(truncatingIfNeeded: (base + cbR &* r + cbG &* g + cbB &* b) >> shift),
                    UInt16(truncatingIfNeeded: (base + crR &* r + crG &* g + crB &* b) >> shift))
        }
    }

    /// Row `row` of a 16-bit plane.
    static func plane(_ data: UnsafeMutablePointer<UInt8>?, _ stride: Int32, _ row: Int) -> UnsafeMutablePointer<UInt16> {
        UnsafeMutableRawPointer(data! + row * Int(stride)).assumingMemoryBound(to: UInt16.self)
    }

    /// Fills a `yuv420p10le` picture: luma per pixel, chroma from each 2×2 block's mean (sited at
    /// its centre, as `YUV420Converter`), the same coefficients with the sums' shift of 18.
    static func convert420(_ frame: Pixmap, picture: UnsafeMutablePointer<AVFrame>) {
        let k = Coefficients(), p = picture.pointee, width = frame.width
        frame.pixels.withUnsafeBufferPointer { pixels in
            for pair in 0..<(frame.height / 2) {
                let cbRow = plane(p.data.1, p.linesize.1, pair), crRow = plane(p.data.2, p.linesize.2, pair)
                let rows = [plane(p.data.0, p.linesize.0, 2 * pair), plane(p.data.0, p.linesize.0, 2 * pair + 1)]
                for column in 0..<(width / 2) {
                    var rs: Int32 = 0, gs: Int32 = 0, bs: Int32 = 0
                    for dy in 0..<2 {
                        for dx in 0..<2 {
                            let x = 2 * column + dx
                            let s = pixels[(2 * pair + dy) * width + x]  // taken as opaque (over black)
                            let r = Int32(s & 0xFF), g = Int32(s >> 8 & 0xFF), b = Int32(s >> 16 & 0xFF)
                            rows[dy][x] = k.luma(r, g, b)
                            rs += r; gs += g; bs += b
                        }
                    }
                    (cbRow[column], crRow[column]) = k.chroma(rs, gs, bs, shift: 18)
                }
            }
        }
    }

    /// Fills `picture` (`yuv422p10le` when `chromaPairs`, else `yuva444p10le` / `yuv444p10le`).
    /// 4:2:2 chroma is the mean of each horizontal pair (sited between them).
    static func convert(_ frame: Pixmap, picture: UnsafeMutablePointer<AVFrame>, chromaPairs: Bool, alpha: Bool) {
        let k = Coefficients(), p = picture.pointee, width = frame.width
        frame.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<frame.height {
                let yRow = plane(p.data.0, p.linesize.0, row), cbRow = plane(p.data.1, p.linesize.1, row)
                let crRow = plane(p.data.2, p.linesize.2, row)
                let aRow = alpha ? plane(p.data.3, p.linesize.3, row) : nil
                let source = row * width
                var x = 0
                while x < width {
                    let count = chromaPairs ? 2 : 1
                    var rs: Int32 = 0, gs: Int32 = 0, bs: Int32 = 0
                    for i in 0..<count {
                        let packed = pixels[source + x + i]
                        let s = StraightAlpha.unpremultiply(packed)
                        let r = Int32(s & 0xFF), g = Int32(s >> 8 & 0xFF), b = Int32(s >> 16 & 0xFF)
                        yRow[x + i] = k.luma(r, g, b)
                        rs += r; gs += g; bs += b
                        if let aRow { aRow[x + i] = UInt16(((packed >> 24) * 1023 + 127) / 255) }
                    }
                    let shift: Int32 = chromaPairs ? 17 : 16
                    let c = chromaPairs ? x / 2 : x
                    (cbRow[c], crRow[c]) = k.chroma(rs, gs, bs, shift: shift)
                    x += count
                }
            }
        }
    }
}
