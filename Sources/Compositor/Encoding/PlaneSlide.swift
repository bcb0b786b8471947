import CFFmpeg
import CPixelKernels

/// A frame of a sideways slide (a navigation push or pop) written straight into an 8-bit 4:2:0
/// picture from its two scenes' planes (`FixedPointPlanes`), as a cross-dissolve is
/// (`PlaneFrame`): the under scene, moved by a fraction of a pixel and dimmed, on the left; the
/// top scene, moved by a fraction of a pixel, on the right; between them a strip of columns
/// (the top scene's anti-aliased edge and its edge shadow) composited in RGBA and converted.
///
/// Each band is a store resampled at one horizontal weight (`ImageSampler`'s 1:1 sideways run:
/// every device column reads texels x + offset and x + offset + 1 with the same 8-bit weight)
/// under at most one solid fill. Y′ is linear in RGB, and so is a 2×2 block's Cb, Cr (the
/// chroma of its summed RGB), so the exact Y′CbCr of the slid, dimmed pixels is the same mix
/// of the store's 8.8 samples: luma from its 8.8 luma, a block's chroma from its column chroma
/// (`cbColumns`: the block's two columns are 1 − f, 1 and f parts of three store columns).
/// Within ±1 of converting the RGBA frame: the RGBA path rounds the lerp and then the fill
/// (each off by at most ½ per channel: less than 1 in all, which moves Y′ by less than
/// 219/255 ≈ 0.86 and Cb, Cr by less than 224/255 ≈ 0.88); the planes round down 8.8 samples
/// (1/256 each) and the lerp, the fill's factor and products (under 5/256 in all). The two
/// values are less than 1 apart before each is rounded down, so their bytes differ by at most 1.
/// The strip is the RGBA frame's own pixels converted, so exactly the converted frame there.
struct PlaneSlide: Sendable {
    /// One scene's share of the frame.
    struct Band: Sendable {
        let planes: FixedPointPlanes
        /// The frame columns it fills, even bounds (4:2:0 blocks stay whole).
        let columns: Range<Int>
        /// Frame column x shows store columns x + offset and x + offset + 1 …
        let offset: Int
        /// … the second with weight `weight`/256 (0: the first alone).
        let weight: UInt32
        /// A premultiplied fill composited over the scene (a push's dimming), or nil.
        let fill: PremultipliedRGBA8?
    }

    let under: Band, top: Band
    /// The RGBA frame, drawn in `strip`'s columns (the rest of it is not looked at).
    let patch: Pixmap
    /// The columns between the bands, even bounds.
    let strip: Range<Int>

    var width: Int { under.planes.width }
    var height: Int { under.planes.height }

    /// A fill's terms for the kernels (`segue_plane_slide_luma_row`): nil for none (or a
    /// transparent one); else the factor k = round(2¹⁶ · (255 − a)/255) on the scene's 8.8
    /// samples and the constants c making k·v + c the 8.8 sample of the fill over v: the fill's
    /// own Y′, Cb or Cr contribution (the converter's sums of its premultiplied channels) plus
    /// (1 − k) times the plane's zero (16 or 128, with the ½ of rounding the samples carry).
    /// Off the exact composite by under 3/256 of a level.
    static func fillTerms(_ fill: PremultipliedRGBA8?) -> (k: UInt32, y: UInt32, cb: UInt32, cr: UInt32)? {
        guard let fill, fill.a > 0 else { return nil }
        typealias C = YUV420Converter
        let r = Int(fill.r), g = Int(fill.g), b = Int(fill.b)
        let k = ((255 - Int(fill.a)) * 131_072 + 255) / 510
        func constant(_ zero: Int, _ add: Int) -> UInt32 {
            let center = zero << 8 + 128
            return UInt32(truncatingIfNeeded: (center + add - (center * k + 32768) >> 16) & 0xFFFF)
        }
        return (UInt32(k), constant(16, (Int(C.yR) * r + Int(C.yG) * g + Int(C.yB) * b) >> 8),
                constant(128, (Int(C.cbR) * r + Int(C.cbG) * g + Int(C.cbB) * b) >> 8),
                constant(128, (Int(C.crR) * r + Int(C.crG) * g + Int(C.crB) * b) >> 8))
    }

    /// Writes the frame into `picture` (`yuv420p` at the planes' size).
    func write(into picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee
        let (yData, cbData, crData) = (p.data.0!, p.data.1!, p.data.2!)
        let (yStride, cbStride, crStride) = (Int(p.linesize.0), Int(p.linesize.1), Int(p.linesize.2))
        let h = height
        for band in [under, top] where !band.columns.isEmpty {
            let terms = Self.fillTerms(band.fill), x0 = band.columns.lowerBound, count = band.columns.count, w = band.weight << 8
            let (fill, k) = (UInt32(terms == nil ? 0 : 1), terms?.k ?? 0)
            band.planes.y.withUnsafeBufferPointer { y in
                for row in 0..<h {
                    segue_plane_slide_luma_row(y.baseAddress! + row * width + x0 + band.offset, w, fill, k, terms?.y ?? 0,
                                               yData + row * yStride + x0, count)
                }
            }
            for (columns, data, stride, c) in [(band.planes.cbColumns, cbData, cbStride, terms?.cb ?? 0),
                                              (band.planes.crColumns, crData, crStride, terms?.cr ?? 0)] {
                columns.withUnsafeBufferPointer { columns in
                    for pair in 0..<(h / 2) {
                        segue_plane_slide_chroma_row(columns.baseAddress! + pair * width + x0 + band.offset, w, fill, k, c,
                                                     data + pair * stride + x0 / 2, count / 2)
                    }
                }
            }
        }
        guard !strip.isEmpty else { return }
        let x0 = strip.lowerBound
        patch.pixels.withUnsafeBufferPointer { pixels in
            for pair in 0..<(h / 2) {
                let top = pixels.baseAddress! + 2 * pair * width + x0
                YUV420Converter.kernelRowPair(top, top + width, yData + 2 * pair * yStride + x0, yData + (2 * pair + 1) * yStride + x0,
                                              cbData + pair * cbStride + x0 / 2, crData + pair * crStride + x0 / 2, strip.count)
            }
        }
    }
}
