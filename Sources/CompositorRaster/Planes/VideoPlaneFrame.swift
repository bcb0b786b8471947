import CFFmpeg
import CompositorScene

/// A frame that is a decoded video picture shown 1:1 over the whole frame with other layers
/// over full-width bands of rows (the drawn status bar, a caption, a tap): the picture's own
/// 4:2:0 samples copied outside the bands, the RGBA frame (`patch`, drawn only in the bands)
/// converted inside them (`SceneRenderer.videoPlan`).
///
/// Outside the bands these are the recording's samples exactly. Compositing the frame and
/// converting it would give them back through RGBA (libswscale's Y′CbCr → RGB, rounded to 8
/// bits, then `YUV420Converter`'s RGB → Y′CbCr, rounded again): a few levels off, and
/// twice the work. So this case is intentionally not byte-equal to converting the RGBA frame
/// there (measured in docs/performance-history.md: the copy is the source; the round trip is
/// not); inside the bands it is exactly the converted frame. Band bounds are even, so every
/// 4:2:0 block is wholly copied or wholly converted.
package struct VideoPlaneFrame: Sendable {
    /// The decoded picture, the frame's size.
    package let planes: any DecodedPlanes
    /// Rows drawn in RGBA: ascending, disjoint, even bounds within the frame.
    package let bands: [Range<Int>]
    /// The RGBA frame, drawn in `bands` (the rest of it is not looked at).
    package let patch: Pixmap

    package init(planes: any DecodedPlanes, bands: [Range<Int>], patch: Pixmap) {
        (self.planes, self.bands, self.patch) = (planes, bands, patch)
    }

    package var width: Int { planes.width }
    package var height: Int { planes.height }

    /// Writes the frame into `picture` (`yuv420p` at the frame's size).
    package func write(into picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee, w = width, h = height
        let (yData, cbData, crData) = (p.data.0!, p.data.1!, p.data.2!)
        let (yStride, cbStride, crStride) = (Int(p.linesize.0), Int(p.linesize.1), Int(p.linesize.2))
        planes.withPlanes { source in
            var row = 0
            for band in bands + [h..<h] {
                // The picture's own samples down to the band: luma rows, then their chroma rows.
                for y in row..<band.lowerBound {
                    (yData + y * yStride).update(from: source.y + y * source.yStride, count: w)
                }
                for pair in (row / 2)..<(band.lowerBound / 2) {
                    (cbData + pair * cbStride).update(from: source.cb + pair * source.cbStride, count: w / 2)
                    (crData + pair * crStride).update(from: source.cr + pair * source.crStride, count: w / 2)
                }
                row = band.upperBound
            }
        }
        patch.pixels.withUnsafeBufferPointer { pixels in
            for band in bands {
                for pair in (band.lowerBound / 2)..<(band.upperBound / 2) {
                    let top = pixels.baseAddress! + 2 * pair * w
                    YUV420Converter.kernelRowPair(top, top + w, yData + 2 * pair * yStride, yData + (2 * pair + 1) * yStride,
                                                  cbData + pair * cbStride, crData + pair * crStride, w)
                }
            }
        }
    }
}
