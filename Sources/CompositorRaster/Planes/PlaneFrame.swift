import CFFmpeg
import CPixelKernels

/// A frame the renderer can describe as its opaque stores' planes (`FixedPointPlanes`), which
/// an 8-bit 4:2:0 encoder's picture is written from directly (`write(into:)`), skipping RGBA
/// compositing and conversion (`SceneRenderer.planeFrame`):
/// - `copy`: one opaque store filling the frame at (0, 0): byte for byte what converting the
///   frame gives (the frame *is* the store);
/// - `crossFade`: a cross-dissolve of two such stores, `over` at 8-bit `opacity` (1...254)
///   on `under`: each sample is the two stores' 8.8 samples mixed with the weight
///   round(opacity · 2¹⁶ / 255) and rounded down once. Within ±1 of converting the RGBA
///   cross-fade (`Pixmap.crossFade`), which rounds each channel's blend and then the
///   conversion: that blend is off the exact mix by less than 1 per channel (two roundings of
///   at most 127/255 each), which moves the exact Y' by less than 219/255 ≈ 0.86 and Cb, Cr
///   by less than 224/255 ≈ 0.88 (the sums of the rows' coefficients' magnitudes, the chroma
///   of four pixels averaged); the planes' mix is off the exact mix by less than 2/256 + 2⁻¹⁶·220
///   (the two truncated products and the weight's rounding). The two values are thus less
///   than 1 apart before each is rounded down, so their bytes differ by at most 1.
///   (Mixing the 8-bit planes instead would round three times and reach ±2.)
/// - `bands`: stores slid sideways over each other, or one at rest with other layers over part
///   of it (`PlaneBands`), within ±1 likewise (exact without a fill or a fraction).
/// - `video`: a decoded video picture shown 1:1 over the frame, other layers over bands of
///   rows (`VideoPlaneFrame`): the picture's own samples outside the bands (not the converted
///   RGBA frame's: they skip a lossy round trip), exactly the converted frame inside them.
/// - `restingRows`: a scene at rest seen for the first time, before its planes are made: its
///   store's rows and the rows of the layers over it converted (`RestingRows`), exactly the
///   converted frame.
package enum PlaneFrame: Sendable {
    case copy(FixedPointPlanes)
    case crossFade(under: FixedPointPlanes, over: FixedPointPlanes, opacity: UInt32)
    case bands(PlaneBands)
    case video(VideoPlaneFrame)
    case restingRows(RestingRows)

    /// The frame's size in pixels.
    package var width: Int { size.width }
    package var height: Int { size.height }

    private var size: (width: Int, height: Int) {
        switch self {
        case .copy(let store): (store.width, store.height)
        case .crossFade(let under, _, _): (under.width, under.height)
        case .bands(let bands): (bands.width, bands.height)
        case .video(let video): (video.width, video.height)
        case .restingRows(let rows): (rows.width, rows.height)
        }
    }

    /// The mix weight of `over` in 2⁻¹⁶ units for an 8-bit opacity: round(opacity · 2¹⁶ / 255).
    package static func weight(opacity: UInt32) -> UInt32 { (opacity << 16 + 127) / 255 }

    /// The frame as bands when it may be one scene at rest: a copy is its store's one band at
    /// rest with no rectangle (a band without a fraction or a fill writes exactly the converted
    /// store, as the copy does); nil for a cross-fade, a video or converted rows (no planes).
    private var restingBands: PlaneBands? {
        switch self {
        case .copy(let planes):
            PlaneBands(bands: [PlaneBands.Band(planes: planes, columns: 0..<planes.width, offset: 0, weight: 0, fill: nil)],
                       patch: .placeholder, rect: .empty)
        case .crossFade, .video, .restingRows: nil
        case .bands(let bands): bands
        }
    }

    /// What a picture written from the frame holds (`RestingPicture`): a copy, or bands that
    /// are one scene at rest; nil for a cross-fade, a slide or a video.
    package var resting: RestingPicture? { restingBands?.resting }

    /// Writes the frame into `picture`, which holds `previous` (nil: unknown). When both are
    /// the same base placed the same way, only the old rectangle (back to the base, outside the
    /// new one) and the new one are written: the same bytes as writing the whole frame.
    package func write(into picture: UnsafeMutablePointer<AVFrame>, over previous: RestingPicture?) {
        guard let previous, let bands = restingBands, let now = bands.resting, now.hasTheBase(of: previous) else {
            return write(into: picture)
        }
        bands.write(into: picture, area: previous.rect)
    }

    /// Writes the frame into `picture` (`yuv420p` at the planes' size).
    package func write(into picture: UnsafeMutablePointer<AVFrame>) {
        if case .bands(let bands) = self { return bands.write(into: picture) }
        if case .video(let video) = self { return video.write(into: picture) }
        if case .restingRows(let rows) = self { return rows.write(into: picture) }
        let p = picture.pointee
        let planes: [(KeyPath<FixedPointPlanes, [UInt16]>, UnsafeMutablePointer<UInt8>, Int, Int, Int)]
        let (w, h) = (width, height)
        planes = [(\.y, p.data.0!, Int(p.linesize.0), w, h), (\.cb, p.data.1!, Int(p.linesize.1), w / 2, h / 2),
                  (\.cr, p.data.2!, Int(p.linesize.2), w / 2, h / 2)]
        for (plane, data, stride, width, rows) in planes {
            switch self {
            case .copy(let store):
                store[keyPath: plane].withUnsafeBufferPointer { a in
                    for row in 0..<rows { Self.shiftRow(a.baseAddress! + row * width, data + row * stride, width) }
                }
            case .crossFade(let under, let over, let opacity):
                let weight = Self.weight(opacity: opacity)
                under[keyPath: plane].withUnsafeBufferPointer { a in
                    over[keyPath: plane].withUnsafeBufferPointer { b in
                        for row in 0..<rows {
                            Self.lerpRow(a.baseAddress! + row * width, b.baseAddress! + row * width, weight, data + row * stride, width)
                        }
                    }
                }
            case .bands, .video, .restingRows:
                break
            }
        }
    }

    /// One row's 8-bit samples: the top bytes.
    @inline(__always)
    private static func shiftRow(_ a: UnsafePointer<UInt16>, _ out: UnsafeMutablePointer<UInt8>, _ count: Int) {
        for i in 0..<count { out[i] = UInt8(truncatingIfNeeded: a[i] >> 8) }
    }

    /// One row of the cross-fade: the C kernel on the first samples it takes (none without
    /// AVX2), `lerpSample` on the rest.
    @inline(__always)
    package static func lerpRow(_ a: UnsafePointer<UInt16>, _ b: UnsafePointer<UInt16>, _ weight: UInt32,
                        _ out: UnsafeMutablePointer<UInt8>, _ count: Int) {
        let done = segue_plane_lerp_row(a, b, weight, out, count)
        for i in done..<count { out[i] = lerpSample(a[i], b[i], weight) }
    }

    /// The cross-fade of one sample: the definition the kernel is tested against.
    @inline(__always)
    package static func lerpSample(_ a: UInt16, _ b: UInt16, _ weight: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: ((UInt32(a) &* (65536 - weight)) >> 16 &+ (UInt32(b) &* weight) >> 16) >> 8)
    }
}
