import CFFmpeg
import CompositorScene

/// A scene at rest shown for a single frame, written by converting RGBA rows straight into the
/// picture (`PlaneFrame.restingRows`): the row bands `rows` from `patch` (the frame drawn there:
/// the scene's copy and the layers over it), every other row from the scene's store (`store`,
/// exactly the frame's pixels there). The same bytes as converting the composited frame, and
/// as writing the scene's planes under the patch (`PlaneBands` without a fill or a fraction):
/// each output sample depends only on its own pixels, and those pixels are the frame's.
///
/// A scene at rest is usually seen once (a clip's opening frame, or the frame that ends a
/// transition before a hold repeats it): converting its store's rows costs what making its
/// planes (`FixedPointPlanes`, five bytes a pixel) costs, without the planes' memory or the
/// write from them. Its planes are made when it is asked for again
/// (`LayerCache.isFirstRestingAsk`), for a scene at rest under layers that change (a flow's
/// taps and captions).
package struct RestingRows: Sendable {
    /// The scene's store: the frame's pixels outside `rows`.
    package let store: Pixmap
    /// The frame's pixels in `rows` (other rows undefined; a placeholder without rows).
    package let patch: Pixmap
    /// The row bands taken from `patch`, in order, apart: whole row pairs (even bounds).
    package let rows: [Range<Int>]

    package init(store: Pixmap, patch: Pixmap, rows: [Range<Int>]) {
        precondition(rows.isEmpty || (store.width == patch.width && store.height == patch.height), "a patch of the frame's size")
        precondition(zip(rows, rows.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }
                     && rows.allSatisfy { $0.lowerBound % 2 == 0 && $0.upperBound % 2 == 0 && $0.lowerBound >= 0 && $0.upperBound <= store.height },
                     "row bands of whole row pairs, in order and apart")
        (self.store, self.patch, self.rows) = (store, patch, rows)
    }

    package var width: Int { store.width }
    package var height: Int { store.height }

    /// Writes the frame into `picture` (`yuv420p` at the frame's size).
    package func write(into picture: UnsafeMutablePointer<AVFrame>) {
        let p = picture.pointee
        func convert(_ source: Pixmap, _ rows: Range<Int>) {
            YUV420Converter.convert(source, rowPairs: rows.lowerBound / 2..<rows.upperBound / 2, y: p.data.0!, yStride: Int(p.linesize.0),
                                    cb: p.data.1!, cbStride: Int(p.linesize.1), cr: p.data.2!, crStride: Int(p.linesize.2))
        }
        for band in rows { convert(patch, band) }
        for part in PlaneBands.outside(0..<height, rows) { convert(store, part) }
    }
}
