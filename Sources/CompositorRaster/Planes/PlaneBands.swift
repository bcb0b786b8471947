import CFFmpeg
import CPixelKernels
import CompositorScene

/// A frame written straight into an 8-bit 4:2:0 picture from opaque stores' planes
/// (`FixedPointPlanes`), as a cross-dissolve is (`PlaneFrame`), in vertical bands, with one
/// rectangle (`patch`) composited in RGBA and converted:
/// - a sideways slide (a navigation push or pop): the under scene, moved by a fraction of a
///   pixel and dimmed, on the left; the top scene, moved by a fraction of a pixel, on the
///   right; between them a strip of columns (the top scene's anti-aliased edge and its edge
///   shadow) in RGBA, and the bars over the scenes (a navigation bar, a shared tab bar) in
///   full-width bands of rows (`rows`) in RGBA too;
/// - a scene at rest (under at most one solid fill) with other layers over part of it (a
///   scale's growing destination, a sheet, a caption): the scene's planes outside the
///   rectangle holding those layers, the RGBA frame inside it.
///
/// Each band is a store resampled at one horizontal weight (`ImageSampler`'s 1:1 sideways run:
/// every device column reads texels x + offset and x + offset + 1 with the same 8-bit weight)
/// under at most one solid fill. Y′ is linear in RGB, and so is a 2×2 block's Cb, Cr (the
/// chroma of its summed RGB), so the exact Y′CbCr of the slid, dimmed pixels is the same mix
/// of the store's 8.8 samples: luma from its 8.8 luma, a block's chroma from its column chroma
/// (`cbColumns`: the block's two columns are 1 − f, 1 and f parts of three store columns), or
/// from its 4:2:0 chroma when it is not moved by a fraction or an odd number of pixels.
/// Within ±1 of converting the RGBA frame: the RGBA path rounds the lerp and then the fill
/// (each off by at most ½ per channel: less than 1 in all, which moves Y′ by less than
/// 219/255 ≈ 0.86 and Cb, Cr by less than 224/255 ≈ 0.88); the planes round down 8.8 samples
/// (1/256 each) and the lerp, the fill's factor and products (under 5/256 in all). The two
/// values are less than 1 apart before each is rounded down, so their bytes differ by at most 1.
/// A band neither moved by a fraction nor filled is a copy of the converted store: exact. The
/// patch is the RGBA frame's own pixels converted, so exactly the converted frame there.
package struct PlaneBands: Sendable {
    /// One scene's share of the frame.
    package struct Band: Sendable {
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

    /// Left to right, not overlapping; with `rect` and `rows`, they cover the frame.
    package let bands: [Band]
    /// The RGBA frame, drawn in `rect` and `rows` (the rest of it is not looked at).
    package let patch: Pixmap
    /// What `patch` gives, even bounds; may be empty.
    package let rect: IntRect
    /// Full-width bands of rows `patch` gives too (even bounds, ascending, apart): the rows a
    /// slide's bars lie in (a navigation bar, a tab bar with its material), where no band is
    /// written.
    package var rows: [Range<Int>] = []

    package var width: Int { bands[0].planes.width }
    package var height: Int { bands[0].planes.height }

    /// A fill's terms for the kernels (`segue_plane_slide_luma_row`): nil for none (or a
    /// transparent one); else the factor k = round(2¹⁶ · (255 − a)/255) on the scene's 8.8
    /// samples and the constants c making k·v + c the 8.8 sample of the fill over v: the fill's
    /// own Y′, Cb or Cr contribution (the converter's sums of its premultiplied channels) plus
    /// (1 − k) times the plane's zero (16 or 128, with the ½ of rounding the samples carry).
    /// Off the exact composite by under 3/256 of a level.
    package static func fillTerms(_ fill: PremultipliedRGBA8?) -> (k: UInt32, y: UInt32, cb: UInt32, cr: UInt32)? {
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

    /// `body(rows, columns)` over `columns` of `rows` in runs of rows that show the same
    /// columns from their band: all of them outside `rectRows`, inside them the two sides of
    /// `rectColumns` (either may be empty and is skipped) — a call per run, not per row.
    package static func forEachRun(_ columns: Range<Int>, rows: Range<Int>, rectRows: Range<Int>, rectColumns: Range<Int>,
                           _ body: (_ rows: Range<Int>, _ columns: Range<Int>) -> Void) {
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let inside = rectRows.clamped(to: rows)
        guard !inside.isEmpty, !rectColumns.isEmpty else { return body(rows, columns) }
        let (a, b) = (columns.lowerBound, columns.upperBound)
        if inside.lowerBound > rows.lowerBound { body(rows.lowerBound..<inside.lowerBound, columns) }
        let left = a..<max(a, min(b, rectColumns.lowerBound)), right = min(b, max(a, rectColumns.upperBound))..<b
        if !left.isEmpty { body(inside, left) }
        if !right.isEmpty { body(inside, right) }
        if inside.upperBound < rows.upperBound { body(inside.upperBound..<rows.upperBound, columns) }
    }

    /// The parts of `span` outside every band of `rows` (ascending, apart), in order.
    package static func outside(_ span: Range<Int>, _ rows: [Range<Int>]) -> [Range<Int>] {
        var parts: [Range<Int>] = [], start = span.lowerBound
        for band in rows {
            let cut = band.clamped(to: span)
            if cut.isEmpty { continue }
            if cut.lowerBound > start { parts.append(start..<cut.lowerBound) }
            start = max(start, cut.upperBound)
        }
        if start < span.upperBound { parts.append(start..<span.upperBound) }
        return parts
    }

    /// What a picture written from the frame holds when it is one band over every column (a
    /// scene at rest, under at most a fill, with the patch over part of it); nil otherwise.
    package var resting: RestingPicture? {
        guard bands.count == 1, rows.isEmpty, let band = bands.first, band.columns == 0..<width else { return nil }
        return RestingPicture(planes: band.planes.id, offset: band.offset, weight: band.weight, fill: band.fill?.packed ?? 0, rect: rect)
    }

    /// Writes the frame into `picture` (`yuv420p` at the planes' size). `area` (even bounds):
    /// the bands are written only there (the whole frame when nil) — what may differ from a
    /// picture already holding the same bands (`RestingPicture`) — and the patch in `rect`.
    package func write(into picture: UnsafeMutablePointer<AVFrame>, area: IntRect? = nil) {
        let p = picture.pointee
        let (yData, cbData, crData) = (p.data.0!, p.data.1!, p.data.2!)
        let (yStride, cbStride, crStride) = (Int(p.linesize.0), Int(p.linesize.1), Int(p.linesize.2))
        let h = height, area = area?.intersection(IntRect(x0: 0, y0: 0, x1: width, y1: h)) ?? IntRect(x0: 0, y0: 0, x1: width, y1: h)
        for band in bands {
            let span = band.columns.clamped(to: area.x0..<max(area.x0, area.x1))
            if span.isEmpty || area.isEmpty { continue }
            let terms = Self.fillTerms(band.fill), w = band.weight << 8
            let (fill, k) = (UInt32(terms == nil ? 0 : 1), terms?.k ?? 0)
            let open = Self.outside(area.y0..<area.y1, rows)
            band.planes.y.withUnsafeBufferPointer { y in
                for segment in open {
                    Self.forEachRun(span, rows: segment, rectRows: rect.y0..<rect.y1, rectColumns: rect.x0..<rect.x1) { rows, part in
                        segue_plane_slide_rows(0, y.baseAddress! + rows.lowerBound * width + part.lowerBound + band.offset, width, w, fill, k,
                                               terms?.y ?? 0, yData + rows.lowerBound * yStride + part.lowerBound, yStride, part.count, rows.count)
                    }
                }
            }
            // A block on whole blocks of the store: its 4:2:0 chroma, as luma (exactly the
            // converted store without a fill); else from the column chroma.
            let wholeBlocks = band.weight == 0 && band.offset % 2 == 0
            for (blocks, columns, data, stride, c) in [(band.planes.cb, band.planes.cbColumns, cbData, cbStride, terms?.cb ?? 0),
                                                       (band.planes.cr, band.planes.crColumns, crData, crStride, terms?.cr ?? 0)] {
                (wholeBlocks ? blocks : columns).withUnsafeBufferPointer { source in
                    for segment in open {
                        Self.forEachRun(span, rows: segment.lowerBound / 2..<segment.upperBound / 2, rectRows: rect.y0 / 2..<rect.y1 / 2,
                                        rectColumns: rect.x0..<rect.x1) { pairs, part in
                            let out = data + pairs.lowerBound * stride + part.lowerBound / 2
                            if wholeBlocks {
                                segue_plane_slide_rows(0, source.baseAddress! + pairs.lowerBound * width / 2 + (part.lowerBound + band.offset) / 2,
                                                       width / 2, 0, fill, k, c, out, stride, part.count / 2, pairs.count)
                            } else {
                                segue_plane_slide_rows(1, source.baseAddress! + pairs.lowerBound * width + part.lowerBound + band.offset, width,
                                                       w, fill, k, c, out, stride, part.count / 2, pairs.count)
                            }
                        }
                    }
                }
            }
        }
        // The patch: `rect`, and the full rows (the strip's part in them converted once).
        let full = rows.map { IntRect(x0: 0, y0: $0.lowerBound, x1: width, y1: $0.upperBound) }
        let strip = rect.isEmpty ? [] : Self.outside(rect.y0..<rect.y1, rows).map { IntRect(x0: rect.x0, y0: $0.lowerBound, x1: rect.x1, y1: $0.upperBound) }
        patch.pixels.withUnsafeBufferPointer { pixels in
            for part in strip + full where !part.isEmpty {
                for pair in (part.y0 / 2)..<(part.y1 / 2) {
                    let top = pixels.baseAddress! + 2 * pair * width + part.x0
                    YUV420Converter.kernelRowPair(top, top + width, yData + 2 * pair * yStride + part.x0, yData + (2 * pair + 1) * yStride + part.x0,
                                                  cbData + pair * cbStride + part.x0 / 2, crData + pair * crStride + part.x0 / 2, part.width)
                }
            }
        }
    }
}
